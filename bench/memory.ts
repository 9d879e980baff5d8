/**
 * The server's memory after a warm-up (issue 28 §2): `node --import tsx bench/memory.ts`
 * (`scripts/with-postgres.sh` adds the PostgreSQL rows). Run `npm run build` first: the production
 * rows start the built JavaScript with plain node.
 *
 * Each server runs in a child process (NODE_ENV=test, demo data, no rate limit), started a second
 * time on the database its first start created and seeded (production never seeds). This process sends
 * BENCH_MEMORY_REQUESTS (3,000) mixed requests, BENCH_MEMORY_CONCURRENCY (8) at a time: the public
 * pages, API reads, the members' feed and notifications as the demo trader (terms accepted), and a login every 500
 * requests; then reads the child's resident memory (VmRSS) and its peak (VmHWM) from /proc.
 * Variants: BENCH_MEMORY_VARIANTS=tsx,built,production (tsx: `node --import tsx apps/server/src/server.ts`,
 * what ran before; built: `node apps/server/dist/server.js`; production: the same as the README's
 * production command starts it, with `--max-semi-space-size=2`, `MALLOC_ARENA_MAX=2` and `MALLOC_MMAP_THRESHOLD_=131072`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  benchDir, type Child, cpuMs, freePort, login, machine, repoRoot, serverEnv, startChild, stopChild, tmpDirs, waitReady, writeSection,
} from './lib.ts';

const REQUESTS = Number(process.env.BENCH_MEMORY_REQUESTS ?? 3000);
/** Extra node options for the servers (BENCH_MEMORY_NODE_ARGS, space-separated), to try a setting. */
const NODE_ARGS = (process.env.BENCH_MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean);
const CONCURRENCY = Number(process.env.BENCH_MEMORY_CONCURRENCY ?? 8);
const VARIANTS = (process.env.BENCH_MEMORY_VARIANTS ?? 'tsx,built,production').split(',') as Variant[];
type Variant = 'tsx' | 'built' | 'production';
const ENTRY: Record<Variant, string> = { tsx: 'apps/server/src/server.ts', built: 'apps/server/dist/server.js', production: 'apps/server/dist/server.js' };
/** How the README's production command starts it (`npm start` passes the node option only; docs/decisions/0051-compiled-build.md). */
const PRODUCTION_NODE_ARGS = ['--max-semi-space-size=2'];
const PRODUCTION_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
/** Targets of issue 28 §2, MB of resident memory after the warm-up. */
const TARGET_MB = { PGlite: 350, PostgreSQL: 200 } as const;

interface MemoryRow {
  variant: Variant;
  database: 'PGlite' | 'PostgreSQL';
  requests: number;
  failed: number;
  rssMb: number;
  peakMb: number;
  /** The server's CPU time (user + system) over the warm-up, per request. */
  cpuMsPerReq?: number;
  /** process.memoryUsage() in the server at the same moment (bench/memory-report.mjs), MB. */
  breakdown?: { heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
  load: [number, number];
}

/** The demo member who has accepted the community terms: the feed answers them. */
const TRADER = { email: 'trader@example.com', password: 'Member@123' };

const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

function procStatusMb(child: Child, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${child.proc.pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024);
}

/** The mix: what visitors, members and the back-office's readers ask most. */
function requestsFor(base: string, token: string): (() => Promise<Response>)[] {
  const get = (p: string, auth = false) => () => fetch(`${base}${p}`, {
    headers: { 'accept-encoding': 'gzip, deflate, br', ...(auth ? { authorization: `Bearer ${token}` } : {}) },
  });
  const feed = () => fetch(`${base}/api/post/allPosts?verificationStatus=approved&offset=0&limit=10`, {
    method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}',
  });
  return [
    get('/'), get('/pricing-plans'), get('/webinar'), get('/blogs'), get('/blogs/position-sizing-the-one-percent-rule'),
    get('/login'), get('/api/health'), get('/api/plan/all'), get('/api/blogs/all'), get('/api/learning/courses'),
    get('/api/content'), get('/api/auth', true), get('/api/notification/all', true), feed, feed,
  ];
}

async function warmUp(base: string): Promise<{ sent: number; failed: number }> {
  let token = await login(base, TRADER);
  let mix = requestsFor(base, token);
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++;
      if (i % 500 === 499) {
        token = await login(base, TRADER);
        mix = requestsFor(base, token);
        continue;
      }
      const res = await mix[i % mix.length]().catch(() => undefined);
      await res?.arrayBuffer();
      if (!res?.ok) {
        failed += 1;
        if (failed <= 5) console.log(`    ${res?.status ?? 'no answer'}: ${res?.url ?? `request ${i % mix.length}`}`);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { sent: REQUESTS, failed };
}

/** BENCH_MEMORY_SMAPS=1: the server's resident memory by mapping (file, [heap], [anon]), largest first. */
function smapsByMapping(child: Child): string {
  const sums = new Map<string, number>();
  let name = '';
  for (const line of readFileSync(`/proc/${child.proc.pid}/smaps`, 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      name = head[3] || '[anon]';
      // Anonymous mappings one by one, by their size: the JS heap's pages, WebAssembly memory (GBs reserved), malloc arenas (64 MB).
      if (name === '[anon]') name = `[anon ${Math.round((parseInt(head[2], 16) - parseInt(head[1], 16)) / 2 ** 20)} MB mapping #${sums.size}]`;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss) sums.set(name, (sums.get(name) ?? 0) + Number(rss[1]));
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 20).map(([n, kb]) => `    ${Math.round(kb / 1024)} MB ${n}`).join('\n');
}

/** Asks the server for its process.memoryUsage() (bench/memory-report.mjs) and polls its output for the answer. */
async function breakdown(child: Child): Promise<MemoryRow['breakdown']> {
  const seen = child.output.length;
  child.proc.kill('SIGUSR2');
  for (let i = 0; i < 50; i += 1) {
    const line = child.output.slice(seen).find((l) => l.startsWith('memory {'));
    if (line) return JSON.parse(line.slice('memory '.length)) as MemoryRow['breakdown'];
    await sleep(100);
  }
  return undefined;
}

async function one(variant: Variant, database: MemoryRow['database'], databaseUrl?: string): Promise<MemoryRow> {
  const entry = ENTRY[variant];
  if (!existsSync(path.join(repoRoot, entry))) throw new Error(`${entry} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-mem-'));
  tmpDirs.add(dataDir);
  const env = { ...serverEnv(port, dataDir, databaseUrl), ...(variant === 'production' ? PRODUCTION_ENV : {}) };
  const base = `http://127.0.0.1:${port}`;
  // A first start creates the database and seeds the demo data the warm-up signs in with, which
  // production never does (it refuses demo data): that start is not the one measured.
  const seeding = startChild(`server (${variant}, ${database}, seeding)`, entry, env);
  try {
    await waitReady(seeding, `${base}/api/health/ready`, 180_000);
  } finally {
    await stopChild(seeding);
  }
  const child = startChild(`server (${variant}, ${database})`, entry, env, [
    '--import', path.join(benchDir, 'memory-report.mjs'), ...(variant === 'production' ? PRODUCTION_NODE_ARGS : []), ...NODE_ARGS,
  ]);
  try {
    await waitReady(child, `${base}/api/health/ready`, 180_000);
    const before = load1();
    const cpu0 = cpuMs(child.proc.pid);
    process.stdout.write(`  ${variant.padEnd(6)} ${database.padEnd(10)} ${REQUESTS} requests ... `);
    const { sent, failed } = await warmUp(base);
    const row: MemoryRow = {
      variant, database, requests: sent, failed,
      cpuMsPerReq: ((cpuMs(child.proc.pid) ?? NaN) - (cpu0 ?? NaN)) / sent,
      rssMb: procStatusMb(child, 'VmRSS'), peakMb: procStatusMb(child, 'VmHWM'), load: [before, load1()],
      breakdown: await breakdown(child),
    };
    if (process.env.BENCH_MEMORY_SMAPS) console.log(smapsByMapping(child));
    // BENCH_MEMORY_NODE_ARGS='--heapsnapshot-signal=SIGUSR1 --diagnostic-dir=DIR' BENCH_MEMORY_SNAPSHOT=1: a heap snapshot into DIR.
    if (process.env.BENCH_MEMORY_SNAPSHOT) {
      child.proc.kill('SIGUSR1');
      await sleep(20_000);
    }
    console.log(`RSS ${row.rssMb} MB, peak ${row.peakMb} MB, CPU ${row.cpuMsPerReq?.toFixed(2)} ms/req, ${JSON.stringify(row.breakdown)}, ${failed} failed, load ${row.load[0]}→${row.load[1]}`);
    return row;
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

const started = new Date();
const rows: MemoryRow[] = [];
const databases: [MemoryRow['database'], string | undefined][] = [['PGlite', undefined]];
if (process.env.DATABASE_URL) databases.push(['PostgreSQL', process.env.DATABASE_URL]);
for (const [database, url] of databases) for (const variant of VARIANTS) rows.push(await one(variant, database, url));

const what: Record<Variant, string> = {
  tsx: 'TypeScript through tsx (as `npm start` ran it before)',
  built: 'built JavaScript, plain `node`, no settings',
  production: 'built JavaScript, `MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072 node --max-semi-space-size=2` (production)',
};
const verdict = (r: MemoryRow) => (r.variant !== 'production' ? '–' : r.rssMb <= TARGET_MB[r.database] ? `≤ ${TARGET_MB[r.database]}: met` : `≤ ${TARGET_MB[r.database]}: NOT MET`);
writeSection('memory', [
  '## Memory after a warm-up (issue 28 §2)',
  '',
  machine(started),
  `\`bench/memory.ts\`: each server in a child process (\`NODE_ENV=test\`, demo data, \`RATE_LIMIT_PER_MIN=0\`); ${REQUESTS.toLocaleString('en-US')} requests, ${CONCURRENCY} at a time, ` +
    'cycling through the public pages (/, /pricing-plans, /webinar, /blogs, a blog post, /login), API reads (health, plans, blogs, courses, content), ' +
    'the demo trader\'s session, notifications and feed (twice per cycle), and a login every 500 requests (the login limit, 30 a minute per address, is shared by the runs on one PostgreSQL); then the process\'s VmRSS and its peak (VmHWM) from /proc, ' +
    'and the server\'s own `process.memoryUsage()` at that moment (bench/memory-report.mjs; PGlite\'s WebAssembly memory counts as external).',
  '',
  '| server | database | requests | failed | RSS MB | peak RSS MB | JS heap used / total MB | external (of which ArrayBuffers) MB | server CPU ms/req | target | load (1 min) before → after |',
  '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ...rows.map((r) => `| ${what[r.variant]} | ${r.database} | ${r.requests.toLocaleString('en-US')} | ${r.failed} | ${r.rssMb} | ${r.peakMb} | ` +
    `${r.breakdown ? `${r.breakdown.heapUsed} / ${r.breakdown.heapTotal}` : '?'} | ${r.breakdown ? `${r.breakdown.external} (${r.breakdown.arrayBuffers})` : '?'} | ${r.cpuMsPerReq !== undefined && Number.isFinite(r.cpuMsPerReq) ? r.cpuMsPerReq.toFixed(2) : '?'} | ${verdict(r)} | ${r.load[0]}→${r.load[1]} |`),
  '',
  'Where the memory went and what cut it: docs/decisions/0051-compiled-build.md.',
].join('\n'));
