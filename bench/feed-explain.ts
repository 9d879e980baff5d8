/**
 * Seeds the feed data into a fresh database and prints EXPLAIN (ANALYZE, BUFFERS) and timings
 * of each feed query shape, straight from feedPage (no HTTP):
 *   node --import tsx bench/feed-explain.ts            (in-memory PGlite)
 *   scripts/with-postgres.sh node --import tsx bench/feed-explain.ts
 */
import { sql, type SQL } from 'drizzle-orm';
import { openExplainDatabase, planLines, sqlLiteral } from './explain-db.ts';
import { feedPage, feedPageSql } from '../apps/server/src/modules/posts/feed/page.ts';
import { type FeedQuery, pendingCount } from '../apps/server/src/modules/posts/feed/query.ts';
import { FEED_VIEWER, seedFeed } from './feed-seed.ts';

async function main(): Promise<void> {
  const database = await openExplainDatabase();
  const { db } = database;
  await db.execute(sql`insert into users (name, email, password_hash, agree)
    values ('Viewer', ${FEED_VIEWER}, 'x', true) on conflict do nothing`);
  const secs = await seedFeed((s) => db.execute(sql.raw(s)));
  console.log(`${database.kind}: seeded in ${secs.toFixed(1)} s`);
  const rows = (await db.execute(sql`select id from users where email = ${FEED_VIEWER}`)) as unknown as { rows: { id: string }[] };
  const viewerId = rows.rows[0].id;

  const lines = (q: SQL) => planLines(db, q);
  const literal = sqlLiteral;
  /** The plan the server runs: its named statement, planned generically (the worst case of plan caching). */
  const explain = async (q: FeedQuery) => {
    const { sql: text, params } = feedPageSql(db, q);
    await db.execute(sql.raw(`prepare feed_explain as ${text}`));
    const mode = await lines(sql.raw('show plan_cache_mode'));
    await db.execute(sql.raw('set plan_cache_mode = force_generic_plan'));
    try {
      return await lines(sql.raw(`explain (analyze, buffers, costs off, summary on) execute feed_explain(${params.map(literal).join(', ')})`));
    } finally {
      await db.execute(sql.raw(`set plan_cache_mode = ${mode}`)); // the server's own setting (db/client.ts)
      await db.execute(sql.raw('deallocate feed_explain'));
    }
  };

  const base: FeedQuery = { viewerId, status: 'approved', offset: 0, limit: 10 };
  const author = ((await db.execute(sql`select posted_by from posts group by posted_by order by count(*) desc limit 1`)) as unknown as
    { rows: { posted_by: string }[] }).rows[0].posted_by;
  const shapes: [string, FeedQuery][] = [
    ['first page', base],
    ['page 1,000 by offset', { ...base, offset: 10_000 }],
    ['page 1,000 by cursor', { ...base, after: (await feedPage(db, { ...base, offset: 9_990 })).nextCursor! }],
    ['admin', { ...base, filter: 'admin' }],
    ['admin, offset 1,000', { ...base, filter: 'admin', offset: 1_000 }],
    ['mine (an author of ~100 posts)', { ...base, viewerId: author, filter: 'mine' }],
    ['favorite', { ...base, filter: 'favorite' }],
    ['tags [Psychology]', { ...base, tags: ['Psychology'] }],
    ['tags [Psychology], offset 1,000', { ...base, tags: ['Psychology'], offset: 1_000 }],
    ['tags [Intraday, Currency], offset 10,000', { ...base, tags: ['Intraday', 'Currency'], offset: 10_000 }],
    ['pending', { ...base, status: 'pending' }],
    ['pending, offset 5,000', { ...base, status: 'pending', offset: 5_000 }],
  ];
  // The feed route's one statement: the page's ids joined to posts, authors, like and favourite.
  for (const [name, q] of shapes) {
    for (let i = 0; i < 3; i += 1) await feedPage(db, q); // warm
    const n = 50;
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1) await feedPage(db, q);
    const ms = (performance.now() - t0) / n;
    console.log(`\n=== ${name}: ${ms.toFixed(2)} ms per call (mean of ${n})\n${await explain(q)}`);
  }
  if (database.kind === 'postgres') {
    // Custom plans are planned on every execution: a statement should settle on its generic plan.
    console.log(`\n${await lines(sql`select string_agg(name || ': ' || generic_plans || ' generic, ' || custom_plans || ' custom', E'\n')
      from pg_prepared_statements`)}`);
  }
  const t0 = performance.now();
  const pc = await pendingCount(db);
  console.log(`\n=== pendingCount = ${pc}: ${(performance.now() - t0).toFixed(2)} ms`);
  console.log(await lines(sql`explain (analyze, buffers, costs off, summary on) select count(*) from posts where verification_status = 'pending'`));
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
