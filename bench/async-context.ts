/**
 * What an AsyncLocalStorage store around every request costs the real server, on each Node given
 * (issue 28 §1, decision 0035): `node --import tsx bench/async-context.ts`.
 *
 * For each Node binary in BENCH_NODES (default: this one, then $TMPDIR/tlt-node24's), the real server
 * (PGlite, demo data) runs twice in a child process: as it is, and with bench/async-context-preload.mjs,
 * which runs each HTTP request inside `AsyncLocalStorage.run` as OpenTelemetry's HTTP instrumentation
 * does. wrk (or autocannon) measures `GET /api/auth` as the demo member and the kept landing page,
 * with the server's CPU per request. The variants alternate, twice, so a change in the machine's load
 * shows as a difference between rounds rather than between variants.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import {
  benchDir, benchNodes, type Child, CONNECTIONS, fmt, freePort, LOADGEN, login, machine, measure, type Row, serverEnv, startChild, stopChild, tmpDirs, waitReady, writeSection,
} from './lib.ts';

const started = new Date();
const nodes = benchNodes();
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const preload = path.join(benchDir, 'async-context-preload.mjs');

async function startServer(node: string, withStore: boolean): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-als-'));
  tmpDirs.add(dataDir);
  const child = startChild('server', 'apps/server/src/server.ts', serverEnv(port, dataDir), withStore ? ['--import', preload] : [], node);
  const base = `http://127.0.0.1:${port}`;
  await waitReady(child, `${base}/api/health/ready`, 120_000);
  return { child, base };
}

const rows: (Row & { node: string; store: string; round: number })[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const node of nodes) {
    const version = execFileSync(node, ['--version']).toString().trim();
    for (const withStore of [false, true]) {
      const store = withStore ? 'a store per request' : 'none';
      console.log(`round ${round}, Node ${version}, AsyncLocalStorage: ${store}`);
      const { child, base } = await startServer(node, withStore);
      try {
        const token = await login(base);
        const pid = child.proc.pid;
        const auth = await measure('auth', 'pglite', `${base}/api/auth`, { headers: { authorization: `Bearer ${token}` } }, undefined, pid, undefined, CONNECTIONS, LOADGEN);
        const page = await measure('page', 'pglite', `${base}/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, undefined, pid, undefined, CONNECTIONS, LOADGEN);
        for (const r of [auth, page]) rows.push({ ...r, node: version, store, round });
      } finally {
        await stopChild(child);
      }
    }
  }
}

const table = [
  '| round | Node | AsyncLocalStorage | scenario | req/s | p99 ms | server CPU µs/req | load 1 min (before→after) |',
  '|---|---|---|---|---:|---:|---:|---|',
  ...rows.map((r) => `| ${r.round} | ${r.node} | ${r.store} | ${r.scenario} | ${fmt(r.rps)} | ${fmt(r.p99, 1)} | ${r.cpuMsPerReq === undefined ? '–' : fmt(r.cpuMsPerReq * 1000)} | ${r.load?.[0]}→${r.load?.[1]} |`),
].join('\n');
console.log(`\n${table}`);
writeSection('async-context', [
  '## AsyncLocalStorage around every request, Node 20 and Node 24 (issue 28 §1)',
  '',
  machine(started),
  '',
  `The real server (PGlite, demo data, \`NODE_ENV=test\`) in a child process, as it is and with \`bench/async-context-preload.mjs\` (each HTTP request inside \`AsyncLocalStorage.run\`, as OpenTelemetry's HTTP instrumentation does); ${LOADGEN}, ${CONNECTIONS} connections. \`GET /api/auth\` as the demo member; \`/\` the kept landing page. Variants alternate; ${ROUNDS} rounds. Run: \`node --import tsx bench/async-context.ts\`.`,
  '',
  table,
].join('\n'));
