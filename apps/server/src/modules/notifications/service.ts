import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Notification } from '@tlt/shared/community';
import type { Locale } from '@tlt/shared/i18n/locale';
import { notificationInLanguage } from '@tlt/shared/i18n/notification-words';
import type { Db } from '../../db/client.ts';
import { notifications, payments, users } from '../../db/schema/index.ts';

type NotificationRow = typeof notifications.$inferSelect;

export const toNotification = (n: NotificationRow): Notification => ({
  _id: n.id,
  title: n.title,
  body: n.body,
  read: n.read,
  createdAt: n.createdAt.toISOString(),
  data: { type: n.type, id: n.refId },
});

/** The caller's own notifications, newest first, the server's words in the reader's language (issue 30 §6). */
export async function listNotifications(db: Db, userId: string, offset: number, limit: number, locale: Locale): Promise<Notification[]> {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId))
    
    // `nulls last` as notifications_user_idx is (drizzle's .desc()); a plain desc sorted instead (0009).
    .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc nulls last`).offset(offset).limit(limit);
  return rows.map((n) => notificationInLanguage(toNotification(n), locale));
}

/** Marks the given notifications read; rows of other users are never touched. Answers how many changed. */
export async function markAsRead(db: Db, userId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db.update(notifications).set({ read: true })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** The NOTIFY channel of new notifications (docs/decisions/0022). */
export const NOTIFICATIONS_CHANNEL = 'notifications_new';

/**
 * What a writer of notifications raises in its own transaction, so every API process's streams
 * learn of them at commit (never before, never for a rolled-back write): ids only, far below
 * NOTIFY's 8,000 bytes whatever the number of recipients. `at` is the transaction's now(), which
 * is every written row's created_at, so a process loads exactly those rows for the users it holds
 * streams for (stream-queries.ts `loadAnnounced`). Any future writer of notifications raises it too.
 */
const announce = (refId: string) =>
  sql`pg_notify(${NOTIFICATIONS_CHANNEL}, json_build_object('refId', ${refId}::uuid, 'at', now())::text)`;

/**
 * One notification for every active member with a current paid period, except `authorId`,
 * written by ONE set-based statement (a loop of inserts would not scale to every member), which
 * also announces them on NOTIFICATIONS_CHANNEL when there are any.
 * Run it inside the transaction that creates the thing it points at.
 */
export async function notifyActiveMembers(
  db: Db,
  n: { authorId: string; title: string; body: string; type: NotificationRow['type']; refId: string },
): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    with inserted as (
      insert into ${notifications} (user_id, title, body, type, ref_id)
      select u.id, ${n.title}::text, ${n.body}::text, ${n.type}::notification_type, ${n.refId}::uuid
      from ${users} u
      where u.active and u.id <> ${n.authorId}::uuid
        and exists (select 1 from ${payments} p where p.user_id = u.id and p.end_date > now())
      returning 1
    ), counted as (select count(*)::int as n from inserted)
    select n, case when n > 0 then ${announce(n.refId)} end as announced from counted`);
  return Number(result.rows[0]?.n ?? 0);
}

/**
 * One notification for one member (a reply to their comment, their post reviewed), written and
 * announced in one statement as notifyActiveMembers does; only to an active account. Run it in the
 * transaction of the thing it tells of. Answers the notification's id, or null when none was written.
 */
export async function notifyMember(
  db: Db,
  n: { userId: string; title: string; body: string; type: NotificationRow['type']; refId: string },
): Promise<string | null> {
  const result = await db.execute<{ id: string }>(sql`
    with inserted as (
      insert into ${notifications} (user_id, title, body, type, ref_id)
      select u.id, ${n.title}::text, ${n.body}::text, ${n.type}::notification_type, ${n.refId}::uuid
      from ${users} u where u.id = ${n.userId}::uuid and u.active
      returning id
    )
    select id, ${announce(n.refId)} as announced from inserted`);
  return result.rows[0]?.id ?? null;
}
