import { and, eq, exists, gt, isNull, or, sql } from 'drizzle-orm';
import { COMMUNITY_LIMITS, LIVE_REPLAY_MAX, type LiveNotification } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { notifications, payments, sessions, users } from '../../db/schema/index.ts';
import { toNotification } from './service.ts';

/** A notification on its way to a stream: its owner and the event's data. */
export interface Delivery {
  userId: string;
  live: LiveNotification;
}

/** A PostgreSQL uuid[] literal; the ids come from our own rows or are checked uuids, so no quoting is needed. */
const uuidArray = (ids: Iterable<string>) => `{${[...ids].join(',')}}`;

/**
 * The badge's count for the notification row in scope: unread among the user's newest 50 (community.md §4).
 * The outer column is spelt out: drizzle writes a lone table's columns unqualified, which here would be m's.
 */
const unreadOfRow = sql<number>`(select count(*)::int from (
    select m.read from ${notifications} m where m.user_id = "notifications"."user_id"
    order by m.created_at desc nulls last, m.id desc nulls last limit ${COMMUNITY_LIMITS.notificationBadgeLimit}
  ) t where not t.read)`.mapWith(Number);

const toDelivery = (r: { n: typeof notifications.$inferSelect; unread: number }): Delivery =>
  ({ userId: r.n.userId, live: { notification: toNotification(r.n), unread: r.unread } });

/**
 * The rows one announcement (service.ts `announce`) wrote for the users this process streams to,
 * with each user's new unread count, in one statement. `at` is compared as text-to-timestamptz:
 * a JS Date would drop its microseconds.
 */
export async function loadAnnounced(db: Db, refId: string, at: string, userIds: Iterable<string>): Promise<Delivery[]> {
  const rows = await db.select({ n: notifications, unread: unreadOfRow }).from(notifications).where(and(
    sql`${notifications.userId} = any(${uuidArray(userIds)}::uuid[])`,
    sql`${notifications.createdAt} = ${at}::timestamptz`,
    eq(notifications.refId, refId),
  )).orderBy(notifications.id);
  return rows.map(toDelivery);
}

/**
 * The user's notifications after `lastId` by (created_at, id), at most LIVE_REPLAY_MAX, oldest first.
 * `known: false` when `lastId` is not one of theirs; `more: true` when older missed ones were left out.
 */
export async function loadReplay(db: Db, userId: string, lastId: string): Promise<{ known: boolean; more: boolean; items: Delivery[] }> {
  const [anchor] = await db.select({ id: notifications.id }).from(notifications)
    .where(and(eq(notifications.id, lastId), eq(notifications.userId, userId)));
  if (!anchor) return { known: false, more: false, items: [] };
  const after = sql`(${notifications.createdAt}, ${notifications.id}) >
    (select a.created_at, a.id from ${notifications} a where a.id = ${lastId}::uuid)`;
  const rows = await db.select({ n: notifications, unread: unreadOfRow }).from(notifications)
    .where(and(eq(notifications.userId, userId), after))
    // As notifications_user_idx (0009): the newest LIVE_REPLAY_MAX, then turned oldest first.
    .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`)
    .limit(LIVE_REPLAY_MAX + 1);
  const more = rows.length > LIVE_REPLAY_MAX;
  return { known: true, more, items: rows.slice(0, LIVE_REPLAY_MAX).reverse().map(toDelivery) };
}

/**
 * Of these sessions, those that may still stream: not revoked, not expired, the user active and an
 * admin or a member with a current paid period (the guard of notification/all, app.requireMember).
 * Read from the tables, never the session cache.
 */
export async function streamableSessions(db: Db, sessionIds: Iterable<string>): Promise<Set<string>> {
  const rows = await db.select({ id: sessions.id }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(and(
    sql`${sessions.id} = any(${uuidArray(sessionIds)}::uuid[])`,
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    eq(users.active, true),
    or(eq(users.userType, 'admin'), exists(
      db.select({ one: sql`1` }).from(payments).where(and(eq(payments.userId, users.id), gt(payments.endDate, sql`now()`))),
    )),
  ));
  return new Set(rows.map((r) => r.id));
}
