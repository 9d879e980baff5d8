import { and, count, desc, eq, gt, inArray, isNull, lte, lt, or, sql, type SQL } from 'drizzle-orm';
import { EXPIRING_WITHIN_DAYS, type MemberFilter, type MemberRow } from '@tlt/shared/back-office/members';
import type { Db } from '../../db/client.ts';
import { USER_SEARCH_TEXT, users } from '../../db/schema/index.ts';
import { findPlan } from '../plans/service.ts';

/** A phone typed with a country or trunk prefix: +91 98765 43210, 09876543210, 919876543210. */
function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, '');
  if (/^\s*\+\s*91/.test(q) || (digits.length === 12 && digits.startsWith('91'))) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Part of a name, an e-mail or a phone number. The needle is matched against the indexed search text
 * (USER_SEARCH_TEXT: lower-cased name and e-mail, the phone's digits), so a trigram index serves it
 * from three characters on; a phone typed with spaces, dashes or +91 is matched by its digits.
 */
export function searchCondition(q: string): SQL {
  const needle = phoneDigits(q) ?? q.toLowerCase();
  return sql`${USER_SEARCH_TEXT} like ${`%${escapeLike(needle)}%`}`;
}

/** The list's filters as one WHERE; `now` decides current, expiring and expired. */
export async function memberWhere(db: Db, f: MemberFilter, now = new Date()): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  if (f.q) where.push(searchCondition(f.q));
  if (f.status) where.push(eq(users.active, f.status === 'active'));
  if (f.profitable !== undefined) where.push(eq(users.isProfitable, f.profitable));
  if (f.period === 'current') where.push(gt(users.paidUntil, now));
  if (f.period === 'expiring') {
    where.push(gt(users.paidUntil, now), lte(users.paidUntil, new Date(now.getTime() + EXPIRING_WITHIN_DAYS * 86400_000)));
  }
  // Admins need no plan: "expired" lists members who paid and no longer have a period, or never had one.
  if (f.period === 'expired') where.push(eq(users.userType, 'normal'), or(isNull(users.paidUntil), lte(users.paidUntil, now)));
  if (f.plan) {
    const plan = await findPlan(db, f.plan);
    where.push(inArray(users.currentPlan, plan ? [plan.planType, ...plan.aliases] : [f.plan]));
  }
  return and(...where);
}

/** Each member's latest use of any session: a probe of sessions_user_idx per listed row. */
// Written out: drizzle leaves table names off the columns of a one-table select, which would bind them to users.
const lastSeen = sql<Date | string | null>`(select max(coalesce(s.last_seen_at, s.created_at)) from sessions s where s.user_id = "users"."id")`;

export const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  contactNo: users.contactNo,
  userType: users.userType,
  active: users.active,
  isProfitable: users.isProfitable,
  createdAt: users.createdAt,
  currentPlan: users.currentPlan,
  paidUntil: users.paidUntil,
  lastSeenAt: lastSeen,
};

type MemberColumnsRow = {
  id: string; name: string; email: string; contactNo: string | null; userType: 'normal' | 'admin'; active: boolean;
  isProfitable: boolean; createdAt: Date; currentPlan: string | null; paidUntil: Date | null; lastSeenAt: Date | string | null;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toMemberRow(r: MemberColumnsRow): MemberRow {
  return {
    _id: r.id, name: r.name, email: r.email, contactNo: r.contactNo, userType: r.userType, active: r.active,
    isProfitable: r.isProfitable, createdAt: r.createdAt.toISOString(), planType: r.currentPlan,
    endDate: iso(r.paidUntil), lastSeenAt: iso(r.lastSeenAt),
  };
}

/** Newest first (spec §7), a page of it and how many match in all. */
export async function listMembers(db: Db, p: MemberFilter & { offset: number; limit: number }, now = new Date()) {
  const where = await memberWhere(db, p, now);
  const [rows, [{ total }]] = await Promise.all([
    db.select(memberColumns).from(users).where(where)
      .orderBy(desc(users.createdAt), desc(users.id)).limit(p.limit).offset(p.offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { members: rows.map(toMemberRow), total, offset: p.offset, limit: p.limit };
}

/** After the row (createdAt, id) in newest-first order: the keyset the export pages by. */
export function olderThan(createdAt: Date, id: string): SQL {
  return or(lt(users.createdAt, createdAt), and(eq(users.createdAt, createdAt), lt(users.id, id)))!;
}
