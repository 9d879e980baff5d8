import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Notification } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { notifications, payments, users } from '../../db/schema/index.ts';

type NotificationRow = typeof notifications.$inferSelect;

const toNotification = (n: NotificationRow): Notification => ({
  _id: n.id,
  title: n.title,
  body: n.body,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
  data: { type: n.type, id: n.refId },
});

/** The caller's own notifications, newest first. */
export async function listNotifications(db: Db, userId: string, offset: number, limit: number): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId))
    
    // `nulls last` as notifications_user_idx is (drizzle's .desc()); a plain desc sorted instead (0009).
    .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`).offset(offset).limit(limit);
  return rows.map(toNotification);
}

/** Marks the given notifications read; rows of other users are never touched. Answers how many changed. */
export async function markAsRead(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.update(notifications).set({ read: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/**
 * One notification for every active member with a current paid period, except `authorId`,
 * written by ONE set-based statement (a loop of inserts would not scale to every member).
 * Run it inside the transaction that creates the thing it points at.
 */
export async function notifyActiveMembers(
  db: Db,
  n: { authorId: string; title: string; body: string; type: NotificationRow['type']; refId: string },
): Promise<number> {
  const result = await db.execute(sql`
    with inserted as (
      insert into ${notifications} (user_id, title, body, type, ref_id)
      select u.id, ${n.title}::text, ${n.body}::text, ${n.type}::notification_type, ${n.refId}::uuid
      from ${users} u
      where u.active and u.id <> ${n.authorId}::uuid
        and exists (select 1 from ${payments} p where p.user_id = u.id and p.end_date > now())
      returning 1
    )
    select count(*)::int as n from inserted`);
  // Both drivers (pg, PGlite) answer execute() with `{ rows }`.
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}
