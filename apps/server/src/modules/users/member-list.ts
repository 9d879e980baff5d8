import { and, count, desc, eq, gt, inArray, isNull, lte, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import { ADMIN_MEMBER_PAGE_SIZES, MEMBER_COUNT_CAP, type MemberFilter, type MemberRow } from '@tlt/shared/back-office/members';
import { expiringWindowEnd } from '@tlt/shared/india-time';
import type { Db } from '../../db/client.ts';
import { sessions, userTotals, users } from '../../db/schema/index.ts';
import { phoneDigits } from '../../lib/phone-digits.ts';
import { findPlan } from '../plans/service.ts';
import { preparedPerDb } from '../../lib/prepared-per-db.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Part of a name, an e-mail or a phone number, matched in users.search_text (lower-cased name and
 * e-mail, the phone's digits), which a trigram index serves from three characters on; a phone typed
 * with spaces, dashes or +91 is matched by its digits.
 */
const needleOf = (q: string) => phoneDigits(q) ?? q.toLowerCase();
/** Three characters or more: the trigram index finds the matches. */
export const trigramSearch = (q: string) => needleOf(q).length >= 3;

/** What a search looks for: the LIKE pattern of a trigram search, else the needle itself (strpos). */
const searchArgument = (q: string) => {
  const needle = needleOf(q);
  // Words in order, anything between: "asha verma" finds "Asha K. Verma". Joining them with % also
  // keeps pg_trgm from adding word-boundary trigrams ("  s", "ta "), whose long posting lists made
  // a two-word search cost 3.5 ms in the index alone.
  return trigramSearch(q) ? `%${needle.split(/\s+/).filter(Boolean).map(escapeLike).join('%')}%` : needle;
};

/**
 * The search's test of `arg` (searchArgument's, or a prepared statement's placeholder).
 * One or two characters hold no trigram: the index would hand back every row to recheck, so such a
 * search reads the table instead (strpos, which no index serves), walking newest first for its page.
 */
function searchTest(trigram: boolean, arg: unknown): SQL {
  return trigram ? sql`${users.searchText} like ${arg}` : sql`strpos(${users.searchText}, ${arg}) > 0`;
}

export const searchCondition = (q: string): SQL => searchTest(trigramSearch(q), searchArgument(q));

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

/** At most this many matches are read to count a search's (one more tells that the cap was passed). */
const COUNTED = MEMBER_COUNT_CAP + 1;
/** The most members a walk for a search's first page reads, newest first, before it gives up. */
const WALK_WINDOW = 10_000;

/**
 * The list's statements (bench/backoffice-explain.ts explains them). The server's pool plans every
 * statement generically (db/client.ts), blind to how few rows a `limit` asks for, so each is shaped
 * to have one good plan whatever its values:
 * - ids: the page's ids newest first; without a filter an index-only scan of users_created_at_idx,
 *   however deep the offset. Its rows are then read by primary key (memberRows), their last use
 *   probed for those rows only.
 * - walkIds: the newest WALK_WINDOW members (users_created_at_idx, read only as far as the page
 *   needs), the page's matches among them. A subquery with a limit: neither a generic plan nor one
 *   made for the values can turn it into a trigram scan of every match and a sort. Its alias is
 *   "users", so the WHERE built for the table applies to it as written.
 * - total: without a filter the trigger-kept count of users; with one, a count of the matches.
 * - cappedTotal: a search's count, which stops at MEMBER_COUNT_CAP + 1 matches.
 * - searchIds: for a search the trigram index serves, at most MEMBER_COUNT_CAP + 1 matches (the
 *   bitmap scan stops reading rows there), and of them the page's ids with how many were read
 *   (count(*) over ()). When that is within the cap they were all the matches, so the page and the
 *   total are exact; past it they are discarded and the page is walked (walkIds).
 * - allSearchIds: every match of such a search, the page's ids and their number in one pass (a deep
 *   page: the walk would read too far).
 */
export function memberListQueries(db: Db, where: SQL | undefined, p: { offset: number | Placeholder; limit: number | Placeholder }) {
  const matches = db.select({ id: users.id, createdAt: users.createdAt }).from(users).where(where).limit(COUNTED).as('m');
  const newest = db.select().from(users).orderBy(...newestFirst).limit(WALK_WINDOW).as('users');
  return {
    walkIds: db.select({ id: newest.id }).from(newest).where(where).orderBy(desc(newest.createdAt), desc(newest.id)).limit(p.limit).offset(p.offset),
    ids: db.select({ id: users.id }).from(users).where(where).orderBy(...newestFirst).limit(p.limit).offset(p.offset),
    total: where
      ? db.select({ total: count() }).from(users).where(where)
      : db.select({ total: sql<number>`${userTotals.users}::int` }).from(userTotals),
    cappedTotal: db.select({ total: count() }).from(db.select({ one: sql`1`.as('one') }).from(users).where(where).limit(COUNTED).as('m')),
    searchIds: db.select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(matches)
      .orderBy(desc(matches.createdAt), desc(matches.id)).limit(p.limit).offset(p.offset),
    allSearchIds: db.select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) }).from(users).where(where)
      .orderBy(...newestFirst).limit(p.limit).offset(p.offset),
  };
}

/** A uuid[] literal of ids the database gave. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

// Named and prepared: PostgreSQL parses and plans each once per connection, not on every call.
const rowsById = preparedPerDb((db) => db.select(memberColumns).from(users)
  .where(sql`${users.id} = any(${sql.placeholder('ids')}::uuid[])`).orderBy(...newestFirst).prepare('members_rows'));
const page = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
/** The statements of the list without a filter, and of a search alone (the list's usual calls), prepared. */
const plainList = preparedPerDb((db) => {
  const q = memberListQueries(db, undefined, page);
  return { ids: q.ids.prepare('members_ids'), total: q.total.prepare('members_total') };
});
const trigramSearchAlone = preparedPerDb((db) => {
  const q = memberListQueries(db, searchTest(true, sql.placeholder('arg')), page);
  return {
    searchIds: q.searchIds.prepare('members_search_ids'), allSearchIds: q.allSearchIds.prepare('members_search_all'),
    walkIds: q.walkIds.prepare('members_search_walk'),
  };
});
const shortSearchAlone = preparedPerDb((db) => {
  const q = memberListQueries(db, searchTest(false, sql.placeholder('arg')), page);
  return { ids: q.ids.prepare('members_short_ids'), cappedTotal: q.cappedTotal.prepare('members_short_count') };
});

/** The list's rows of these members, newest first. */
export async function memberRows(db: Db, ids: string[]): Promise<MemberRow[]> {
  if (!ids.length) return [];
  return (await rowsById(db, '').execute({ ids: uuidArray(ids) })).map(toMemberRow);
}

type Ids = Promise<{ id: string }[]>;
type Counted = Promise<{ id: string; total: number }[]>;
type Total = Promise<{ total: number }[]>;
/** The statements listMembers may send for one call: prepared ones for the usual shapes, else built. */
interface ListRuns {
  ids: () => Ids;
  total: () => Total;
  cappedTotal: () => Total;
  searchIds: () => Counted;
  allSearchIds: () => Counted;
  walkIds: () => Ids;
}

async function listRuns(db: Db, p: MemberFilter & { offset: number; limit: number }, now: Date): Promise<ListRuns> {
  const built = memberListQueries(db, await memberWhere(db, p, now), p);
  const runs: ListRuns = {
    ids: () => built.ids.execute(),
    total: () => built.total.execute(),
    cappedTotal: () => built.cappedTotal.execute(),
    searchIds: () => built.searchIds.execute(),
    allSearchIds: () => built.allSearchIds.execute(),
    walkIds: () => built.walkIds.execute(),
  };
  if (p.status || p.profitable !== undefined || p.period || p.plan) return runs;
  const args = { limit: p.limit, offset: p.offset, arg: p.q ? searchArgument(p.q) : undefined };
  if (!p.q) {
    const st = plainList(db, '');
    return { ...runs, ids: () => st.ids.execute(args), total: () => st.total.execute(args) };
  }
  if (!trigramSearch(p.q)) {
    const st = shortSearchAlone(db, '');
    return { ...runs, ids: () => st.ids.execute(args), cappedTotal: () => st.cappedTotal.execute(args) };
  }
  const st = trigramSearchAlone(db, '');
  return {
    ...runs, searchIds: () => st.searchIds.execute(args), allSearchIds: () => st.allSearchIds.execute(args),
    walkIds: () => st.walkIds.execute(args),
  };
}

/**
 * The first rows of a search (up to the largest admin page, 30) are found by walking newest first when
 * it matches more than the cap: at least 1 row in 100 matches then (on 100,000 members), so the walk
 * reads a few thousand rows at most (WALK_WINDOW at worst). Deeper pages read every match instead,
 * and count them exactly.
 */
const WALKED_ROWS = ADMIN_MEMBER_PAGE_SIZES.at(-1)!;

/**
 * Newest first (spec §7), a page of it and how many match in all. A search's first pages count its
 * matches up to MEMBER_COUNT_CAP: past it `total` is the cap and `totalCapped` says so ("1,000+").
 * Deeper pages of a search, and filters alone, are counted exactly (the unfiltered total is kept by
 * triggers).
 */
export async function listMembers(db: Db, p: MemberFilter & { offset: number; limit: number }, now = new Date()) {
  const run = await listRuns(db, p, now);
  /** `capped`: a count that stopped at MEMBER_COUNT_CAP + 1, said as "1,000+" past the cap. */
  const answer = async (ids: { id: string }[], total: number, capped = false) => ({
    members: await memberRows(db, ids.map((r) => r.id)),
    ...(capped && total > MEMBER_COUNT_CAP ? { total: MEMBER_COUNT_CAP, totalCapped: true } : { total, totalCapped: false }),
    offset: p.offset, limit: p.limit,
  });
  const firstRows = p.offset + p.limit <= WALKED_ROWS;
  if (p.q && !trigramSearch(p.q)) {
    // One or two characters: the page walks newest first already (strpos); the count stops at the cap.
    const [ids, [{ total }]] = await Promise.all([run.ids(), run.cappedTotal()]);
    return answer(ids, Number(total), true);
  }
  if (p.q && firstRows) {
    const found = await run.searchIds();
    if (found.length && found[0].total <= MEMBER_COUNT_CAP) return answer(found, found[0].total);
    // Past the cap: more than 1,000 matches are dense enough that the newest members hold the page;
    // when they do not (the matches are old ones), every match is read after all.
    if (found.length) {
      const walked = await run.walkIds();
      if (walked.length === p.limit) return answer(walked, COUNTED, true);
      const all = await run.allSearchIds();
      return answer(all, all[0].total);
    }
  } else if (p.q) {
    const found = await run.allSearchIds();
    if (found.length) return answer(found, found[0].total);
  }
  // No filter, a filter alone, or an offset past a search's last match (no row carries the total).
  const [ids, [{ total }]] = await Promise.all([run.ids(), run.total()]);
  return answer(ids, Number(total));
}
