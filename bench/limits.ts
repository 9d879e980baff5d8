/**
 * The global rate limit's cost per request (issue 9 item 7, issue 31 §3): the authenticated
 * `GET /api/auth` with `RATE_LIMIT_PER_MIN=0` (off) and with a limit too large to refuse (on), on
 * PGlite and PostgreSQL. One store on both (counted in process memory); on PostgreSQL it sends its
 * counts to the `rate_limit_hits` table in one statement every 250 ms (decision 0077-batched-rate-limits).
 * autocannon sends from one address, so every request counts on the SAME key.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { dbCpuProbe, type Kind, withBenchDatabase } from './bench-db.ts';
import {
  CONNECTIONS, fmt, freePort, login, finishRows, measure, type Row, SECONDS, serverEnv, startChild, stopChild, tmpDirs,
  waitReady, waitSettled, WARMUP, writeReport,
} from './lib.ts';

/** On, yet never refusing within a run. */
const LARGE = '100000000';

async function benchOne(database: Kind, limit: string, url?: string): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-limits-'));
  tmpDirs.add(dataDir);
  const child = startChild(`server (${database}, limit ${limit})`, 'apps/server/src/server.ts', {
    ...serverEnv(port, dataDir, url),
    RATE_LIMIT_PER_MIN: limit,
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(child, `${base}/api/health/ready`, 180_000);
    await waitSettled(child.proc.pid);
    const headers = { authorization: `Bearer ${await login(base)}` };
    const scenario = limit === '0' ? 'limit-off' : 'limit-on';
    const dbCpu = url ? dbCpuProbe(url) : undefined;
    const isUser = (b: unknown) => ((b as { data?: { email?: string } }).data?.email ? undefined : 'no user in the answer');
    const rows = [
      await measure(scenario, database, `${base}/api/auth`, { headers }, isUser, child.proc.pid, dbCpu),
      await measure(scenario, database, `${base}/api/auth`, { headers }, isUser, child.proc.pid, dbCpu, 1),
    ];
    return finishRows(child, rows);
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

async function benchDatabase(database: Kind, databaseUrl?: string): Promise<Row[]> {
  return withBenchDatabase(`bench_limits_${process.pid}`, databaseUrl, async (url) => {
    // Off and on alternate twice: the machine is shared, so one pair alone could mislead.
    const rows: Row[] = [];
    for (const limit of ['0', LARGE, '0', LARGE]) rows.push(...(await benchOne(database, limit, url)));
    return rows;
  });
}

function table(rows: Row[]): string {
  const lines = [
    '| global limit | database | connections | req/s | p50 ms | p99 ms | server CPU ms/req | database CPU ms/req | requests | non-2xx | errors | load 1 min (before→after) | server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const what = r.scenario === 'limit-off' ? 'off (`RATE_LIMIT_PER_MIN=0`)' : `on (\`RATE_LIMIT_PER_MIN=${LARGE}\`)`;
    lines.push(
      `| ${what} | ${r.database} | ${r.connections} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuMsPerReq?.toFixed(3) ?? '?'} | ` +
        `${r.dbCpuMsPerReq?.toFixed(3) ?? (r.database === 'PGlite' ? 'in server' : '?')} | ${fmt(r.total)} | ${r.non2xx} | ${r.errors} | ` +
        `${r.load ? `${r.load[0]}→${r.load[1]}` : '?'} | ${r.rssMb ?? '?'} |`,
    );
  }
  return lines.join('\n');
}

/** The cost of the limit: the mean of the "on" rows minus the mean of the "off" rows, per database and connections. */
function costs(rows: Row[]): string[] {
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const notes: string[] = [];
  let verdict: string | undefined;
  for (const db of ['PGlite', 'PostgreSQL']) {
    for (const c of [CONNECTIONS, 1]) {
      const pick = (s: string) => rows.filter((r) => r.database === db && r.connections === c && r.scenario === s);
      const off = pick('limit-off');
      const on = pick('limit-on');
      if (!off.length || !on.length) continue;
      const cpu = mean(on.map((r) => (r.cpuMsPerReq ?? 0) + (r.dbCpuMsPerReq ?? 0))) - mean(off.map((r) => (r.cpuMsPerReq ?? 0) + (r.dbCpuMsPerReq ?? 0)));
      const rps = mean(on.map((r) => r.rps)) / mean(off.map((r) => r.rps));
      notes.push(`- ${db}, ${c} connection${c === 1 ? '' : 's'}: the limit costs ${cpu.toFixed(3)} ms of CPU per request (server + database), ` +
        `throughput with it ${(rps * 100).toFixed(0)}% of without.`);
      if (db === 'PostgreSQL' && c === CONNECTIONS)
        verdict = `- Verdict (issue 31 §3: the limit's cost on PostgreSQL at most 10 % of throughput): ${rps >= 0.9 ? 'met' : 'not met'}, ` +
          `${((1 - rps) * 100).toFixed(0)} % at ${CONNECTIONS} connections.`;
    }
  }
  return verdict ? [...notes, verdict] : notes;
}

export async function limits(started: Date, databaseUrl?: string): Promise<Row[]> {
  const rows = await benchDatabase('PGlite');
  if (databaseUrl) rows.push(...(await benchDatabase('PostgreSQL', databaseUrl)));
  console.log('');
  console.log(table(rows));
  const notes = costs(rows);
  for (const n of notes) console.log(n);
  writeReport('limits', '## Rate limits: the global per-IP limit off vs on', started,
    `Authenticated \`GET /api/auth\` (the global limit applies to it), autocannon in the parent process, ${WARMUP} s warm-up then ${SECONDS} s per row, ` +
      `at ${CONNECTIONS} connections and at 1 (a request's own cost). Each setting runs on a fresh server (\`NODE_ENV=${process.env.BENCH_NODE_ENV ?? 'production'}\`, ` +
      '`LOG_LEVEL=warn`, demo data); off and on alternate twice. One store on both databases, counting in process memory ' +
      '(decision 0077-batched-rate-limits); on PostgreSQL (throwaway cluster of `scripts/with-postgres.sh`, fsync off, a database of its own) ' +
      'it also sends its counts to the shared `rate_limit_hits` table in one statement every 250 ms for all keys and learns the fleet\'s totals ' +
      '(before: one upsert per request, and throughput with the limit 37 % of without). Every request comes from 127.0.0.1, so all of them count on one key. ' +
      'CPU columns as in the feed section.',
    [
      table(rows),
      '',
      ...notes,
      '- A difference smaller than the spread between the two "off" runs of one database is noise: the machine is shared (load column).',
    ],
  );
  return rows;
}
