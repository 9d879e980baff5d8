import { and, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { type MemberFilter, type MemberRow } from '@tlt/shared/back-office/members';
import { expiringWindowEnd } from '@tlt/shared/india-time';
import type { Db } from '../../db/client.ts';
import { sessions, userTotals, users } from '../../db/schema/index.ts';
import { phoneDigits } from '../../lib/phone-digits.ts';
import { findPlan } from '../plans/service.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Part of a name, an e-mail or a phone number, matched in users.search_text (lower-cased name and
 * e-mail, the phone's digits), which a trigram index serves from three characters on; a phone typed
 * with spaces, dashes or +91 is matched by its digits.
 */
const needleOf = (q: string) => phoneDigits(q) ?? q.toLowerCase();
/** Three characters or more: the trigram index finds the matches. */
export const trigramSearch = (q: string) => needleOf(q).length >= 3;

export function searchCondition(q: string): SQL {
  const needle = needleOf(q);
  // One or two characters hold no trigram: the index would hand back every row to recheck, so such a
  // search reads the table instead (strpos, which no index serves), walking newest first for its page.
  if (!trigramSearch(q)) return sql`strpos(${users.searchText}, ${needle}) > 0`;
  // Words in order, anything between: "asha verma" finds "Asha K. Verma". Joining them with % also
  // keeps pg_trgm from adding word-boundary trigrams ("  s", "ta "), whose long posting lists made
  // a two-word search cost 3.5 ms in the index alone.
  return sql`${users.searchText} like ${`%${needle.split(/\s+/).filter(Boolean).map(escapeLike).join('%')}%`}`;
}

/** The list's filters as one WHERE (undefined: no filter); `now` decides current, expiring and expired. */
export async function memberWhere(db: Db, f: MemberFilter, now = new Date()): Promise<SQL | undefined> {
  const where: (SQL | undefined)[] = [];
  if (f.q) where.push(searchCondition(f.q));
  if (f.status) where.push(eq(users.active, f.status === 'active'));
  if (f.profitable !== undefined) where.push(eq(users.isProfitable, f.profitable));
  if (f.period === 'current') where.push(gt(users.paidUntil, now));
  if (f.period === 'expiring') {
    where.push(gt(users.paidUntil, now), lte(users.paidUntil, expiringWindowEnd(now)));
  }
  // Admins need no plan: "expired" lists members who paid and no longer have a period, or never had one.
  if (f.period === 'expired') where.push(eq(users.userType, 'normal'), or(isNull(users.paidUntil), lte(users.paidUntil, now)));
  if (f.plan) {
    const plan = await findPlan(db, f.plan);
    where.push(inArray(users.currentPlan, plan ? [plan.planType, ...plan.aliases] : [f.plan]));
  }
  return where.length ? and(...where) : undefined;
}

/**
 * Each member's latest use of any session (a probe of sessions_user_idx), evaluated only for the
 * rows a statement returns. Written out: drizzle leaves table names off the columns of a one-table
 * select, which would bind them to users.
 */
const lastSeen = sql<Date | null>`(select max(coalesce(s.last_seen_at, s.created_at)) from sessions s where s.user_id = "users"."id")`
  .mapWith(sessions.lastSeenAt);

/** The period queued after the one in force (renew early), if any: its plan and start. */
const queued = sql<{ planType: string; startDate: string } | null>`(select json_build_object('planType', q.plan_type, 'startDate', q.start_date) from payments q where q.user_id = "users"."id" and q.start_date > now() order by q.start_date limit 1)`;

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
  next: queued,
};

type MemberColumnsRow = {
  id: string; name: string; email: string; contactNo: string | null; userType: 'normal' | 'admin'; active: boolean;
  isProfitable: boolean; createdAt: Date; currentPlan: string | null; paidUntil: Date | null; lastSeenAt: Date | null;
  next: { planType: string; startDate: string } | null;
};

export function toMemberRow(r: MemberColumnsRow): MemberRow {
  return {
    _id: r.id, name: r.name, email: r.email, contactNo: r.contactNo, userType: r.userType, active: r.active,
    isProfitable: r.isProfitable, createdAt: r.createdAt.toISOString(), planType: r.currentPlan,
    endDate: r.paidUntil?.toISOString() ?? null, lastSeenAt: r.lastSeenAt?.toISOString() ?? null,
    next: r.next ? { planType: r.next.planType, startDate: new Date(r.next.startDate).toISOString() } : null,
  };
}

const newestFirst = [desc(users.createdAt), desc(users.id)];

/**
 * The list's statements (bench/backoffice-explain.ts explains them). The server's pool plans every
 * statement generically (db/client.ts), blind to how few rows a `limit` asks for, so each is shaped
 * to have one good plan whatever its values:
 * - ids: the page's ids newest first; without a filter an index-only scan of users_created_at_idx,
 *   however deep the offset. Its rows are then read by primary key (memberRows), their last use
 *   probed for those rows only.
 * - total: without a filter the trigger-kept count of users; with one, a count of the matches.
 * - searchIds: for a search the trigram index serves, the page's ids and the total in one pass over
 *   the matches (count(*) over ()) instead of finding them twice.
 */
export function memberListQueries(db: Db, where: SQL | undefined, p: { offset: number; limit: number }) {
  return {
    ids: db.select({ id: users.id }).from(users).where(where).orderBy(...newestFirst).limit(p.limit).offset(p.offset),
    total: where
      ? db.select({ total: count() }).from(users).where(where)
      : db.select({ total: sql<number>`${userTotals.users}::int` }).from(userTotals),
    searchIds: db.select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(users).where(where)
      .orderBy(...newestFirst).limit(p.limit).offset(p.offset),
  };
}

/** The list's rows of these members, newest first. */
export async function memberRows(db: Db, ids: string[]): Promise<MemberRow[]> {
  if (!ids.length) return [];
  return (await db.select(memberColumns).from(users).where(inArray(users.id, ids)).orderBy(...newestFirst)).map(toMemberRow);
}

/** Newest first (spec §7), a page of it and how many match in all. */
export async function listMembers(db: Db, p: MemberFilter & { offset: number; limit: number }, now = new Date()) {
  const q = memberListQueries(db, await memberWhere(db, p, now), p);
  const answer = async (ids: { id: string }[], total: number) =>
    ({ members: await memberRows(db, ids.map((r) => r.id)), total, offset: p.offset, limit: p.limit });
  if (p.q && trigramSearch(p.q)) {
    const found = await q.searchIds;
    // An offset past the last match leaves no row to carry the total: count on its own then.
    if (found.length) return answer(found, found[0].total);
  }
  const [ids, [{ total }]] = await Promise.all([q.ids, q.total]);
  return answer(ids, Number(total));
}
