/**
 * Back-office scenarios (issue 13 item 8): the real server on 100,000 members with ~125,000
 * payments and 50,000 sessions (bench/backoffice-seed.ts), as the demo admin.
 *   members-first   GET /api/user/all?offset=0&limit=10: the /all-users page as it opens
 *   search-phone    the same with q = six digits of one member's phone, typed with a space
 *   search-name     the same with q = "kavita sharma" (a full name: 50 members match)
 *   search-broad    the same with q = "kavita" (a first name alone: 2,500 members match, counted to 1,000)
 *   search-email    the same with q = "mehta12" (part of an e-mail: 40 members match)
 * at BENCH_BACKOFFICE_CONNECTIONS (20) connections, and at one (a request's own cost); then the full
 * Excel export (GET /api/user/export, all 100,000 rows): its time to the last byte and the server's
 * peak memory above what it held just before (VmRSS sampled every 20 ms).
 * PGlite: the server starts once to migrate and seed the demo logins, stops, the data is seeded into
 * its folder, and it starts again. PostgreSQL: a database of its own in the cluster of DATABASE_URL,
 * seeded while the server runs, dropped afterwards.
 */
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MEMBER_COUNT_CAP } from '@tlt/shared/back-office/members';
import { MEMBERS, mobileOf, seedBackoffice } from './backoffice-seed.ts';
import { dbCpuProbe, type Kind, startSeededServer, withBenchDatabase } from './bench-db.ts';
import { ADMIN, fmt, login, machine, measure, finishRows, type Row, SECONDS, stopChild, tmpDirs, warm, WARMUP, writeSection } from './lib.ts';

const CONNECTIONS = Number(process.env.BENCH_BACKOFFICE_CONNECTIONS ?? 20);

export interface ExportRow {
  database: Kind;
  rows: number;
  bytes: number;
  seconds: number;
  /** Server VmRSS just before the export, and its peak during it (MB). */
  rssBeforeMb: number;
  rssPeakMb: number;
  load: [number, number];
}

const pageOf10 = (min: number) => (body: unknown) => {
  const data = (body as { data?: { members?: unknown[]; total?: number } }).data;
  if (!data?.members || data.members.length === 0) return 'no members';
  return (data.total ?? 0) < min ? `expected at least ${min} matches, got ${data.total}` : undefined;
};

const vmRssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
  } catch {
    return NaN;
  }
};
const load1 = () => Math.round(os.loadavg()[0] * 100) / 100;

/** The whole export, read to its last byte while the server's memory is sampled; undefined if the server has none. */
async function measureExport(database: Kind, base: string, token: string, pid: number): Promise<ExportRow | undefined> {
  const probe = await fetch(`${base}/api/user/export?q=${encodeURIComponent('no member has this name')}`, { headers: { authorization: `Bearer ${token}` } });
  await probe.arrayBuffer();
  if (probe.status === 404) {
    console.log(`  export     ${database.padEnd(10)} GET /api/user/export answers 404 in this build: not measured`);
    return undefined;
  }
  process.stdout.write(`  export     ${database.padEnd(10)} all ${fmt(MEMBERS)} members ... `);
  const before = load1();
  const rssBefore = vmRssMb(pid);
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, vmRssMb(pid))), 20);
  const t0 = performance.now();
  let bytes = 0;
  let head = '';
  try {
    const res = await fetch(`${base}/api/user/export`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok || !res.body) throw new Error(`export answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    for await (const chunk of res.body) {
      if (!head) head = Buffer.from(chunk).subarray(0, 2).toString('latin1');
      bytes += chunk.byteLength;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - t0) / 1000;
  peak = Math.max(peak, vmRssMb(pid));
  if (head !== 'PK') throw new Error('the export is not a zip (.xlsx) file');
  const row: ExportRow = {
    database, rows: MEMBERS, bytes, seconds, rssBeforeMb: Math.round(rssBefore), rssPeakMb: Math.round(peak), load: [before, load1()],
  };
  console.log(`${seconds.toFixed(1)} s, ${fmt(bytes / 2 ** 20, 1)} MB, server RSS ${row.rssBeforeMb} → peak ${row.rssPeakMb} MB, load ${before}→${row.load[1]}`);
  return row;
}

async function scenarios(database: Kind, base: string, token: string, pid?: number, url?: string): Promise<Row[]> {
  const list = (qs: string) => `${base}/api/user/all?${qs}`;
  const headers = { authorization: `Bearer ${token}` };
  const phone = mobileOf(54_321);
  const runs: [string, string, (b: unknown) => string | undefined][] = [
    ['members-first', list('offset=0&limit=10'), pageOf10(MEMBERS)],
    ['search-phone', list(`q=${encodeURIComponent(`${phone.slice(2, 7)} ${phone.slice(7, 8)}`)}&offset=0&limit=10`), pageOf10(1)],
    ['search-name', list(`q=${encodeURIComponent('kavita sharma')}&offset=0&limit=10`), pageOf10(10)],
    ['search-broad', list('q=kavita&offset=0&limit=10'), pageOf10(MEMBER_COUNT_CAP)],
    ['search-email', list('q=mehta12&offset=0&limit=10'), pageOf10(10)],
  ];
  // A freshly (re)started server on a freshly seeded database: warm caches and code first.
  for (let i = 0; i < 30; i += 1) for (const [, u] of runs) await fetch(u, { headers }).then((res) => res.arrayBuffer());
  for (const [, u] of runs) await warm(u, { headers });
  const rows: Row[] = [];
  const dbCpu = url ? dbCpuProbe(url) : undefined;
  for (const [name, u, check] of runs) rows.push(await measure(name, database, u, { headers }, check, pid, dbCpu, CONNECTIONS));
  for (const [name, u, check] of runs.slice(0, 2)) rows.push(await measure(name, database, u, { headers }, check, pid, dbCpu, 1));
  return rows;
}

export async function benchBackoffice(database: Kind, databaseUrl?: string): Promise<{ rows: Row[]; exports: ExportRow[] }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-backoffice-'));
  tmpDirs.add(dataDir);
  try {
    return await withBenchDatabase(`bench_backoffice_${process.pid}`, databaseUrl, async (url) => {
      // pg_trgm: inserting into users maintains its trigram index.
      const s = await startSeededServer(database, dataDir, url, `${fmt(MEMBERS)} members`, seedBackoffice, { extensions: { pg_trgm } });
      try {
        const token = await login(s.base, ADMIN);
        const rows = finishRows(s.child, await scenarios(database, s.base, token, s.child.proc.pid, url));
        const exported = await measureExport(database, s.base, token, s.child.proc.pid!);
        return { rows, exports: exported ? [exported] : [] };
      } finally {
        await stopChild(s.child);
      }
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

const WHAT: Record<string, string> = {
  'members-first': 'first page (`offset=0&limit=10`)',
  'search-phone': 'search: part of a phone (`q=<5 digits> <1 digit>`)',
  'search-name': 'search: a full name (`q=kavita sharma`, 50 match)',
  'search-broad': 'search: a first name alone (`q=kavita`, 2,500 match: "1,000+")',
  'search-email': 'search: part of an e-mail (`q=mehta12`, 40 match)',
};

export function backofficeTable(rows: Row[]): string {
  const lines = [
    '| scenario | database | connections | req/s | p50 ms | p99 ms | server CPU ms/req | database CPU ms/req | requests | non-2xx | errors | load 1 min (before→after) | server RSS MB |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${WHAT[r.scenario] ?? r.scenario} | ${r.database} | ${r.connections} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${r.cpuMsPerReq?.toFixed(2) ?? '?'} | ${r.dbCpuMsPerReq?.toFixed(2) ?? (r.database === 'PGlite' ? 'in server' : '?')} | ${fmt(r.total)} | ${r.non2xx} | ${r.errors} | ${r.load ? `${r.load[0]}→${r.load[1]}` : '?'} | ${r.rssMb ?? '?'} |`,
    );
  }
  return lines.join('\n');
}

export function exportTable(rows: ExportRow[]): string {
  const lines = [
    '| export | database | rows | file MB | seconds | server RSS before MB | peak MB | extra MB | load 1 min (before→after) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    lines.push(`| all members (\`GET /api/user/export\`) | ${r.database} | ${fmt(r.rows)} | ${fmt(r.bytes / 2 ** 20, 1)} | ${r.seconds.toFixed(1)} | ${r.rssBeforeMb} | ${r.rssPeakMb} | ${r.rssPeakMb - r.rssBeforeMb} | ${r.load[0]}→${r.load[1]} |`);
  }
  return lines.join('\n');
}

export async function backoffice(started: Date, databaseUrl?: string): Promise<Row[]> {
  const which = (process.env.BENCH_BACKOFFICE_DATABASES ?? 'pglite,postgres').split(',');
  const rows: Row[] = [];
  const exports: ExportRow[] = [];
  for (const [db, key, url] of [['PGlite', 'pglite', undefined], ['PostgreSQL', 'postgres', databaseUrl]] as const) {
    if (!which.includes(key) || (db === 'PostgreSQL' && !url)) continue;
    const r = await benchBackoffice(db, url);
    rows.push(...r.rows);
    exports.push(...r.exports);
  }
  console.log('');
  console.log(backofficeTable(rows));
  console.log('');
  console.log(exportTable(exports));
  const notes: string[] = [];
  for (const db of ['PGlite', 'PostgreSQL']) {
    const at = rows.filter((r) => r.database === db && r.connections === CONNECTIONS);
    const target = db === 'PostgreSQL' ? 50 : 150;
    if (at.length) {
      const over = at.filter((r) => r.p99 > target).map((r) => r.scenario);
      notes.push(`- ${db}, ${CONNECTIONS} connections: p99 ${at.map((r) => `${r.scenario} ${r.p99} ms`).join(', ')} (target ≤ ${target} ms): ` +
        `${over.length ? `NOT MET for ${over.join(', ')} at load ${at[0].load?.[0] ?? '?'}–${at.at(-1)!.load?.[1] ?? '?'}` : 'met'}.`);
    }
    const e = exports.find((x) => x.database === db);
    if (e) notes.push(`- ${db}: the export of ${fmt(e.rows)} members took ${e.seconds.toFixed(1)} s with ${e.rssPeakMb - e.rssBeforeMb} MB extra server memory at its peak (targets < 10 s, < 250 MB).`);
  }
  for (const n of notes) console.log(n);
  writeSection('backoffice', [
    '## Back-office: the members list, its search and the Excel export on 100,000 members',
    '',
    machine(started),
    `Data (\`bench/backoffice-seed.ts\`, set-based): ${fmt(MEMBERS)} members (phones typed four ways, 2% suspended, 5% profitable), ` +
      'a paid period each and a renewal for 40% of the lapsed (~125,000 payments), 50,000 live sessions; then `VACUUM ANALYZE`. ' +
      `As the demo admin. autocannon in the parent process, ${WARMUP} s warm-up then ${SECONDS} s per row, at ${CONNECTIONS} connections and at 1 ` +
      '(a request\'s own cost). The machine is shared with other work: the load average is recorded next to each row; CPU columns as in the feed section. ' +
      'The export is read by one client to its last byte while the server\'s VmRSS is sampled every 20 ms; "extra" is the peak minus the memory just before.',
    '',
    backofficeTable(rows),
    '',
    exports.length ? exportTable(exports) : 'The export (`GET /api/user/export`) was not in this build: not measured.',
    '',
    'Targets (issue 13): list and search p99 ≤ 50 ms at 20 connections on PostgreSQL; the export under 10 s and 250 MB extra. How: docs/decisions/0026-members-admin.md; plans: `scripts/with-postgres.sh node --import tsx bench/backoffice-explain.ts`.',
    'Issue 31 §4 (docs/decisions, members-search-budget): a search counts its matches up to 1,000 ("1,000+", `totalCapped`); past it the first page walks the newest members; the list\'s usual statements are prepared. ' +
      'Targets: every search p99 ≤ 50 ms at 20 connections on PostgreSQL, ≤ 150 ms on PGlite. What is left for a first name alone and a full name is the trigram index scan (~0.5–0.8 ms) and up to 1,001 rows read: on 2 cores shared with other work (see the load) those two queue past the target. ' +
      'A name-only trigram index was tried and rejected (decision 0079, "Tried after"; `EXPLAIN_NARROW_TRIGRAMS=1 bench/backoffice-explain.ts`): a name\'s posting lists are as long there, and exact results need the e-mail and phone scanned too. ' +
      'Next step, after a re-run on a quiet machine: rebuild the search index, which members joining one by one leave 3.5× its one-pass size (a full name\'s index scan 0.82 → 0.50 ms on PostgreSQL).',
    ...notes,
  ].join('\n'));
  return rows;
}
