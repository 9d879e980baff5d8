/**
 * Fan-out (issue 12 item 6): 1,000 members each holding `GET /api/notification/stream` open, the
 * admin publishes a post with a notification, and how long until each stream (and the LAST one)
 * has its `event: notification`, measured from the moment the create call is sent. Five rounds
 * after one unmeasured warm-up round. Plus the server's memory per open stream.
 *   pglite  PGlite, one process (PGlite is in-process by design)
 *   pg1     PostgreSQL, one API process
 *   pg2     PostgreSQL, two API processes on one database, half the streams on each; the post is
 *           written through the first, so the second learns of it only by LISTEN/NOTIFY
 * Servers are real processes (apps/server/src/server.ts, demo data off); members, their current
 * paid periods and their sessions are inserted set-based, the bearer tokens being derived from the
 * e-mails, so no login is needed. Streams are opened from this process (bench/fanout-streams.ts).
 *
 * Env: BENCH_FANOUT_STREAMS (1000), BENCH_FANOUT_ROUNDS (5), BENCH_FANOUT_VARIANTS (pglite,pg1,pg2;
 * the PostgreSQL ones need DATABASE_URL).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { dbCpuProbe, runSeed, seedPgliteDir, seedPostgres, withBenchDatabase } from './bench-db.ts';
import { roundTitle, StreamFleet } from './fanout-streams.ts';
import { type Child, cpuMs, fmt, freePort, machine, serverEnv, startChild, stopChild, tmpDirs, waitReady, writeSection } from './lib.ts';

const STREAMS = count('BENCH_FANOUT_STREAMS', 1000);
const ROUNDS = count('BENCH_FANOUT_ROUNDS', 5);
/** Every stream within this on PostgreSQL (issue 12). */
const TARGET_MS = 1000;
/** A stream that has not had a round's event by then counts as missed; the run goes on. */
const ROUND_TIMEOUT_MS = 15_000;
const OPEN_TIMEOUT_MS = 30_000;
/** Streams opened at once (each is a request through the auth guard and a session check). */
const OPEN_CONCURRENCY = 100;
/** The memory per stream is also read over the streams after these (the first pay one-time costs: JIT, buffers). */
const FIRST_STREAMS = Math.min(100, Math.floor(STREAMS / 10));

function count(name: string, dflt: number): number {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isInteger(v) || v < 2) throw new Error(`${name} must be an integer ≥ 2`);
  return v;
}

interface Variant {
  key: 'pglite' | 'pg1' | 'pg2';
  label: string;
  database: 'PGlite' | 'PostgreSQL';
  processes: 1 | 2;
}

const VARIANTS: Variant[] = [
  { key: 'pglite', label: 'PGlite, one process', database: 'PGlite', processes: 1 },
  { key: 'pg1', label: 'PostgreSQL, one API process', database: 'PostgreSQL', processes: 1 },
  { key: 'pg2', label: 'PostgreSQL, two API processes (500 + 500 streams)', database: 'PostgreSQL', processes: 2 },
];

export interface FanoutRow {
  variant: Variant;
  streams: number;
  openSeconds: number;
  /** Over every stream of every measured round; Infinity for a stream that missed a round. */
  p50: number;
  p99: number;
  max: number;
  lastPerRound: number[];
  warmupLast: number;
  delivered: number;
  createP50: number;
  serverCpuMsPerRound: number;
  dbCpuMsPerRound?: number;
  /** Cores kept busy by everything else on the machine while the rounds ran (the machine is shared). */
  otherCores: number;
  load: [number, number];
  /** Per process: VmRSS in KiB before any stream, after FIRST_STREAMS, after all, after the rounds. */
  rss: { before: number; first: number; after: number; end: number }[];
  other: number;
  endedEarly: number;
}

// ---------------------------------------------------------------- data
const ADMIN_EMAIL = 'fanout-admin@example.com';
/** The bearer token of a seeded user: its sessions row holds sha256(token) in hex, as lib/tokens.ts hashes. */
const tokenOf = (email: string) => `bench-${email.split('@')[0]}`;
const memberEmail = (i: number) => `fanout${String(i + 1).padStart(5, '0')}@example.com`;

const seedSql = (n: number): string[] => [
  `insert into users (name, email, password_hash, user_type, agree)
   values ('Fan-out Admin', '${ADMIN_EMAIL}', 'not-a-login', 'admin', true)`,
  `insert into users (name, email, password_hash, user_type, agree)
   select 'Fan-out Member ' || g, 'fanout' || lpad(g::text, 5, '0') || '@example.com', 'not-a-login', 'normal', true
   from generate_series(1, ${n}) g`,
  `insert into payments (user_id, amount_paise, txn_id, plan_type, source, start_date, end_date)
   select id, 100, 'bench-fanout-' || id, 'Monthly', 'test', now() - interval '1 day', now() + interval '30 days'
   from users where email like 'fanout0%@example.com'`,
  `insert into sessions (user_id, token_hash, expires_at)
   select id, encode(sha256(convert_to('bench-' || split_part(email, '@', 1), 'UTF8')), 'hex'), now() + interval '1 day'
   from users where email like 'fanout%@example.com'`,
  'analyze users',
  'analyze sessions',
  'analyze payments',
];

const seed = (exec: (statement: string) => Promise<unknown>) => runSeed(seedSql(STREAMS), exec);

// ---------------------------------------------------------------- servers
interface Server {
  child: Child;
  port: number;
  dataDir: string;
}

async function startServer(name: string, url?: string): Promise<Server> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-fanout-'));
  tmpDirs.add(dataDir);
  const child = startChild(name, 'apps/server/src/server.ts', { ...serverEnv(port, dataDir, url), DEMO_DATA: 'false' });
  const t0 = Date.now();
  await waitReady(child, `http://127.0.0.1:${port}/api/health/ready`, 180_000);
  console.log(`  ${name} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return { child, port, dataDir };
}

async function restart(s: Server, name: string): Promise<Server> {
  const child = startChild(name, 'apps/server/src/server.ts', { ...serverEnv(s.port, s.dataDir), DEMO_DATA: 'false' });
  await waitReady(child, `http://127.0.0.1:${s.port}/api/health/ready`, 180_000);
  return { ...s, child };
}

async function stopServer(s: Server): Promise<void> {
  await stopChild(s.child);
  rmSync(s.dataDir, { recursive: true, force: true });
  tmpDirs.delete(s.dataDir);
}

function rssKb(s: Server): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${s.child.proc.pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
  } catch {
    return Number.NaN;
  }
}

// ---------------------------------------------------------------- the measurement
const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

/** CPU ms spent so far by all cores on anything but idle and iowait (/proc/stat, USER_HZ = 100). */
function machineBusyMs(): number {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1, 9).map(Number);
    return (f.reduce((a, b) => a + b, 0) - f[3] - f[4]) * 10;
  } catch {
    return Number.NaN;
  }
}

const selfCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function createPost(port: number, round: number): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${port}/api/post/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokenOf(ADMIN_EMAIL)}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Bench fan-out post ${round}`,
      tags: ['Intraday'],
      images: [],
      notification: { title: roundTitle(round), body: 'Breakout above the range; volume confirms.' },
    }),
    signal: AbortSignal.timeout(ROUND_TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`post/create answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  await res.arrayBuffer();
}

async function openAll(fleet: StreamFleet, servers: Server[], from: number, to: number): Promise<void> {
  const per = Math.ceil(STREAMS / servers.length);
  for (let start = from; start < to; start += OPEN_CONCURRENCY) {
    const batch: Promise<void>[] = [];
    for (let i = start; i < Math.min(to, start + OPEN_CONCURRENCY); i += 1) {
      batch.push(fleet.open(i, servers[Math.floor(i / per)].port, tokenOf(memberEmail(i)), OPEN_TIMEOUT_MS));
    }
    await Promise.all(batch);
  }
}

async function measureVariant(v: Variant, servers: Server[], url?: string): Promise<FanoutRow> {
  const fleet = new StreamFleet(STREAMS);
  try {
    const cpuAll = () => servers.reduce((sum, s) => sum + (cpuMs(s.child.proc.pid) ?? Number.NaN), 0);
    await sleep(1_000);
    const loadBefore = load1();
    const before = servers.map(rssKb);
    const t0 = performance.now();
    await openAll(fleet, servers, 0, FIRST_STREAMS);
    await sleep(500);
    const first = servers.map(rssKb);
    await openAll(fleet, servers, FIRST_STREAMS, STREAMS);
    const openSeconds = (performance.now() - t0) / 1000;
    await sleep(1_000);
    const after = servers.map(rssKb);
    console.log(`  ${fmt(STREAMS)} streams open in ${openSeconds.toFixed(1)} s; RSS ${servers.map((_, k) =>
      `${Math.round(before[k] / 1024)}→${Math.round(after[k] / 1024)} MB`).join(', ')}`);

    const round = async (n: number) => {
      fleet.expect(n);
      const cpu0 = cpuAll();
      const sent = performance.now();
      await createPost(servers[0].port, n);
      const created = performance.now() - sent;
      const times = await fleet.waitRound(n, ROUND_TIMEOUT_MS);
      const cpu = cpuAll() - cpu0;
      const lat = Array.from(times, (t) => (Number.isNaN(t) ? Number.POSITIVE_INFINITY : t - sent));
      return { lat, created, cpu };
    };

    const warm = await round(0);
    const warmupLast = Math.max(...warm.lat);
    console.log(`  warm-up round: last stream ${fmtMs(warmupLast)} ms (not counted)`);
    await sleep(500);

    const dbCpu = url ? dbCpuProbe(url) : undefined;
    await dbCpu?.();
    const w0 = { at: performance.now(), busy: machineBusyMs(), ours: cpuAll() + selfCpuMs() };
    const all: number[] = [];
    const lastPerRound: number[] = [];
    const creates: number[] = [];
    let cpu = 0;
    for (let n = 1; n <= ROUNDS; n += 1) {
      const r = await round(n);
      all.push(...r.lat);
      creates.push(r.created);
      cpu += r.cpu;
      const sorted = [...r.lat].sort((a, b) => a - b);
      lastPerRound.push(sorted[sorted.length - 1]);
      console.log(`  round ${n}: p50 ${fmtMs(percentile(sorted, 50))} ms, p99 ${fmtMs(percentile(sorted, 99))} ms, ` +
        `last ${fmtMs(sorted[sorted.length - 1])} ms (create call answered in ${fmtMs(r.created)} ms)`);
      await sleep(500);
    }
    const dbUsed = await dbCpu?.();
    const ours = cpuAll() + selfCpuMs() - w0.ours + (dbUsed ?? 0);
    const otherCores = Math.max(0, machineBusyMs() - w0.busy - ours) / (performance.now() - w0.at);
    const loadAfter = load1();
    const end = servers.map(rssKb);
    all.sort((a, b) => a - b);
    creates.sort((a, b) => a - b);
    return {
      variant: v,
      streams: STREAMS,
      openSeconds,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      max: all[all.length - 1],
      lastPerRound,
      warmupLast,
      delivered: all.filter(Number.isFinite).length,
      createP50: percentile(creates, 50),
      serverCpuMsPerRound: cpu / ROUNDS,
      dbCpuMsPerRound: dbUsed === undefined ? undefined : dbUsed / ROUNDS,
      load: [loadBefore, loadAfter],
      otherCores,
      rss: servers.map((_, k) => ({ before: before[k], first: first[k], after: after[k], end: end[k] })),
      other: fleet.other,
      endedEarly: fleet.endedEarly,
    };
  } finally {
    fleet.close();
  }
}

async function benchVariant(v: Variant, databaseUrl?: string): Promise<FanoutRow> {
  console.log(`fan-out: ${v.label}, ${fmt(STREAMS)} streams, ${ROUNDS} rounds`);
  const servers: Server[] = [];
  if (v.database === 'PostgreSQL' && !databaseUrl) throw new Error(`${v.key} needs DATABASE_URL`);
  const dbUrl = v.database === 'PostgreSQL' ? databaseUrl : undefined;
  return withBenchDatabase(`bench_fanout_${process.pid}_${v.key}`, dbUrl, async (url) => {
    try {
      // The first start migrates. PGlite is one process: it stops while the parent seeds its folder.
      const a = await startServer(`server A (${v.database})`, url);
      servers.push(a);
      if (url) await seedPostgres(url, seed);
      else {
        await stopChild(a.child);
        await seedPgliteDir(a.dataDir, seed);
        servers[0] = await restart(a, `server A (${v.database})`);
      }
      if (v.processes === 2) servers.push(await startServer(`server B (${v.database})`, url));
      return await measureVariant(v, servers, url);
    } finally {
      for (const s of servers) await stopServer(s);
    }
  });
}

// ---------------------------------------------------------------- report
const fmtMs = (ms: number) => (Number.isFinite(ms) ? fmt(ms) : 'missed');
const mb = (kb: number) => Math.round(kb / 1024);

function kbPerStream(r: FanoutRow): { all: number; later: number } {
  const sum = (f: (x: FanoutRow['rss'][number]) => number) => r.rss.reduce((s, x) => s + f(x), 0);
  return {
    all: (sum((x) => x.after) - sum((x) => x.before)) / r.streams,
    later: (sum((x) => x.after) - sum((x) => x.first)) / (r.streams - FIRST_STREAMS),
  };
}

function targetOf(r: FanoutRow): string {
  if (r.variant.database !== 'PostgreSQL') return `- (${fmtMs(r.max)} ms)`;
  return r.max <= TARGET_MS ? `met (${fmtMs(r.max)} ≤ ${fmt(TARGET_MS)} ms)` : `**missed** (${fmtMs(r.max)} > ${fmt(TARGET_MS)} ms)`;
}

export function fanoutTable(rows: FanoutRow[]): string {
  const lines = [
    '| variant | streams | p50 ms | p99 ms | max ms (last stream) | last stream per round ms | target: all within 1 s on PostgreSQL | delivered | ' +
      'create call p50 ms | server CPU ms/round | database CPU ms/round | streams opened in s | server RSS MB: before → after streams → after rounds | ' +
      `KB per stream (all / after the first ${FIRST_STREAMS}) | load 1 min (before→after) | other work during the rounds, cores |`,
    '|---|---:|---:|---:|---:|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|',
  ];
  for (const r of rows) {
    const per = kbPerStream(r);
    const rss = r.rss.map((x, k) => `${r.rss.length > 1 ? `${'AB'[k]} ` : ''}${mb(x.before)} → ${mb(x.after)} → ${mb(x.end)}`).join('; ');
    lines.push(
      `| ${r.variant.label} | ${fmt(r.streams)} | ${fmtMs(r.p50)} | ${fmtMs(r.p99)} | ${fmtMs(r.max)} | ${r.lastPerRound.map(fmtMs).join(' / ')} | ` +
        `${targetOf(r)} | ${fmt(r.delivered)} of ${fmt(r.streams * r.lastPerRound.length)} | ${fmtMs(r.createP50)} | ${fmt(r.serverCpuMsPerRound)} | ` +
        `${r.dbCpuMsPerRound === undefined ? 'in server' : fmt(r.dbCpuMsPerRound)} | ${r.openSeconds.toFixed(1)} | ${rss} | ` +
        `${fmt(per.all, 1)} / ${fmt(per.later, 1)} | ${r.load[0]}→${r.load[1]} | ${fmt(r.otherCores, 2)} of ${os.availableParallelism()} |`,
    );
  }
  return lines.join('\n');
}

export async function fanout(started: Date, databaseUrl?: string): Promise<FanoutRow[]> {
  const which = (process.env.BENCH_FANOUT_VARIANTS ?? 'pglite,pg1,pg2').split(',').map((s) => s.trim());
  const unknown = which.filter((k) => !VARIANTS.some((v) => v.key === k));
  if (unknown.length) throw new Error(`BENCH_FANOUT_VARIANTS: unknown ${unknown.join(', ')} (pglite, pg1, pg2)`);
  const rows: FanoutRow[] = [];
  for (const v of VARIANTS) {
    if (!which.includes(v.key)) continue;
    if (v.database === 'PostgreSQL' && !databaseUrl) {
      console.log(`fan-out: ${v.label} skipped (set DATABASE_URL)`);
      continue;
    }
    rows.push(await benchVariant(v, databaseUrl));
  }
  console.log('');
  console.log(fanoutTable(rows));
  const notes: string[] = [];
  for (const r of rows) {
    const per = kbPerStream(r);
    const line = `${r.variant.label}: the last of ${fmt(r.streams)} streams had the notification after ${fmtMs(r.max)} ms at worst ` +
      `(p50 ${fmtMs(r.p50)} ms, p99 ${fmtMs(r.p99)} ms over ${r.lastPerRound.length} rounds; warm-up round ${fmtMs(r.warmupLast)} ms, not counted)` +
      `${r.variant.database === 'PostgreSQL' ? `; target every stream within ${fmt(TARGET_MS)} ms: ${r.max <= TARGET_MS ? 'met' : 'MISSED'}` : ''}` +
      `; ${fmt(per.later, 1)} KB of server memory per open stream; other work used ${fmt(r.otherCores, 2)} cores meanwhile`;
    console.log(line);
    notes.push(`- ${line}.`);
    if (r.other || r.endedEarly) {
      const odd = `${r.variant.label}: ${r.other} unexpected frames, ${r.endedEarly} streams ended by the server during the run`;
      console.log(odd);
      notes.push(`- ${odd}.`);
    }
  }
  writeSection('fanout', [
    '## Fan-out: 1,000 open notification streams, one admin post',
    '',
    machine(started),
    `${fmt(STREAMS)} members with a current paid period, each holding one \`GET /api/notification/stream\` (\`Authorization: Bearer\`, ` +
      '`Accept: text/event-stream`, each on its own socket, opened from the bench process and read by a hand-written SSE parser, `bench/fanout-streams.ts`). ' +
      'Members, payments and sessions are inserted set-based (the tokens derive from the e-mails, no logins). ' +
      'Once every stream has sent its `: open`, the admin creates a post with a notification (`POST /api/post/create`, through server A); ' +
      'each stream\'s time runs from sending that request until the stream has parsed its `event: notification`. ' +
      `One warm-up round, then ${ROUNDS} measured rounds (one post each): p50 and p99 are over all ${fmt(STREAMS * ROUNDS)} stream-rounds, ` +
      '"max" is the slowest stream of any round (the time until the LAST stream has it). ' +
      'The load column runs from before the streams open until after the last round; "other work" is the CPU the rest of the machine ' +
      'used while the rounds ran (/proc/stat minus the bench process, its servers and their database backends), in cores: ' +
      'what the fan-out did not have. ' +
      'Servers: real processes (`NODE_ENV=test`, `RATE_LIMIT_PER_MIN=0`, `LOG_LEVEL=warn`, demo data off); PostgreSQL: the throwaway cluster of ' +
      '`scripts/with-postgres.sh` (fsync off), a database of its own per variant; with two processes, streams 1-500 on A and 501-1,000 on B, ' +
      'so B learns of each post only through LISTEN/NOTIFY. Client, servers and database share the 2 cores. ' +
      '"server CPU ms/round": the API processes\' user + system CPU from sending the post until every stream had it (and the create call answered); ' +
      '"database CPU ms/round": the CPU of the database\'s backends over the measured rounds, divided by their number. ' +
      `Memory: the server's VmRSS before any stream, after all (per process), and after the rounds; per stream over all of them, and over those after the first ${FIRST_STREAMS} ` +
      '(the first ones also pay one-time costs: compiled code, buffers). No GC is forced, so a per-stream figure is ± a few KB.',
    '',
    fanoutTable(rows),
    '',
    `Target (issue 12): every one of the ${fmt(STREAMS)} streams within ${fmt(TARGET_MS)} ms on PostgreSQL on this 2-core machine. How: docs/decisions/0022-live-stream-and-fan-out.md.`,
    '',
    ...notes,
  ].join('\n'));
  return rows;
}

/** Rows that missed a delivery or lost a stream: the run should not look green. */
export const fanoutProblems = (rows: FanoutRow[]) =>
  rows.filter((r) => r.delivered < r.streams * r.lastPerRound.length || r.endedEarly > 0).map((r) => r.variant.key);
