import { and, asc, desc, eq, gt, lte, not, type SQL, sql } from 'drizzle-orm';
import { ANALYTICS_CLASS_LIMIT, type AnalyticsClassList } from '@tlt/shared/back-office/analytics';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { IndiaWindow } from './india-window.ts';

/**
 * One class: its members (at most ANALYTICS_CLASS_LIMIT, in `order`) and how many there are. Read
 * from users.paid_until, the end of each member's current period that migration 0012's trigger
 * keeps, through users_paid_until_idx: a range of the index, never a scan of the payments.
 */
async function classOf(db: Db, where: SQL, order: SQL): Promise<AnalyticsClassList> {
  const rows = await db.select({
    _id: users.id, name: users.name, email: users.email, contactNo: users.contactNo, planType: users.currentPlan,
    endDate: users.paidUntil, active: users.active, total: sql<number>`count(*) over ()`,
  }).from(users)
    .where(and(eq(users.userType, 'normal'), where))
    .orderBy(order, asc(users.id))
    .limit(ANALYTICS_CLASS_LIMIT);
  return {
    total: Number(rows[0]?.total ?? 0),
    members: rows.map(({ total: _total, endDate, ...m }) => ({ ...m, endDate: endDate!.toISOString() })),
  };
}

/**
 * A member whose period ending last was ended by a full refund (billing cuts its end and keeps the
 * end it had in refunds.ended_period_from; a refund that failed gave it back): refunded, not lapsed.
 */
const endedByRefund = sql`exists (
  select 1 from refunds r join payments p on p.id = r.payment_id
  where p.user_id = ${users.id} and p.end_date = ${users.paidUntil} and r.ended_period_from is not null and r.status <> 'failed')`;

/**
 * community.md §4 on India's calendar. A period's last day is the India day of the instant before
 * it ends, so one ending at 00:00 India time ended with the day before and one ending at 23:59:59
 * ends with its own day: both are "expiring today" on that last day ("end date 1 day out").
 * - expiring today: not ended yet, last day today;
 * - expiring within 7 days: last day within the next six days after today, account active (today's
 *   members are listed once, under today: issue 26);
 * - expired but still active: ended, account active, not ended by a refund (a refunded member is
 *   owed no renewal reminder).
 */
export async function analyticsClasses(db: Db, w: IndiaWindow) {
  const now = w.now;
  const [expiringToday, expiringWeek, expiredActive] = await Promise.all([
    classOf(db, and(gt(users.paidUntil, now), lte(users.paidUntil, w.todayEnd))!, asc(users.paidUntil)),
    classOf(db, and(gt(users.paidUntil, w.todayEnd), lte(users.paidUntil, w.weekEnd), eq(users.active, true))!, asc(users.paidUntil)),
    classOf(db, and(lte(users.paidUntil, now), eq(users.active, true), not(endedByRefund))!, desc(users.paidUntil)),
  ]);
  return { expiringToday, expiringWeek, expiredActive };
}
