/**
 * What the bench scripts share: servers in child processes (so autocannon, in the parent,
 * never shares their event loop), the measurement, and writing one section of results.md.
 */
import autocannon from 'autocannon';
import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const benchDir = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(benchDir, '..');
export const SECONDS = num('BENCH_SECONDS', 10);
export const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
export const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
export const MEMBER = { email: 'member@example.com', password: 'Member@123' };
export const ADMIN = { email: 'admin@example.com', password: 'Admin@123' };

function num(name: string, dflt: number): number {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
}

export interface Row {
  scenario: string;
  database: string;
  /** autocannon connections (CONNECTIONS unless the scenario says otherwise). */
  connections?: number;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  rssMb?: number;
  /** 1-minute load average before and after the measurement (the machine is shared). */
  load?: [number, number];
  /** The server process's CPU time (user + system) per request: its ceiling is 1000 / this req/s on one core. */
  cpuMsPerReq?: number;
  /** The same for the PostgreSQL backends serving it (not measured for PGlite, which runs inside the server). */
  dbCpuMsPerReq?: number;
}

// ---------------------------------------------------------------- child processes
export interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const children = new Set<Child>();
export const tmpDirs = new Set<string>();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export function startChild(name: string, script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = [], node = process.execPath): Child {
  // TypeScript through tsx; built JavaScript (apps/server/dist) with plain node, as production runs it.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const proc = spawn(node, [...nodeArgs, ...loader, script], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) if (line.trim()) output.push(line);
    if (output.length > 200) output.splice(0, output.length - 200);
  };
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const child = { name, proc, output, exited };
  children.add(child);
  return child;
}

export async function stopChild(child: Child): Promise<void> {
  if (child.proc.exitCode === null && child.proc.signalCode === null) {
    child.proc.kill('SIGTERM');
    const done = await Promise.race([child.exited.then(() => true), sleep(10_000).then(() => false)]);
    if (!done) {
      child.proc.kill('SIGKILL');
      await child.exited;
    }
  }
  children.delete(child);
}

function cleanupSync(): void {
  for (const c of children) if (c.proc.exitCode === null) c.proc.kill('SIGKILL');
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true });
}
process.on('exit', cleanupSync);
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => process.exit(130));

export async function waitReady(child: Child, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void child.exited.then((c) => (exitCode = c));
  while (Date.now() < deadline) {
    if (exitCode !== undefined) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  const why = exitCode !== undefined ? `exited with code ${exitCode}` : `not ready after ${timeoutMs / 1000} s`;
  throw new Error(`${child.name} ${why} (${url}). Last output:\n${child.output.slice(-40).join('\n')}`);
}

/**
 * Waits until a process has settled after its start: its CPU over one second under `busyShare` of a
 * core (or `timeoutMs` passed). A server is ready before the jobs its start queued (demo data's
 * mails, images, search rows) have run, and those would be measured as the first rows' cost.
 * Returns the seconds waited.
 */
export async function waitSettled(pid: number | undefined, timeoutMs = 60_000, busyShare = 0.05): Promise<number> {
  const t0 = Date.now();
  let before = cpuMs(pid);
  while (before !== undefined && Date.now() - t0 < timeoutMs) {
    await sleep(1000);
    const now = cpuMs(pid);
    if (now === undefined || now - before < 1000 * busyShare) break;
    before = now;
  }
  return (Date.now() - t0) / 1000;
}

export function rssMb(child: Child): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.proc.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** After a server's rows: stamps its memory on each and prints what it warned about, if anything. */
export function finishRows(child: Child, rows: Row[]): Row[] {
  const rss = rssMb(child);
  for (const r of rows) r.rssMb = rss;
  const noisy = child.output.filter((l) => /"level":(40|50|60)|error|warn/i.test(l));
  if (noisy.length) console.log(`  server printed ${noisy.length} warning/error lines, last:\n    ${noisy.slice(-5).join('\n    ')}`);
  return rows;
}

/** The real server's environment for a bench run (NODE_ENV=test, no rate limit, demo data). */
export function serverEnv(port: number, dataDir: string, databaseUrl?: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: production refuses demo data and test payments, and the bench logs in as a
    // demo member. `test` has production's defaults: both are asked for here (README, NODE_ENV).
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'test',
    PAYMENT_PROVIDER: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DEMO_DATA: 'true',
    RATE_LIMIT_PER_MIN: '0',
    LOG_LEVEL: 'warn',
  };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return env;
}

/** BENCH_CPU_PROF=DIR: the real server writes a V8 CPU profile there when it stops (open in Chrome DevTools). */
export function profArgs(): string[] {
  const prof = process.env.BENCH_CPU_PROF;
  return prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [];
}

export async function login(base: string, who: { email: string; password: string } = MEMBER): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const body = (await res.json()) as { status?: boolean; data?: { token?: string }; message?: string };
  const token = body.data?.token;
  if (!res.ok || !token) throw new Error(`login as ${who.email} failed: ${res.status} ${JSON.stringify(body)}`);
  return token;
}

// ---------------------------------------------------------------- load
export interface Request {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** What a load run reports, whichever program sent it. */
interface LoadResult { rps: number; p50: number; p99: number; total: number; non2xx: number; errors: number }

/**
 * Who sends the load. autocannon (npm, JavaScript) shares the machine's 2 cores with the server and
 * parses every answer in JS: for a 10 kB page it is the limit, not the server (bare Fastify sending
 * the same bytes measured as slow as the real server). wrk (Debian's `wrk`, C, one thread) costs a
 * fraction of that per answer, so the server's own cost shows. BENCH_LOADGEN picks; by default wrk
 * where it is installed (`apt-get install wrk`), else autocannon.
 */
export type LoadGenerator = 'wrk' | 'autocannon';
export const LOADGEN: LoadGenerator = (() => {
  const chosen = process.env.BENCH_LOADGEN;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  if (chosen) throw new Error('BENCH_LOADGEN must be wrk or autocannon');
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return 'wrk';
  } catch (err) {
    // wrk --version prints its banner and exits 1; only a missing program is "not installed".
    return (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'autocannon' : 'wrk';
  }
})();

async function autocannonRun(url: string, req: Request, duration: number, connections: number): Promise<LoadResult> {
  const r = await autocannon({ url, connections, duration, timeout: 10, method: req.method ?? 'GET', headers: req.headers, body: req.body });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, total: r.requests.total, non2xx: r.non2xx, errors: r.errors };
}

/** wrk's latency as milliseconds ("850.00us", "1.23ms", "1.01s"). */
export function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) throw new Error(`wrk latency not understood: ${text}`);
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm'];
}

/** The figures of wrk's report (run with --latency). */
export function parseWrk(out: string): LoadResult {
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? NaN);
  const pct = (p: string) => wrkMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const result = {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: pct('50'),
    p99: pct('99'),
    total: num(/(\d+) requests in /),
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/) || 0,
    errors: socket ? socket.slice(1).reduce((s, n) => s + Number(n), 0) : 0,
  };
  if (!Number.isFinite(result.rps) || !Number.isFinite(result.total)) throw new Error(`wrk's report not understood:\n${out}`);
  return result;
}

async function wrkRun(url: string, req: Request, duration: number, connections: number): Promise<LoadResult> {
  // Method, headers and body through wrk's Lua hooks, in a file of their own.
  const script = path.join(os.tmpdir(), `tlt-bench-wrk-${process.pid}.lua`);
  writeFileSync(script, [
    `wrk.method = ${JSON.stringify(req.method ?? 'GET')}`,
    ...(req.body !== undefined ? [`wrk.body = ${JSON.stringify(req.body)}`] : []),
    ...Object.entries(req.headers ?? {}).map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`),
  ].join('\n'));
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--timeout', '10s', '--latency', '-s', script, url];
  try {
    const out = await new Promise<string>((resolve, reject) =>
      execFile('wrk', args, { maxBuffer: 1 << 20 }, (err, stdout, stderr) => (err ? reject(new Error(`wrk failed: ${stderr || err.message}`)) : resolve(stdout))));
    return parseWrk(out);
  } finally {
    rmSync(script, { force: true });
  }
}

async function cannon(url: string, req: Request, duration: number, connections = CONNECTIONS, generator: LoadGenerator = 'autocannon'): Promise<LoadResult> {
  return generator === 'wrk' ? wrkRun(url, req, duration, connections) : autocannonRun(url, req, duration, connections);
}

/** Load without measuring: JIT, caches and pools warm before the first figure counts. */
export async function warm(url: string, req: Request, seconds = WARMUP): Promise<void> {
  await cannon(url, req, seconds);
}

const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

/** CPU milliseconds (user + system) a process has used so far, from /proc (Linux); undefined elsewhere. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return undefined;
  }
}

/**
 * Measures one scenario. `check` sees the probe's parsed body first: a benchmark of
 * error (or empty) answers would be meaningless.
 */
export async function measure(
  scenario: string,
  database: string,
  url: string,
  req: Request = {},
  check?: (body: unknown) => string | undefined,
  serverPid?: number,
  dbCpuMs?: () => Promise<number | undefined>,
  connections = CONNECTIONS,
  generator: LoadGenerator = 'autocannon',
): Promise<Row> {
  const probe = await fetch(url, { method: req.method ?? 'GET', headers: req.headers, body: req.body });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${scenario}: ${req.method ?? 'GET'} ${url} answered ${probe.status}: ${text.slice(0, 500)}`);
  const problem = check?.(JSON.parse(text));
  if (problem) throw new Error(`${scenario}: ${url}: ${problem}`);
  process.stdout.write(`  ${scenario.padEnd(10)} ${database.padEnd(10)} ${connections === CONNECTIONS ? '' : `${connections} conn. `}warm-up ${WARMUP}s, measure ${SECONDS}s ... `);
  await cannon(url, req, WARMUP, connections, generator);
  const before = load1();
  const cpu0 = cpuMs(serverPid);
  const db0 = await dbCpuMs?.();
  const r = await cannon(url, req, SECONDS, connections, generator);
  const cpu1 = cpuMs(serverPid);
  const db1 = await dbCpuMs?.();
  const row: Row = {
    scenario,
    database,
    connections,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    total: r.total,
    non2xx: r.non2xx,
    errors: r.errors,
    load: [before, load1()],
    cpuMsPerReq: cpu0 !== undefined && cpu1 !== undefined && r.total > 0 ? (cpu1 - cpu0) / r.total : undefined,
    dbCpuMsPerReq: db0 !== undefined && db1 !== undefined && r.total > 0 ? (db1 - db0) / r.total : undefined,
  };
  const cpu = (row.cpuMsPerReq !== undefined ? `, server CPU ${row.cpuMsPerReq.toFixed(2)} ms/req` : '') +
    (row.dbCpuMsPerReq !== undefined ? `, database CPU ${row.dbCpuMsPerReq.toFixed(2)} ms/req` : '');
  console.log(`${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${cpu}, load ${row.load![0]}→${row.load![1]}` +
    `${row.non2xx || row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`);
  return row;
}

// ---------------------------------------------------------------- report
export function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

export function machine(started: Date): string {
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  return `Run ${started.toISOString()} on ${os.availableParallelism()} cores (nproc) of ${cpu}, ${fmt(os.totalmem() / 2 ** 30)} GiB, ` +
    `Node ${process.version}, ${os.platform()} ${os.release()}.`;
}

const HEADER = [
  '# Load benchmarks',
  '',
  'Produced by the scripts in `bench/`; each bench rewrites only its own section (between its `<!-- bench:NAME -->` markers).',
  'Run `npm run bench` (embedded PGlite) or `scripts/with-postgres.sh npm run bench` (adds the PostgreSQL rows).',
  'Env: `BENCH_SECONDS` (10), `BENCH_WARMUP_SECONDS` (2), `BENCH_CONNECTIONS` (50).',
  'Figures are from one 2-core machine where load generator, server and database share the cores: compare rows of one run, not runs of different machines.',
  '',
].join('\n');

/** Replaces the `<!-- bench:name -->` section of results.md (appends it the first time). */
/**
 * A group's section as every group writes it: its heading, the machine and load, what was measured
 * and how, then its tables and notes; printed nowhere (the group prints its own lines as it goes).
 */
export function writeReport(name: string, heading: string, started: Date, method: string, body: string[]): void {
  writeSection(name, [heading, '', machine(started), method, '', ...body].join('\n'));
}

export function writeSection(name: string, body: string): void {
  const file = path.join(benchDir, 'results.md');
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const section = `${start}\n${body}\n${end}`;
  let text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  if (a !== -1 && b > a) text = text.slice(0, a) + section + text.slice(b + end.length);
  else text = `${text.replace(/\s*$/, '')}\n\n${section}\n`;
  writeFileSync(file, text);
  console.log(`\nwrote ${path.relative(repoRoot, file)} (${name})`);
}

/** The Node binaries a bench compares: BENCH_NODES (comma-separated), or this one and CI's Node 24 ($TMPDIR/tlt-node24) when present. */
export function benchNodes(): string[] {
  const node24 = path.join(process.env.TMPDIR ?? os.tmpdir(), 'tlt-node24/node_modules/node/bin/node');
  return (process.env.BENCH_NODES ?? [process.execPath, ...(existsSync(node24) ? [node24] : [])].join(',')).split(',').filter(Boolean);
}
