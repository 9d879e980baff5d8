import { and, desc, sql } from 'drizzle-orm';
import type { MemberFilter } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
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
  endDate: Date | null;
  planStatus: string;
  account: string;
  profitable: string;
  joined: Date;
}

/**
 * Every member the list's search and filters match, newest first, for the Excel export: read by
 * keyset pages of EXPORT_PAGE (created_at, id), never all at once, so 100,000 members take the
 * memory of one page. Each row carries its current plan's payment (payments_user_end_idx).
 */
export async function* memberExportRows(db: Db, f: MemberFilter, o: { now?: Date; pageSize?: number } = {}): AsyncGenerator<MemberExportRow> {
  const now = o.now ?? new Date();
  const pageSize = o.pageSize ?? EXPORT_PAGE;
  const where = await memberWhere(db, f, now);
  const rows = newestFirstRows((cursor) => db
    .select({
      id: users.id, name: users.name, email: users.email, contactNo: users.contactNo, userType: users.userType,
      active: users.active, isProfitable: users.isProfitable, createdAt: users.createdAt, currentPlan: users.currentPlan,
      paidUntil: users.paidUntil,
      cursorAt: cursorText(users.createdAt),
      amountPaise: sql<number | null>`p.amount_paise`,
      startDate: sql<Date | null>`p.start_date`.mapWith(users.createdAt),
    })
    .from(users)
    .leftJoin(sql`lateral (select amount_paise, start_date from payments where user_id = ${users.id}
      order by end_date desc, created_at desc limit 1) p`, sql`true`)
    .where(and(where, olderThan(users.createdAt, users.id, cursor)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize), pageSize);
  for await (const r of rows) {
    yield {
      name: r.name,
      email: r.email,
      phone: r.contactNo ?? '',
      plan: r.currentPlan ?? '',
      amount: r.amountPaise === null ? null : Number(r.amountPaise) / 100,
      startDate: r.startDate ?? null,
      endDate: r.paidUntil,
      planStatus: r.userType === 'admin' ? 'Admin' : periodLabel(r.paidUntil, now),
      account: r.active ? 'Active' : 'Suspended',
      profitable: r.isProfitable ? 'Yes' : 'No',
      joined: r.createdAt,
    };
  }
}
