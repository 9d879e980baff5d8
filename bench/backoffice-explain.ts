/**
 * Seeds the back-office data into a fresh database and prints EXPLAIN (ANALYZE, BUFFERS) and
 * timings of the members list's statements, straight from the module (no HTTP):
 *   node --import tsx bench/backoffice-explain.ts            (in-memory PGlite)
 *   scripts/with-postgres.sh node --import tsx bench/backoffice-explain.ts
 * On PostgreSQL the statements are planned generically, as the server's pool does for every statement
 * it sends (plan_cache_mode = force_generic_plan, db/client.ts); PGlite plans them for their values.
 */
import { sql, type SQL } from 'drizzle-orm';
import { openExplainDatabase, planLines, sqlLiteral } from './explain-db.ts';
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
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
