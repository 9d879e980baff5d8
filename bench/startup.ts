/**
 * Start to first answer (issue 31 §7): the production build (`apps/server/dist/server.js`, run with
 * plain `node --max-semi-space-size=2` as production runs it) on the embedded database, in a child
 * process, timed from the spawn to
 *   first answer  the first 200 of GET /api/health (liveness: the process listens and its database answers)
 *   ready         the first 200 of GET /api/health/ready (the job queue has started: warm-up done)
 *   page          the first 200 of GET / (the landing page, drawn by the server)
 * with the server's CPU time (user + system, /proc) at its first answer: on this shared 2-core machine
 * the wall clock measures the other processes' load as much as the start, the CPU time much less.
 *
 * Two cases per round: a first start (a new data folder: the database created, every migration
 * applied, the demo data seeded) and a warm start (the same folder again). BENCH_STARTUP_ROUNDS (3)
 * rounds; the table has each and the median, the verdict holds the medians to 5 s and 2 s.
 *
 * Needs `npm run build` first. Run alone: `BENCH_ONLY=startup npm run bench`.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { cpuMs, fmt, freePort, repoRoot, serverEnv, startChild, stopChild, tmpDirs, writeReport, type Child } from './lib.ts';

const SERVER = 'apps/server/dist/server.js';
const ROUNDS = Number(process.env.BENCH_STARTUP_ROUNDS ?? 3);
/** What a missed target calls for next (docs/decisions/0078-start-fast.md, "Not done"). */
const NEXT_STEP = {
  first: "measure on a quiet machine; then put the job queue's schema into the build's database template too",
  warm: "the rest is PGlite's own start (its WebAssembly compiled, the database booted: 1.8 s of CPU measured alone) and " +
    'loading 1,200 module files, one after the other on the main thread (bundling zod and nodemailer, compiling PGlite\'s ' +
    'WebAssembly while the modules load, and loading the mail, push and sanitiser packages on first use each measured no gain: ' +
    "decision 0078); open the database in a worker thread while the modules load (PGlite's worker mode), then measure again",
} as const;
/** Issue 31 §7. */
const TARGET_MS = { first: 5000, warm: 2000 } as const;

export interface StartRow {
  kind: 'first' | 'warm';
  round: number;
  firstMs: number;
  cpuMs?: number;
  readyMs: number;
  pageMs: number;
  load: number;
}

/** Polls `url` until it answers 200; the milliseconds since `t0`, and `atFirst()` called at that moment. */
async function until(child: Child, url: string, t0: number, atFirst?: () => void): Promise<number> {
  let exited: number | null | undefined;
  void child.exited.then((c) => (exited = c));
  for (;;) {
    if (exited !== undefined) throw new Error(`${child.name} exited with code ${exited}:\n${child.output.slice(-30).join('\n')}`);
    if (performance.now() - t0 > 180_000) throw new Error(`${child.name}: no 200 from ${url} in 180 s`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.ok) {
        atFirst?.();
        return performance.now() - t0;
      }
    } catch {
      /* not listening yet */
    }
    await sleep(10);
  }
}

async function startOnce(kind: StartRow['kind'], round: number, dataDir: string): Promise<StartRow> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const load = Math.round(os.loadavg()[0] * 100) / 100;
  const env = { ...serverEnv(port, dataDir), MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
  const t0 = performance.now();
  const child = startChild(`server (${kind} start)`, SERVER, env, ['--max-semi-space-size=2']);
  try {
    let cpu: number | undefined;
    const firstMs = await until(child, `${base}/api/health`, t0, () => (cpu = cpuMs(child.proc.pid)));
    const readyMs = await until(child, `${base}/api/health/ready`, t0);
    const pageMs = await until(child, `${base}/`, t0);
    const row = { kind, round, firstMs, cpuMs: cpu, readyMs, pageMs, load };
    console.log(`  ${kind.padEnd(5)} start, round ${round}: first answer ${fmt(firstMs)} ms (server CPU ${cpu ?? '?'} ms), ready ${fmt(readyMs)} ms, page ${fmt(pageMs)} ms, load ${load}`);
    return row;
  } finally {
    await stopChild(child);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

export function verdicts(rows: StartRow[]): string[] {
  return (['first', 'warm'] as const).map((kind) => {
    const of = rows.filter((r) => r.kind === kind);
    const m = median(of.map((r) => r.firstMs));
    const cpu = of.every((r) => r.cpuMs !== undefined) ? median(of.map((r) => r.cpuMs!)) : undefined;
    const name = kind === 'first' ? 'first start (new data folder: migrations, demo data)' : 'warm start (existing data folder)';
    const met = m <= TARGET_MS[kind];
    return `${name}: median first answer ${fmt(m)} ms${cpu !== undefined ? ` (server CPU ${fmt(cpu)} ms)` : ''}, target ≤ ${fmt(TARGET_MS[kind])} ms: ` +
      (met ? 'met' : `NOT met${cpu !== undefined && cpu <= TARGET_MS[kind] ? ' on the wall clock; the CPU the start needs is within it, the rest is waiting for the shared cores' : ''}` +
        `; next step: ${NEXT_STEP[kind]}`);
  });
}

export async function startup(started: Date): Promise<StartRow[]> {
  if (!existsSync(path.join(repoRoot, SERVER))) throw new Error(`startup: ${SERVER} is missing: run \`npm run build\` first`);
  console.log(`\nstart-up: ${SERVER}, ${ROUNDS} rounds of a first and a warm start`);
  const rows: StartRow[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-startup-'));
    tmpDirs.add(dataDir);
    try {
      rows.push(await startOnce('first', round, dataDir));
      rows.push(await startOnce('warm', round, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      tmpDirs.delete(dataDir);
    }
  }
  const lines = verdicts(rows);
  for (const l of lines) console.log(l);
  writeReport('startup', '## Start to first answer (issue 31 §7)', started,
    '`bench/startup.ts`: the production build (`npm run build`, then `node --max-semi-space-size=2 apps/server/dist/server.js` with production\'s malloc settings) ' +
      'on the embedded database with demo data (`NODE_ENV=test`, `DEMO_DATA=true`), timed from the spawn to the first 200 of `GET /api/health` (first answer), ' +
      'of `GET /api/health/ready` (the job queue started: the warm-up after listening is done) and of `GET /` (the landing page). ' +
      'Server CPU: the process\'s user + system time at its first answer (/proc); the machine is shared, so the wall clock carries the other processes\' load (1-minute load beside each row).',
    [
      '| start | round | first answer ms | server CPU ms | ready ms | landing page ms | load (1 min) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map((r) => `| ${r.kind} | ${r.round} | ${fmt(r.firstMs)} | ${r.cpuMs === undefined ? '–' : fmt(r.cpuMs)} | ${fmt(r.readyMs)} | ${fmt(r.pageMs)} | ${r.load} |`),
      '',
      ...lines.map((l) => `- ${l}.`),
      '',
      'Where the start\'s time went and what cut it: docs/decisions/0078-start-fast.md.',
    ],
  );
  return rows;
}
