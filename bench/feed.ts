/**
 * Feed scenarios (issue 5 item 10): the real server on 100,000 posts with likes and comments
 * (bench/feed-seed.ts), authenticated as the demo member, who has agreed to the terms.
 *   feed-first   POST /api/post/allPosts?verificationStatus=approved&offset=0&limit=10
 *   feed-deep    the same at offset=10000 (page 1,000): the spec's client pages by offset
 *   feed-cursor  page 1,000 by our keyset cursor (body {after}), for comparison
 * PGlite: the server starts once to migrate and seed the demo logins, stops, the feed data is
 * seeded into its folder, and it starts again. PostgreSQL: a database of its own in the
 * cluster of DATABASE_URL, seeded while the server runs, dropped afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dbCpuProbe, type Kind, startSeededServer, withBenchDatabase } from './bench-db.ts';
import { FEED_POSTS, seedFeed } from './feed-seed.ts';
import { CONNECTIONS, fmt, login, machine, measure, finishRows, type Row, SECONDS, stopChild, tmpDirs, warm, WARMUP, writeSection } from './lib.ts';

const pageOf10 = (body: unknown) => {
  const posts = (body as { data?: { posts?: unknown[] } }).data?.posts;
  return posts?.length === 10 ? undefined : `expected 10 posts, got ${posts?.length ?? 'none'}`;
};

async function scenarios(database: Kind, base: string, token: string, pid?: number, url?: string): Promise<Row[]> {
  const page = (offset: number) => `${base}/api/post/allPosts?verificationStatus=approved&offset=${offset}&limit=10`;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const post = (body: object) => ({ method: 'POST' as const, headers, body: JSON.stringify(body) });
  const before = (await (await fetch(page(9_990), post({}))).json()) as { data: { nextCursor: string } };
  const runs: [string, string, ReturnType<typeof post>][] = [
    ['feed-first', page(0), post({})],
    ['feed-deep', page(10_000), post({})],
    ['feed-cursor', page(0), post({ after: before.data.nextCursor })],
  ];
  // A freshly (re)started server on a freshly seeded database: its first requests pay for cold
  // caches and unoptimised code, which a short warm-up under 50 connections turns into timeouts.
  for (let i = 0; i < 30; i += 1) for (const [, u, r] of runs) await fetch(u, r).then((res) => res.arrayBuffer());
  for (const [, u, r] of runs) await warm(u, r);
  const rows: Row[] = [];
  const dbCpu = url ? dbCpuProbe(url) : undefined;
  for (const [name, u, r] of runs) rows.push(await measure(name, database, u, r, pageOf10, pid, dbCpu));
  // One connection: each request's own cost, without queueing behind 49 others for two cores.
  for (const [name, u, r] of runs.slice(0, 2)) rows.push(await measure(name, database, u, r, pageOf10, pid, dbCpu, 1));
  return rows;
}

export async function benchFeed(database: Kind, databaseUrl?: string): Promise<Row[]> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-feed-'));
  tmpDirs.add(dataDir);
  try {
    return await withBenchDatabase(`bench_feed_${process.pid}`, databaseUrl, async (url) => {
      // pg_trgm: inserting the authors into users maintains its trigram index (members search).
      const s = await startSeededServer(database, dataDir, url, `${fmt(FEED_POSTS)} posts`, seedFeed, { extensions: { pg_trgm } });
      try {
        return finishRows(s.child, await scenarios(database, s.base, await login(s.base), s.child.proc.pid, url));
      } finally {
        await stopChild(s.child);
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

export function feedTable(rows: Row[]): string {
  const what: Record<string, string> = {
    'feed-first': 'first page (`offset=0`)',
    'feed-deep': 'page 1,000 (`offset=10000`)',
    'feed-cursor': 'page 1,000 by cursor (`after`)',
  };
  const lines = [
    '| scenario | database | connections | req/s | p50 ms | p99 ms | p99 vs first | server CPU ms/req | database CPU ms/req | requests | non-2xx | errors | load 1 min (before→after) | server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const first = rows.find((x) => x.scenario === 'feed-first' && x.database === r.database && x.connections === r.connections);
    const vs = first ? (r.p99 / Math.max(first.p99, 1)).toFixed(2) : '-';
    lines.push(
      `| ${what[r.scenario] ?? r.scenario} | ${r.database} | ${r.connections ?? CONNECTIONS} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${vs} | ${r.cpuMsPerReq?.toFixed(2) ?? '?'} | ${r.dbCpuMsPerReq?.toFixed(2) ?? (r.database === 'PGlite' ? 'in server' : '?')} | ${fmt(r.total)} | ${r.non2xx} | ${r.errors} | ${r.load ? `${r.load[0]}→${r.load[1]}` : '?'} | ${r.rssMb ?? '?'} |`,
    );
  }
  return lines.join('\n');
}

export function writeFeedResults(rows: Row[], started: Date, notes: string[]): void {
  writeSection('feed', [
    '## Feed: first page vs page 1,000 on 100,000 posts',
    '',
    machine(started),
    `Data (\`bench/feed-seed.ts\`, set-based): ${fmt(FEED_POSTS)} posts by 1,000 members and 5 admins (90% approved, 7% pending, 3% rejected), ` +
      '300,000 likes, 160,000 comments + 40,000 replies, 60,500 favourites; then `VACUUM ANALYZE`. ' +
      'Authenticated as the demo member (terms agreed, current plan), `POST /api/post/allPosts?verificationStatus=approved&limit=10`. ' +
      `autocannon in the parent process, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${SECONDS} s per scenario. ` +
      'The machine is shared with other work: the load average is recorded next to each row. ' +
      '"server CPU ms/req" is the server process\'s user + system CPU over the measurement divided by its requests ' +
      '(one Node process cannot answer more than 1000 / that many a second; with PGlite the database runs inside it); ' +
      '"database CPU ms/req" the same for the PostgreSQL backends of the server\'s pool.',
    '',
    feedTable(rows),
    '',
    'Targets (issue 31 §2): PGlite first page ≥ 1,500 req/s with p99 ≤ 100 ms at 50 connections; PostgreSQL p99 ≤ 30 ms at 50 connections; ' +
      'page 1,000 within 1.2× of the first page. How: docs/decisions/0009-feed-paging.md, docs/decisions/0076-feed-page-cache.md ' +
      '(each page of the shared feed read once per process and kept until feed_version moves; a request then costs one small query ' +
      'for the reader\'s likes, favourites and the live counts), docs/decisions/0080-feed-in-memory-on-pglite.md (on PGlite, where every ' +
      'write passes through the one process, that state is kept in memory too, dropped by the database\'s own feed_state notifications, ' +
      'so a kept page asks the database nothing). The bench\'s reads repeat the same pages, so they measure the kept path.',
    'Page 1,000 by offset is read by keyset once the server knows where offset 10,000 starts (anchors, decision 0009): ' +
      'its first request reads one row more to learn it; a first visit at an offset still walks its index entries (~1 ms of SQL at 10,000).',
    ...notes,
  ].join('\n'));
}
