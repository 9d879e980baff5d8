/**
 * Foundation load test: `npm run bench` (PGlite) or `scripts/with-postgres.sh npm run bench`
 * (PGlite, then the same server again on the PostgreSQL in DATABASE_URL).
 *
 * Scenarios, each against a server in its own CHILD process (autocannon runs here, in the parent,
 * so the load generator never shares the server's event loop):
 *   hello   GET /              bare Fastify hello-world (bench/hello.ts): the ceiling
 *   health  GET /api/health    the real server (apps/server/src/server.ts)
 *   auth    GET /api/auth      the real server, bearer token of the demo member (session lookup)
 *
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
 *      DATABASE_URL (adds the PostgreSQL rows), BENCH_NODE_ENV (production),
 *      BENCH_CPU_PROF=DIR (the real server writes a V8 CPU profile into DIR on exit).
 * Prints a table and writes it into bench/results.md between the foundation markers,
 * leaving the rest of that file alone.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP = num('BENCH_WARMUP_SECONDS', 2);
const CONNECTIONS = num('BENCH_CONNECTIONS', 50);
const MEMBER = { email: 'member@example.com', password: 'Member@123' };
const MARK_START = '<!-- bench:foundation -->';
const MARK_END = '<!-- /bench:foundation -->';

function num(name: string, dflt: number): number {
  const v = Number(process.env[name] ?? dflt);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`${name} must be a positive number`);
  return v;
}

interface Row {
  scenario: string;
  database: string;
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  rssMb?: number;
}

// ---------------------------------------------------------------- child processes
interface Child {
  name: string;
  proc: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

const children = new Set<Child>();
const tmpDirs = new Set<string>();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function startChild(name: string, script: string, env: NodeJS.ProcessEnv, nodeArgs: string[] = []): Child {
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script], {
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

async function stopChild(child: Child): Promise<void> {
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

async function waitReady(child: Child, url: string, timeoutMs: number): Promise<void> {
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

function rssMb(child: Child): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.proc.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- load
async function cannon(url: string, headers: Record<string, string>, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections: CONNECTIONS, duration, headers, timeout: 10 });
}

async function measure(
  scenario: string,
  database: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Row> {
  // One request first: a benchmark of error responses would be meaningless.
  const probe = await fetch(url, { headers });
  if (!probe.ok) throw new Error(`${scenario}: GET ${url} answered ${probe.status}: ${await probe.text()}`);
  process.stdout.write(`  ${scenario.padEnd(8)} ${database.padEnd(10)} warm-up ${WARMUP}s, measure ${SECONDS}s ... `);
  await cannon(url, headers, WARMUP);
  const r = await cannon(url, headers, SECONDS);
  const row: Row = {
    scenario,
    database,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    total: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
  console.log(`${Math.round(row.rps)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.non2xx || row.errors ? `, ${row.non2xx} non-2xx, ${row.errors} errors` : ''}`);
  return row;
}

async function benchHello(): Promise<Row> {
  const port = await freePort();
  const child = startChild('hello-world', 'bench/hello.ts', { ...process.env, PORT: String(port) });
  try {
    await waitReady(child, `http://127.0.0.1:${port}/`, 30_000);
    const row = await measure('hello', '-', `http://127.0.0.1:${port}/`);
    row.rssMb = rssMb(child);
    return row;
  } finally {
    await stopChild(child);
  }
}

async function benchServer(database: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-'));
  tmpDirs.add(dataDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: process.env.BENCH_NODE_ENV ?? 'production',
    // production wants a signing key even in test payment mode; this one signs nothing real.
    RAZORPAY_KEY_SECRET: process.env.RAZORPAY_KEY_SECRET ?? 'bench-local-signing-key',
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

  // BENCH_CPU_PROF=DIR: the server writes a V8 CPU profile there when it stops (open in Chrome DevTools).
  const prof = process.env.BENCH_CPU_PROF;
  const nodeArgs = prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : [];
  const child = startChild(`server (${database})`, 'apps/server/src/server.ts', env, nodeArgs);
  const base = `http://127.0.0.1:${port}`;
  try {
    const t0 = Date.now();
    await waitReady(child, `${base}/api/health`, 180_000);
    console.log(`  server on ${database} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(MEMBER),
    });
    const body = (await login.json()) as { status?: boolean; data?: { token?: string }; message?: string };
    const token = body.data?.token;
    if (!login.ok || !token) throw new Error(`login as ${MEMBER.email} failed: ${login.status} ${JSON.stringify(body)}`);

    const rows = [
      await measure('health', database, `${base}/api/health`),
      await measure('auth', database, `${base}/api/auth`, { authorization: `Bearer ${token}` }),
    ];
    const rss = rssMb(child);
    for (const r of rows) r.rssMb = rss;
    const noisy = child.output.filter((l) => /"level":(40|50|60)|error|warn/i.test(l));
    if (noisy.length) console.log(`  server printed ${noisy.length} warning/error lines, last:\n    ${noisy.slice(-5).join('\n    ')}`);
    return rows;
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

// ---------------------------------------------------------------- report
function fmt(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function table(rows: Row[], helloRps: number): string {
  const lines = [
    '| scenario | database | req/s | p50 ms | p99 ms | vs hello | requests | non-2xx | errors | server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const what = r.scenario === 'hello' ? 'hello-world `GET /` (bare Fastify)'
      : r.scenario === 'health' ? '`GET /api/health`'
      : 'authenticated `GET /api/auth`';
    lines.push(
      `| ${what} | ${r.database} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / helloRps).toFixed(2)} | ${fmt(r.total)} | ${r.non2xx} | ${r.errors} | ${r.rssMb ?? '?'} |`,
    );
  }
  return lines.join('\n');
}

function writeResults(rows: Row[], helloRps: number, started: Date): void {
  const file = path.join(benchDir, 'results.md');
  const cpu = os.cpus()[0]?.model?.trim() ?? 'unknown CPU';
  const section = [
    MARK_START,
    '## Foundation: hello-world vs health vs authenticated call',
    '',
    `Run ${started.toISOString()} on ${os.availableParallelism()} cores (nproc) of ${cpu}, ${fmt(os.totalmem() / 2 ** 30)} GiB, ` +
      `Node ${process.version}, ${os.platform()} ${os.release()}.`,
    `autocannon in the parent process, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${SECONDS} s per scenario; ` +
      'each server in its own child process on 127.0.0.1 (`NODE_ENV=production`, `RATE_LIMIT_PER_MIN=0`, `LOG_LEVEL=warn`, demo data). ' +
      'PostgreSQL rows: the throwaway cluster of `scripts/with-postgres.sh` on the same machine (fsync off).',
    '',
    table(rows, helloRps),
    '',
    '"vs hello" is req/s divided by hello-world\'s req/s in the same run. Target: the authenticated call at ≥ 0.33 on PostgreSQL.',
    MARK_END,
  ].join('\n');

  const header = [
    '# Load benchmarks',
    '',
    'Produced by the scripts in `bench/`; each bench rewrites only its own section (between its `<!-- bench:NAME -->` markers).',
    'Run `npm run bench` (embedded PGlite) or `scripts/with-postgres.sh npm run bench` (adds the PostgreSQL rows).',
    'Env: `BENCH_SECONDS` (10), `BENCH_WARMUP_SECONDS` (2), `BENCH_CONNECTIONS` (50).',
    'Figures are from one 2-core machine where load generator, server and database share the cores: compare rows of one run, not runs of different machines.',
    '',
  ].join('\n');

  let text = existsSync(file) ? readFileSync(file, 'utf8') : header;
  const a = text.indexOf(MARK_START);
  const b = text.indexOf(MARK_END);
  if (a !== -1 && b > a) text = text.slice(0, a) + section + text.slice(b + MARK_END.length);
  else text = `${text.replace(/\s*$/, '')}\n\n${section}\n`;
  writeFileSync(file, text);
  console.log(`\nwrote ${path.relative(repoRoot, file)}`);
}

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const started = new Date();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  console.log(
    `bench: ${os.availableParallelism()} cores, Node ${process.version}, ${CONNECTIONS} connections, ` +
      `${WARMUP}s warm-up + ${SECONDS}s per scenario${databaseUrl ? ', PGlite and PostgreSQL' : ', PGlite only (set DATABASE_URL for PostgreSQL)'}`,
  );
  const rows: Row[] = [];
  const hello = await benchHello();
  rows.push(hello);
  rows.push(...(await benchServer('PGlite')));
  if (databaseUrl) rows.push(...(await benchServer('PostgreSQL', databaseUrl)));

  console.log('');
  console.log(table(rows, hello.rps));
  writeResults(rows, hello.rps, started);

  const authPg = rows.find((r) => r.scenario === 'auth' && r.database === 'PostgreSQL');
  if (authPg) {
    const ratio = authPg.rps / hello.rps;
    console.log(`authenticated call on PostgreSQL: ${(ratio * 100).toFixed(0)}% of hello-world (target ≥ 33%)${ratio < 1 / 3 ? '  <-- BELOW TARGET' : ''}`);
  }
  const bad = rows.filter((r) => r.non2xx > 0 || r.errors > 0);
  if (bad.length) {
    console.error(`some scenarios had non-2xx responses or errors: ${bad.map((r) => `${r.scenario}/${r.database}`).join(', ')}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});
