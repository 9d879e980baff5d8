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
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { FEED_POSTS, seedFeed } from './feed-seed.ts';
import {
  CONNECTIONS, type Child, cpuMs, fmt, freePort, login, machine, measure, finishRows, profArgs, type Row, SECONDS, serverEnv,
  startChild, stopChild, tmpDirs, waitReady, warm, WARMUP, writeSection,
} from './lib.ts';

type Kind = 'PGlite' | 'PostgreSQL';

async function startServer(database: Kind, dataDir: string, databaseUrl?: string): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild(`server (${database})`, 'apps/server/src/server.ts', serverEnv(port, dataDir, databaseUrl), profArgs());
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  await waitReady(child, `${base}/api/health`, 180_000);
  console.log(`  server on ${database} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { child, base };
}

/** The server stopped, so nothing else holds its folder (apps/server/src/db/open.ts: DATA_DIR/pgdata). */
async function seedPglite(dataDir: string): Promise<number> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'));
  try {
    return await seedFeed((s) => db.exec(s));
  } finally {
    await db.exec('CHECKPOINT');
    await db.close();
  }
}

async function seedPostgres(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await seedFeed((s) => c.query(s));
  } finally {
    await c.end();
  }
}

export async function adminQuery(url: string, text: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

const pageOf10 = (body: unknown) => {
  const posts = (body as { data?: { posts?: unknown[] } }).data?.posts;
  return posts?.length === 10 ? undefined : `expected 10 posts, got ${posts?.length ?? 'none'}`;
};

/**
 * CPU ms used so far by each backend connected to `url`'s database, read from /proc (the cluster
 * runs on this machine). Backends come and go with the server's pool, so a measurement sums the
 * growth of those alive at both ends plus all of those that appeared in between.
 */
function backendsCpu(url: string): () => Promise<Map<number, number>> {
  return async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      const { rows } = await c.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      const byPid = new Map<number, number>();
      for (const r of rows) {
        const ms = cpuMs(r.pid);
        if (ms !== undefined) byPid.set(r.pid, ms);
      }
      return byPid;
    } finally {
      await c.end();
    }
  };
}

/** An adapter for measure(): the CPU of the backends that were there at the start or appeared since. */
export function dbCpuProbe(url: string): () => Promise<number | undefined> {
  const read = backendsCpu(url);
  let start: Map<number, number> | undefined;
  return async () => {
    const now = await read();
    if (!start) {
      start = now;
      return 0;
    }
    let used = 0;
    for (const [pid, ms] of now) used += ms - (start.get(pid) ?? 0);
    start = undefined;
    return used;
  };
}

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
  let url = databaseUrl;
  let dropDb: string | undefined;
  let child: Child | undefined;
  try {
    if (databaseUrl) {
      dropDb = `bench_feed_${process.pid}`;
      await adminQuery(databaseUrl, `create database ${dropDb}`);
      const u = new URL(databaseUrl);
      u.pathname = `/${dropDb}`;
      url = u.toString();
    }
    let s = await startServer(database, dataDir, url);
    if (url) {
      console.log(`  seeded ${fmt(FEED_POSTS)} posts into PostgreSQL in ${(await seedPostgres(url)).toFixed(1)} s`);
    } else {
      await stopChild(s.child);
      console.log(`  seeded ${fmt(FEED_POSTS)} posts into PGlite in ${(await seedPglite(dataDir)).toFixed(1)} s`);
      s = await startServer(database, dataDir);
    }
    child = s.child;
    const rows = await scenarios(database, s.base, await login(s.base), child.proc.pid, url);
    return finishRows(child, rows);
  } finally {
    if (child) await stopChild(child);
    if (dropDb && databaseUrl) await adminQuery(databaseUrl, `drop database if exists ${dropDb} with (force)`).catch(() => {});
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
    'Targets (issue 5): page 1,000 within 1.5× of the first page; the feed\'s p99 ≤ 30 ms at 50 connections on PostgreSQL. How: docs/decisions/0009-feed-paging.md.',
    'Page 1,000 by offset is read by keyset once the server knows where offset 10,000 starts (anchors, decision 0009): ' +
      'its first request reads one row more to learn it; a first visit at an offset still walks its index entries (~1 ms of SQL at 10,000).',
    ...notes,
  ].join('\n'));
}
