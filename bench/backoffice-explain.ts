/**
 * Seeds the back-office data into a fresh database and prints EXPLAIN (ANALYZE, BUFFERS) and
 * timings of the members list's statements, straight from the module (no HTTP):
 *   node --import tsx bench/backoffice-explain.ts            (in-memory PGlite)
 *   scripts/with-postgres.sh node --import tsx bench/backoffice-explain.ts
 * EXPLAIN_NARROW_TRIGRAMS=1 then builds trigram indexes on the name alone, the e-mail alone and the
 * phone's digits alone, and times each one's index scan against today's index on search_text for
 * the same searches (decision 0079's next step, tried: see narrowTrigrams below).
 * On PostgreSQL the statements are planned generically, as the server's pool does for every statement
 * it sends (plan_cache_mode = force_generic_plan, db/client.ts); PGlite plans them for their values.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openExplainDatabase, planLines, sqlLiteral } from './explain-db.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import type { MemberFilter } from '@tlt/shared/back-office/members';
import { listMembers, memberListQueries, memberWhere, trigramSearch } from '../apps/server/src/modules/users/member-list.ts';
import { seedCatalogue } from '../apps/server/src/seed/catalogue.ts';
import { mobileOf, seedBackoffice } from './backoffice-seed.ts';

async function main(): Promise<void> {
  const database = await openExplainDatabase();
  const { db } = database;
  await seedCatalogue(db);
  if (database.kind === 'postgres') await db.execute(sql.raw('set plan_cache_mode = force_generic_plan'));
  console.log(`${database.kind}: seeded in ${(await seedBackoffice((s) => db.execute(sql.raw(s)))).toFixed(1)} s`);

  const lines = (q: SQL) => planLines(db, q);
  const literal = sqlLiteral;
  /** The plan the server gets: its pool plans every statement generically (db/client.ts), as PREPARE does here. */
  const explain = async (q: { toSQL: () => { sql: string; params: unknown[] } }) => {
    const { sql: text, params } = q.toSQL();
    await db.execute(sql.raw(`prepare members_explain as ${text}`));
    try {
      const args = params.length ? `(${params.map(literal).join(', ')})` : '';
      return await lines(sql.raw(`explain (analyze, buffers, costs off, summary on) execute members_explain${args}`));
    } finally {
      await db.execute(sql.raw('deallocate members_explain'));
    }
  };

  const phone = mobileOf(54_321);
  const shapes: [string, MemberFilter & { offset: number; limit: number }][] = [
    ['first page, 10', { offset: 0, limit: 10 }],
    ['first page, 500', { offset: 0, limit: 500 }],
    ['page 5,000 of 10', { offset: 49_990, limit: 10 }],
    [`phone part "${phone.slice(2, 7)} ${phone.slice(7, 9)}"`, { q: `${phone.slice(2, 7)} ${phone.slice(7, 9)}`, offset: 0, limit: 10 }],
    ['name part "kavita"', { q: 'kavita', offset: 0, limit: 10 }],
    ['name part "kavita", page 100', { q: 'kavita', offset: 990, limit: 10 }],
    ['full name "kavita sharma"', { q: 'kavita sharma', offset: 0, limit: 10 }],
    ['e-mail part "mehta12"', { q: 'mehta12', offset: 0, limit: 10 }],
    ['two letters "ra"', { q: 'ra', offset: 0, limit: 10 }],
    ['two letters "ra", page 100', { q: 'ra', offset: 990, limit: 10 }],
    ['expiring', { period: 'expiring', offset: 0, limit: 10 }],
    ['expired, suspended', { period: 'expired', status: 'suspended', offset: 0, limit: 10 }],
    ['plan Yearly, profitable', { plan: 'Yearly', profitable: true, offset: 0, limit: 10 }],
  ];
  for (const [name, p] of shapes) {
    let list = await listMembers(db, p);
    for (let i = 0; i < 2; i += 1) list = await listMembers(db, p);
    const n = 20;
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1) list = await listMembers(db, p);
    const ms = (performance.now() - t0) / n;
    const q = memberListQueries(db, await memberWhere(db, p), p);
    console.log(`\n=== ${name}: ${list.total}${list.totalCapped ? '+ (count capped)' : ''} match, ${ms.toFixed(2)} ms per list call (mean of ${n})`);
    // The statements listMembers sends for this shape (a search past the cap walks for its page).
    const sent: [string, Parameters<typeof explain>[0]][] = !p.q ? [['ids', q.ids], ['total', q.total]]
      : !trigramSearch(p.q) ? [['ids (walk)', q.ids], ['total, capped', q.cappedTotal]]
        : [['search ids and total, capped', q.searchIds], ...(list.totalCapped ? [['ids (walk)', q.walkIds] as [string, Parameters<typeof explain>[0]]] : [])];
    for (const [what, statement] of sent) console.log(`--- ${what}\n${await explain(statement)}`);
  }
  if (process.env.EXPLAIN_NARROW_TRIGRAMS) await narrowTrigrams(db);
  await database.close();
}

/** The median of `runs` of the Bitmap Index Scan's own time (ms) and its shared buffers, for `where`. */
async function indexScan(db: Database['db'], where: string, runs = 7): Promise<{ ms: number; buffers: number; rows: number; index: string }> {
  const seen: { ms: number; buffers: number; rows: number; index: string }[] = [];
  for (let i = 0; i < runs; i += 1) {
    const plan = (await planLines(db, sql.raw(`explain (analyze, buffers, costs off) select count(*) from users where ${where}`))).split('\n');
    const at = plan.findIndex((l) => l.includes('Bitmap Index Scan on'));
    if (at < 0) throw new Error(`no bitmap index scan for ${where}:\n${plan.join('\n')}`);
    const time = /actual time=[\d.]+\.\.([\d.]+) rows=(\d+)/.exec(plan[at]);
    // The node's own lines (Index Cond, Buffers) follow it, up to the next node.
    const own = plan.slice(at + 1, plan.findIndex((l, i) => i > at && l.includes('->')) >>> 0).join(' ');
    const buffers = /shared hit=(\d+)/.exec(own);
    seen.push({ ms: Number(time?.[1]), rows: Number(time?.[2]), buffers: Number(buffers?.[1] ?? 0), index: /on (\w+)/.exec(plan[at])![1] });
  }
  seen.sort((a, b) => a.ms - b.ms);
  return seen[Math.floor(runs / 2)];
}

/**
 * Decision 0079's next step, tried: is a first name's or a full name's trigram scan long because
 * search_text also holds the e-mail and the phone (so a name-only index would scan shorter posting
 * lists), or because that many names hold those trigrams? Each search's LIKE pattern (as the list
 * builds it: words joined by %) is scanned in today's index and in one index per part. A search
 * whose results stay exactly today's must still find a word in any part (an e-mail or a phone match
 * counts), so the narrow indexes' floor is the sum of the three scans (a BitmapOr), not the name's alone.
 */
async function narrowTrigrams(db: Database['db']): Promise<void> {
  const digits = "coalesce(regexp_replace(contact_no, '[^0-9]', '', 'g'), '')";
  const parts: [string, string][] = [['search_text (today)', 'search_text'], ['name alone', 'lower(name)'], ['e-mail alone', 'email'], ['phone digits alone', digits]];
  const t0 = performance.now();
  await db.execute(sql.raw('create index bench_name_trgm on users using gin (lower(name) gin_trgm_ops)'));
  await db.execute(sql.raw('create index bench_email_trgm on users using gin (email gin_trgm_ops)'));
  await db.execute(sql.raw(`create index bench_phone_trgm on users using gin ((${digits}) gin_trgm_ops)`));
  await db.execute(sql.raw('vacuum analyze users'));
  console.log(`\n=== narrow trigram indexes built in ${((performance.now() - t0) / 1000).toFixed(1)} s; sizes: ${
    (await db.execute<{ n: string; s: string }>(sql.raw(
      "select relname as n, pg_size_pretty(pg_relation_size(oid)) as s from pg_class where relname in ('users_search_trgm_idx', 'bench_name_trgm', 'bench_email_trgm', 'bench_phone_trgm') order by relname",
    ))).rows.map((r) => `${r.n} ${r.s}`).join(', ')}`);
  // Bitmap scans only, so each part's own index is what is timed.
  await db.execute(sql.raw('set enable_seqscan = off'));
  await db.execute(sql.raw('set enable_indexscan = off'));
  const phone = mobileOf(54_321).slice(2, 9);
  const searches = ['kavita', 'kavita sharma', 'sharma', 'mehta12', phone];
  const found = new Map<string, string[]>(searches.map((q) => [q, []]));
  const narrow = new Map<string, number>(searches.map((q) => [q, 0]));
  const scan = async (q: string, what: string, expr: string) => {
    const r = await indexScan(db, `${expr} like ${sqlLiteral(`%${q.split(/\s+/).join('%')}%`)}`);
    found.get(q)!.push(`  ${what.padEnd(24)} ${r.index.padEnd(22)} ${r.ms.toFixed(3)} ms, ${r.rows} candidates, ${r.buffers} buffers`);
    return r.ms;
  };
  for (const q of searches) {
    for (const [what, expr] of parts) {
      const ms = await scan(q, what, expr);
      if (what !== parts[0][0]) narrow.set(q, narrow.get(q)! + ms);
    }
  }
  // Today's index was filled row by row as the members were inserted (as in production, members
  // join one by one); the narrow ones were built in one pass. The same index built in one pass:
  const t1 = performance.now();
  await db.execute(sql.raw('reindex index users_search_trgm_idx'));
  console.log(`reindex users_search_trgm_idx: ${((performance.now() - t1) / 1000).toFixed(1)} s, now ${
    (await db.execute<{ s: string }>(sql.raw("select pg_size_pretty(pg_relation_size('users_search_trgm_idx')) as s"))).rows[0].s}`);
  for (const q of searches) await scan(q, 'search_text, rebuilt', 'search_text');
  for (const q of searches) {
    console.log(`--- "${q}", Bitmap Index Scan, median of 7:\n${found.get(q)!.join('\n')}\n  the three narrow scans together: ${narrow.get(q)!.toFixed(3)} ms`);
  }
  await db.execute(sql.raw('reset enable_seqscan'));
  await db.execute(sql.raw('reset enable_indexscan'));
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
