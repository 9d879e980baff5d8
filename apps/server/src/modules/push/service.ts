import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { PushDevice, PushKind, PushSubscribeInput } from '@tlt/shared/push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';

/** A member's devices beyond this many lose the oldest: nobody has more, and each push costs a request. */
export const DEVICES_PER_MEMBER_MAX = 20;

const s = pushSubscriptions;

/**
 * Stores this device's subscription for the member and the sign-in that sent it. The same
 * endpoint again (keys refreshed, a later sign-in) keeps its kinds; another member's endpoint
 * moves to this member with every kind on, as a device has one person signed in at a time.
 */
export async function subscribe(
  db: Db, who: { userId: string; sessionId: string }, sub: PushSubscribeInput, deviceLabel: string,
): Promise<PushDevice> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(s).values({
      userId: who.userId, sessionId: who.sessionId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, deviceLabel,
    }).onConflictDoUpdate({
      target: s.endpoint,
      set: {
        // Expressions here read the row as it was: the kinds stay only for the same member.
        kinds: sql`case when ${s.userId} = excluded.user_id then ${s.kinds} else excluded.kinds end`,
        lastSuccessAt: sql`case when ${s.userId} = excluded.user_id then ${s.lastSuccessAt} end`,
        userId: sql`excluded.user_id`,
        sessionId: sql`excluded.session_id`,
        p256dh: sql`excluded.p256dh`,
        auth: sql`excluded.auth`,
        deviceLabel: sql`excluded.device_label`,
      },
    }).returning({ endpoint: s.endpoint, kinds: s.kinds });
    const keep = tx.select({ id: s.id }).from(s).where(eq(s.userId, who.userId))
      .orderBy(sql`${s.createdAt} desc`, sql`${s.id} desc`).limit(DEVICES_PER_MEMBER_MAX);
    await tx.delete(s).where(and(eq(s.userId, who.userId), notInArray(s.id, keep)));
    return row;
  });
}

/** Turns push off for this member's device; another member's endpoint is left alone. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db.delete(s).where(and(eq(s.userId, userId), eq(s.endpoint, endpoint))).returning({ id: s.id });
  return rows.length > 0;
}

/** The kinds this device wants; undefined when the member has no such device. */
export async function setKinds(db: Db, userId: string, endpoint: string, kinds: PushKind[]): Promise<PushDevice | undefined> {
  const [row] = await db.update(s).set({ kinds }).where(and(eq(s.userId, userId), eq(s.endpoint, endpoint)))
    .returning({ endpoint: s.endpoint, kinds: s.kinds });
  return row;
}
