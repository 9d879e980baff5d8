import { and, desc, sql } from 'drizzle-orm';
import type { MemberFilter } from '@tlt/shared/back-office/members';
import { formatPeriodEnd } from '@tlt/shared/period-dates';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { cursorText, newestFirstRows, olderThan } from '../../lib/newest-first.ts';
import { memberWhere } from './member-list.ts';
import { periodLabel } from './member-period.ts';

/** Members read per statement: a page's rows are all the export holds at once. */
export const EXPORT_PAGE = 1_000;

export interface MemberExportRow {
  name: string;
  email: string;
  phone: string;
  plan: string;
  /** The current plan's amount paid, rupees; null without one. */
  amount: number | null;
  startDate: Date | null;
  /** The membership's last day of access (formatPeriodEnd, DD-MM-YYYY), '' without a plan. */
  endDate: string;
  planStatus: string;
  account: string;
  profitable: string;
  joined: Date;
}

/** Each member's current payment (the one in force, else the one ending last, as payment[0] is): one statement for a page's members. */
async function currentPayments(db: Db, userIds: string[], now: Date): Promise<Map<string, { amountPaise: number; startDate: Date }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([payments.userId], { userId: payments.userId, amountPaise: payments.amountPaise, startDate: payments.startDate })
    .from(payments)
    // One array parameter, not a thousand: PGlite parses each bound parameter on its own.
    .where(sql`${payments.userId} = any(${sql.param(userIds)}::uuid[])`)
    .orderBy(payments.userId, sql`(${payments.startDate} <= ${now.toISOString()}::timestamptz and ${payments.endDate} > ${now.toISOString()}::timestamptz) desc`, desc(payments.endDate), desc(payments.createdAt));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * Every member the list's search and filters match, newest first, for the Excel export: read by
 * keyset pages of EXPORT_PAGE (created_at, id), never all at once, so 100,000 members take the
 * memory of one page. A page's current payments come in a second, set-based statement: a lateral
 * join per member cost PGlite 85 ms a page against 25 ms for both statements.
 */
export async function* memberExportRows(db: Db, f: MemberFilter, o: { now?: Date; pageSize?: number } = {}): AsyncGenerator<MemberExportRow> {
  const now = o.now ?? new Date();
  const pageSize = o.pageSize ?? EXPORT_PAGE;
  const where = await memberWhere(db, f, now);
  const rows = newestFirstRows(async (cursor) => {
    const page = await db
      .select({
        id: users.id, name: users.name, email: users.email, contactNo: users.contactNo, userType: users.userType,
        active: users.active, isProfitable: users.isProfitable, createdAt: users.createdAt, currentPlan: users.currentPlan,
        paidUntil: users.paidUntil,
        cursorAt: cursorText(users.createdAt),
      })
      .from(users)
      .where(and(where, olderThan(users.createdAt, users.id, cursor)))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(pageSize);
    const paid = await currentPayments(db, page.map((r) => r.id), now);
    return page.map((r) => ({ ...r, payment: paid.get(r.id) }));
  }, pageSize);
  for await (const r of rows) {
    yield {
      name: r.name,
      email: r.email,
      phone: r.contactNo ?? '',
      plan: r.currentPlan ?? '',
      amount: r.payment ? r.payment.amountPaise / 100 : null,
      startDate: r.payment?.startDate ?? null,
      endDate: r.paidUntil ? formatPeriodEnd(r.paidUntil, 'dmy') : '',
      planStatus: r.userType === 'admin' ? 'Admin' : periodLabel(r.paidUntil, now),
      account: r.active ? 'Active' : 'Suspended',
      profitable: r.isProfitable ? 'Yes' : 'No',
      joined: r.createdAt,
    };
  }
}
