/**
 * Load tests: `npm run bench` (PGlite) or `scripts/with-postgres.sh npm run bench`
 * (PGlite, then the same server again on the PostgreSQL in DATABASE_URL).
 *
 * Scenarios, each against a server in its own CHILD process (the load generator runs from here,
 * so the load generator never shares the server's event loop):
 *   hello   GET /              bare Fastify hello-world (bench/hello.ts): the ceiling
 *   hello-page GET /           bare Fastify sending the landing page's bytes and headers as the real
 *                              server sent them: what the page itself costs this harness
 *   health  GET /api/health    the real server (apps/server/src/server.ts)
 *   auth    GET /api/auth      the real server, bearer token of the demo member (session lookup)
 *   blogs, plans, content, webinar, courses, blog  public reads kept in memory (issue 31 §1, decision 0075):
 *                              GET /api/blogs/all, /api/plan/all, /api/content/values (the landing page's
 *                              keys), /api/webinar/config, /api/learning/courses, /api/blogs/bySlug/:slug (a
 *                              visitor's copy), each asked for as a browser does
 *   page    GET /              the real server's landing page, server-rendered and kept (decision 0035), an
 *                              ordinary Fastify route (decision 0056-pages-in-fastify), asked for as a
 *                              browser does (Accept-Encoding: gzip, deflate, br)
 *   feed-*  POST /api/post/allPosts on 100,000 posts, first page and page 1,000 (bench/feed.ts)
 *   limit-* GET /api/auth with the global rate limit off and on (bench/limits.ts)
 *   fanout  open notification streams, an admin post with a notification, the time until the last
 *           stream has it, the memory per stream and `GET /api/auth` meanwhile (PGlite 1,000; PostgreSQL
 *           10,000 on one API process and 1,000 on two; bench/fanout.ts)
 *   startup  start to first answer of the production build, a first and a warm start (bench/startup.ts; needs `npm run build`)
 *   backoffice  the admin's members list, two searches and the full Excel export on 100,000 members
 *           (bench/backoffice.ts)
 *
 * Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
 *      DATABASE_URL (adds the PostgreSQL rows), BENCH_NODE_ENV (test),
 *      BENCH_CPU_PROF=DIR (the real server writes a V8 CPU profile into DIR on exit),
 *      BENCH_ONLY=foundation|feed|limits|fanout|backoffice|startup (one group only), BENCH_STARTUP_ROUNDS (3), BENCH_FEED_DATABASES=pglite,postgres (the feed's databases),
 *      BENCH_FANOUT_STREAMS (all variants; unset 1,000 / 10,000 / 1,000), BENCH_FANOUT_ROUNDS (5), BENCH_FANOUT_VARIANTS=pglite,pg1,pg2 (the fan-out's variants),
 *      BENCH_FANOUT_AUTH_RATE (200), BENCH_FANOUT_HEAP=DIR (heap snapshots once the streams are open),
 *      BENCH_BACKOFFICE_CONNECTIONS (20), BENCH_BACKOFFICE_DATABASES=pglite,postgres.
 * Prints the tables and writes each group into bench/results.md between its own markers,
 * leaving the rest of that file alone.
 */
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backoffice } from './backoffice.ts';
import { fanout, fanoutProblems } from './fanout.ts';
import { benchFeed, feedTable, writeFeedResults } from './feed.ts';
import { limits } from './limits.ts';
import { startup } from './startup.ts';
import {
  type Child, CONNECTIONS, fmt, freePort, LOADGEN, login, machine, finishRows, measure, profArgs, rssMb, type Row, SECONDS, serverEnv, startChild,
  stopChild, tmpDirs, waitReady, waitSettled,
  WARMUP, writeSection,
} from './lib.ts';

interface HelloServer { child: Child; url: string; pageFile?: string }

/** Bare Fastify in a child process: hello-world, or with `pageFile` the landing page's saved bytes and headers. */
async function startHello(pageFile?: string): Promise<HelloServer> {
  const port = await freePort();
  const child = startChild('hello-world', 'bench/hello.ts', { ...process.env, PORT: String(port), ...(pageFile ? { PAGE_FILE: pageFile } : {}) });
  const url = `http://127.0.0.1:${port}/`;
  await waitReady(child, url, 30_000);
  return { child, url, pageFile };
}

async function measureHello(server: HelloServer, scenario: 'hello' | 'hello-again' | 'hello-page'): Promise<Row> {
  const pid = server.child.proc.pid;
  const headers: Record<string, string> = server.pageFile ? { 'accept-encoding': BROWSER_ENCODINGS } : {};
  const row = await measure(scenario, '-', server.url, { headers }, undefined, pid, undefined, CONNECTIONS, LOADGEN);
  row.rssMb = rssMb(server.child);
  return row;
}

/**
 * The hello-world the rows are held to: the mean of its measurements before and after the real
 * server's rows (this shared machine's speed drifts within minutes; one measurement minutes away
 * from a row measures the drift as much as the row).
 */
function meanHello(rows: Row[]): Row {
  return meanOf(rows.filter((r) => r.scenario === 'hello' || r.scenario === 'hello-again'));
}

/** One row with the mean req/s and server CPU per request of `rows`. */
function meanOf(rows: Row[]): Row {
  const mean = (f: (r: Row) => number | undefined) => {
    const v = rows.map(f);
    return v.every((x) => x !== undefined) ? v.reduce((a, b) => a! + b!, 0)! / v.length : undefined;
  };
  return { ...rows[0], rps: mean((r) => r.rps)!, cpuMsPerReq: mean((r) => r.cpuMsPerReq) };
}

/** What Chromium sends: the page's bytes on the wire are its compressed copy, as a visitor gets them. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

/** The headers a response's bytes carry, not those of its connection or its moment. */
const PER_CONNECTION = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** GET `url` as a browser asks for it, its body as sent (still compressed), into a file for bench/hello.ts. */
function savePage(url: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const headers = Object.fromEntries(Object.entries(res.headers).filter(([k, v]) => !PER_CONNECTION.has(k) && typeof v === 'string'));
        writeFileSync(file, JSON.stringify({ headers, body: Buffer.concat(chunks).toString('base64') }));
        resolve();
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/** What the landing page asks for in one call (its sections, each reading its key in the same tick). */
const LANDING_CONTENT_KEYS = [
  'site.contact', 'landing.hero', 'landing.proof', 'landing.whatYouGet', 'landing.experts', 'landing.featuredOn', 'landing.testimonials',
  'landing.blogs', 'landing.counters', 'landing.video', 'landing.subscribe', 'landing.emi', 'landing.share', 'landing.channel', 'landing.closing',
];

/** The public reads kept in memory (issue 31 §1, decision 0075): scenario, what the table calls it, and its path. */
const PUBLIC_READS: { scenario: string; what: string; path: (base: string) => Promise<string> }[] = [
  { scenario: 'blogs', what: 'the blogs list `GET /api/blogs/all`', path: async () => '/api/blogs/all' },
  { scenario: 'plans', what: 'the plans `GET /api/plan/all`', path: async () => '/api/plan/all' },
  { scenario: 'content', what: `the landing page's ${LANDING_CONTENT_KEYS.length} content keys \`GET /api/content/values\``, path: async () => `/api/content/values?keys=${LANDING_CONTENT_KEYS.join(',')}` },
  { scenario: 'webinar', what: 'the webinar settings `GET /api/webinar/config`', path: async () => '/api/webinar/config' },
  { scenario: 'courses', what: 'the courses `GET /api/learning/courses`', path: async () => '/api/learning/courses' },
  { scenario: 'blog', what: 'a blog page, a visitor\'s copy `GET /api/blogs/bySlug/:slug`', path: newestBlog },
];

/** The newest demo blog's address. */
async function newestBlog(base: string): Promise<string> {
  const list = (await (await fetch(`${base}/api/blogs/all`)).json()) as { data: { slug: string }[] };
  if (!list.data.length) throw new Error('blog: the demo data has no blog');
  return `/api/blogs/bySlug/${encodeURIComponent(list.data[0].slug)}`;
}

async function publicReads(database: string, base: string, pid: number | undefined): Promise<Row[]> {
  const rows: Row[] = [];
  for (const read of PUBLIC_READS) {
    const url = `${base}${await read.path(base)}`;
    rows.push(await measure(read.scenario, database, url, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, undefined, pid, undefined, CONNECTIONS, LOADGEN));
  }
  return rows;
}

/**
 * The real server's rows. The landing page is measured twice with hello-world (`hello`, still up)
 * measured between, so the page and hello-world are held to each other within a minute.
 */
async function benchServer(database: 'PGlite' | 'PostgreSQL', hello: () => Promise<Row>, databaseUrl?: string, pageFile?: string): Promise<Row[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-'));
  tmpDirs.add(dataDir);
  const child = startChild(`server (${database})`, 'apps/server/src/server.ts', serverEnv(port, dataDir, databaseUrl), profArgs());
  const base = `http://127.0.0.1:${port}`;
  try {
    const t0 = Date.now();
    await waitReady(child, `${base}/api/health/ready`, 180_000);
    console.log(`  server on ${database} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const pid = child.proc.pid;
    console.log(`  server settled (under 5% of a core) after ${(await waitSettled(pid)).toFixed(0)} s more`);
    const token = await login(base);
    const page = (scenario: 'page' | 'page-again') =>
      measure(scenario, database, `${base}/`, { headers: { 'accept-encoding': BROWSER_ENCODINGS } }, undefined, pid, undefined, CONNECTIONS, LOADGEN);
    const rows = [
      await page('page'),
      await hello(),
      await page('page-again'),
      await measure('health', database, `${base}/api/health`, {}, undefined, pid, undefined, CONNECTIONS, LOADGEN),
      await measure('auth', database, `${base}/api/auth`, { headers: { authorization: `Bearer ${token}` } }, undefined, pid, undefined, CONNECTIONS, LOADGEN),
      // Public reads kept in memory (issue 31 §1), as a browser asks for them.
      ...(await publicReads(database, base, pid)),
    ];
    if (pageFile) await savePage(`${base}/`, pageFile);
    // The hello-world row is not this server's: its memory is hello-world's own.
    const helloRow = rows[1];
    const helloRss = helloRow.rssMb;
    finishRows(child, rows);
    helloRow.rssMb = helloRss;
    return rows;
  } finally {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    tmpDirs.delete(dataDir);
  }
}

// ---------------------------------------------------------------- report
function table(rows: Row[], hello: Row): string {
  const helloRps = hello.rps;
  const lines = [
    '| scenario | database | req/s | p50 ms | p99 ms | vs hello | server CPU µs/req | server capacity vs hello | requests | non-2xx | errors | server RSS MB | load (1 min) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const r of rows) {
    const what = r.scenario === 'hello' ? 'hello-world `GET /` (bare Fastify)'
      : r.scenario === 'hello-again' ? 'hello-world again, between the landing page\'s rows'
      : r.scenario === 'health' ? '`GET /api/health`'
      : r.scenario === 'page' ? 'landing page `GET /` (server-rendered, cached)'
      : r.scenario === 'page-again' ? 'landing page again, after hello-world again'
      : r.scenario === 'hello-page' ? 'the landing page\'s bytes and headers from bare Fastify `GET /`'
      : PUBLIC_READS.some((p) => p.scenario === r.scenario) ? `public read: ${PUBLIC_READS.find((p) => p.scenario === r.scenario)!.what} (kept in memory)`
      : 'authenticated `GET /api/auth`';
    lines.push(
      `| ${what} | ${r.database} | ${fmt(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${(r.rps / helloRps).toFixed(2)} | ${cpuMicros(r)} | ${capacityVsHello(r, hello)} | ${fmt(r.total)} | ${r.non2xx} | ${r.errors} | ${r.rssMb ?? '?'} | ${r.load ? `${r.load[0]}→${r.load[1]}` : '?'} |`,
    );
  }
  return lines.join('\n');
}

/** Latency in ms: wrk reports fractions of one, autocannon whole ones. */
const ms = (v: number) => (v < 10 ? v.toFixed(1) : fmt(v));

/** The server process's CPU time per request, in microseconds (user + system, from /proc). */
const cpuMicros = (r: Row) => (r.cpuMsPerReq === undefined ? '?' : fmt(r.cpuMsPerReq * 1000));

/**
 * Requests per server CPU-second, relative to hello-world's: the req/s ratio this server would
 * reach if the load generator were not the limit (on this 2-core machine it is, for a 10 kB page).
 */
function capacityVsHello(r: Row, hello: Row): string {
  if (r.cpuMsPerReq === undefined || hello.cpuMsPerReq === undefined || r.cpuMsPerReq === 0) return '?';
  return (hello.cpuMsPerReq / r.cpuMsPerReq).toFixed(2);
}

function writeResults(rows: Row[], hello: Row, started: Date, verdicts: string[]): void {
  writeSection('foundation', [
    '## Foundation: hello-world vs health, an authenticated call and the landing page',
    '',
    machine(started),
    `${LOADGEN === 'wrk' ? 'wrk (Debian\'s, one thread)' : 'autocannon in the parent process'}, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${SECONDS} s per scenario; ` +
      'each server in its own child process on 127.0.0.1 (`NODE_ENV=test`, `RATE_LIMIT_PER_MIN=0`, `LOG_LEVEL=warn`, demo data). ' +
      'PostgreSQL rows: the throwaway cluster of `scripts/with-postgres.sh` on the same machine (fsync off).',
    '',
    table(rows, hello),
    '',
    '"vs hello" is req/s divided by hello-world\'s in the same run (the mean of its rows: one before the real server starts, one between the landing page\'s two); "server capacity vs hello" is hello-world\'s server CPU per request ' +
      'divided by the row\'s (/proc user + system time of the server\'s process over the measured seconds), the req/s ratio the server itself allows. ' +
      'Public reads (issue 31 §1): each at ≥ 0.5 on PGlite and on PostgreSQL, answered from the process\'s memory (decision 0075). ' +
      'Targets: the authenticated call at ≥ 0.5 on PostgreSQL (issue 31 §5); ' +
      'the landing page at ≥ 0.6 (the mean of its two rows; asked for with a browser\'s `Accept-Encoding`, so its compressed copy is sent). ' +
      'The last row sends the landing page\'s own bytes and headers (saved from the PGlite server) from bare Fastify: ' +
      'what bare Fastify pays for that page\'s bytes. ' +
      (LOADGEN === 'wrk'
        ? 'The load comes from wrk (BENCH_LOADGEN): autocannon parses each answer in JavaScript on the same 2 cores and is itself the limit for a 10 kB page ' +
          '(with it the landing page and bare Fastify sending the same bytes both measure about 0.25 of hello-world).'
        : 'autocannon (wrk is not installed) parses each answer in JavaScript on the same 2 cores and is the limit for a 10 kB page: ' +
          'install Debian\'s wrk for the server\'s own figures.'),
    '',
    ...verdicts.map((v) => `- ${v}`),
  ].join('\n'));
}

/**
 * Issue 31 §1's verdicts: one line per database for the public reads that met ≥ 0.5 of hello-world's
 * req/s, and one per read that did not, with its reason and next step. The reason is read from the
 * row: when the server's own CPU per request allows ≥ 0.5 of hello-world's (server capacity), the
 * load generator on the same 2 cores was the limit, not the server; otherwise the server's path was.
 */
function publicReadVerdicts(rows: Row[], hello: Row): string[] {
  const lines: string[] = [];
  const reads = rows.filter((r) => PUBLIC_READS.some((p) => p.scenario === r.scenario));
  for (const database of new Set(reads.map((r) => r.database))) {
    const mine = reads.filter((r) => r.database === database);
    const ratio = (r: Row) => r.rps / hello.rps;
    const met = mine.filter((r) => ratio(r) >= 0.5);
    const missed = mine.filter((r) => ratio(r) < 0.5);
    lines.push(`Public reads on ${database} (target ≥ 50% of hello-world's req/s each): ` +
      `${met.length ? `met by ${met.map((r) => `${r.scenario} ${(ratio(r) * 100).toFixed(0)}%`).join(', ')}` : 'met by none'}` +
      `${missed.length ? `; NOT met by ${missed.map((r) => r.scenario).join(', ')} (below)` : ''}.`);
    for (const r of missed) {
      const capacity = r.cpuMsPerReq && hello.cpuMsPerReq ? hello.cpuMsPerReq / r.cpuMsPerReq : undefined;
      const why = r.non2xx || r.errors
        ? `${r.non2xx} non-2xx answers and ${r.errors} errors: the read failed under load, not only slowly; next step: the server's log for that read`
        : capacity === undefined
          ? 'no server CPU figure to tell the server from the load generator; next step: run again on Linux (/proc)'
          : capacity >= 0.5
            ? `the load generator, not the server: the server's own CPU per request allows ${capacity.toFixed(2)} of hello-world's, ` +
              'but the answer is bigger than hello-world\'s and the load generator reads it on the same 2 cores; ' +
              `next step: measure with wrk (BENCH_LOADGEN=wrk)${LOADGEN === 'wrk' ? ' on a quiet machine' : ''}`
            : `the server: ${cpuMicros(r)} µs of server CPU per request, ${(1 / capacity).toFixed(1)}× hello-world's ` +
              '(a kept answer should cost its lookup and the write of its bytes); next step: a CPU profile of that read (BENCH_CPU_PROF=DIR) ' +
              'to find what still runs per request (hooks before the handler, compression of a copy not yet made)';
      lines.push(`Public read ${r.scenario} on ${database}: ${(ratio(r) * 100).toFixed(0)}% of hello-world's req/s, BELOW TARGET (≥ 50%): ${why}.`);
    }
  }
  return lines;
}

async function foundation(started: Date, databaseUrl?: string): Promise<Row[]> {
  const rows: Row[] = [];
  const pageDir = mkdtempSync(path.join(os.tmpdir(), 'tlt-bench-page-'));
  tmpDirs.add(pageDir);
  const pageFile = path.join(pageDir, 'page.json');
  // hello-world stays up (idle) while the real server runs, and is measured again between the landing page's rows.
  const helloServer = await startHello();
  try {
    const again = () => measureHello(helloServer, 'hello-again');
    rows.push(await measureHello(helloServer, 'hello'));
    rows.push(...(await benchServer('PGlite', again, undefined, pageFile)));
    if (databaseUrl) rows.push(...(await benchServer('PostgreSQL', again, databaseUrl)));
  } finally {
    await stopChild(helloServer.child);
  }
  // The same bytes from bare Fastify: what sending the page's 10 kB and headers costs by itself.
  const pageServer = await startHello(pageFile);
  try {
    rows.push(await measureHello(pageServer, 'hello-page'));
  } finally {
    await stopChild(pageServer.child);
  }
  rmSync(pageDir, { recursive: true, force: true });
  tmpDirs.delete(pageDir);
  const hello = meanHello(rows);

  const verdicts: string[] = [];
  const barePage = rows.find((r) => r.scenario === 'hello-page');
  for (const database of new Set(rows.filter((r) => r.scenario === 'page').map((r) => r.database))) {
    const pages = rows.filter((r) => (r.scenario === 'page' || r.scenario === 'page-again') && r.database === database);
    const page = meanOf(pages);
    const ratio = page.rps / hello.rps;
    // Issue 28 §9: a kept page, now an ordinary Fastify route, within 2× hello-world's server CPU per request.
    const cpuRatio = page.cpuMsPerReq !== undefined && hello.cpuMsPerReq ? page.cpuMsPerReq / hello.cpuMsPerReq : undefined;
    verdicts.push(`Landing page on ${database} (mean of its ${pages.length} rows): ${(ratio * 100).toFixed(0)}% of hello-world's req/s (target ≥ 60%)${ratio < 0.6 ? ', BELOW TARGET' : ''}; ` +
      `server CPU per request ${cpuRatio === undefined ? '?' : cpuRatio.toFixed(2)}× hello-world's (target ≤ 2×${cpuRatio !== undefined && cpuRatio > 2 ? ', BELOW TARGET' : ''}), ` +
      `server capacity ${capacityVsHello(page, hello)} of hello-world's` +
      (barePage ? `; ${((page.rps / barePage.rps) * 100).toFixed(0)}% of bare Fastify sending the same bytes (${((barePage.rps / hello.rps) * 100).toFixed(0)}% of hello-world).` : '.'));
  }
  // Issue 31 §1: each public read kept in memory at least half of hello-world's req/s, on each database.
  verdicts.push(...publicReadVerdicts(rows, hello));
  const authPg = rows.find((r) => r.scenario === 'auth' && r.database === 'PostgreSQL');
  if (authPg) {
    const ratio = authPg.rps / hello.rps;
    // Issue 31 §5: the authenticated call at least half of hello-world's req/s with wrk on PostgreSQL.
    verdicts.push(`Authenticated call on PostgreSQL: ${(ratio * 100).toFixed(0)}% of hello-world (target ≥ 50%)${ratio < 0.5 ? ', BELOW TARGET' : ''}; ` +
      `server capacity ${capacityVsHello(authPg, hello)} of hello-world's.`);
  }

  console.log('');
  console.log(table(rows, hello));
  for (const v of verdicts) console.log(v);
  writeResults(rows, hello, started, verdicts);
  return rows;
}

async function feed(started: Date, databaseUrl?: string): Promise<Row[]> {
  // BENCH_FEED_DATABASES=postgres skips the PGlite rows while iterating (the report then has PostgreSQL only).
  const which = (process.env.BENCH_FEED_DATABASES ?? 'pglite,postgres').split(',');
  const rows = which.includes('pglite') ? await benchFeed('PGlite') : [];
  if (databaseUrl && which.includes('postgres')) rows.push(...(await benchFeed('PostgreSQL', databaseUrl)));
  console.log('');
  console.log(feedTable(rows));
  const notes: string[] = [];
  for (const db of ['PGlite', 'PostgreSQL']) {
    const first = rows.find((r) => r.scenario === 'feed-first' && r.database === db && r.connections === CONNECTIONS);
    const deep = rows.find((r) => r.scenario === 'feed-deep' && r.database === db && r.connections === CONNECTIONS);
    if (!first || !deep) continue;
    // Issue 31 §2: PGlite page 1 ≥ 1,500 req/s with p99 ≤ 100 ms; PostgreSQL p99 ≤ 30 ms; deep pages within 1.2× of page 1.
    const ratio = deep.p99 / Math.max(first.p99, 1);
    const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
    const line = `${db}: page 1,000 p99 ${deep.p99} ms = ${ratio.toFixed(2)}× the first page's ${first.p99} ms (target ≤ 1.2×: ${met(ratio <= 1.2)})` +
      (db === 'PostgreSQL'
        ? `; feed p99 ${Math.max(first.p99, deep.p99)} ms (target ≤ 30 ms: ${met(Math.max(first.p99, deep.p99) <= 30)})`
        : `; first page ${fmt(first.rps)} req/s (target ≥ 1,500: ${met(first.rps >= 1500)}), p99 ${first.p99} ms (target ≤ 100 ms: ${met(first.p99 <= 100)})`) +
      ` at load ${first.load ? first.load[0] : '?'}`;
    console.log(line);
    notes.push(`- ${line}.`);
    const first1 = rows.find((r) => r.scenario === 'feed-first' && r.database === db && r.connections === 1);
    const deep1 = rows.find((r) => r.scenario === 'feed-deep' && r.database === db && r.connections === 1);
    if (first1 && deep1) {
      const one = `${db}, one connection (a request's own time, no queue): p50 ${first1.p50} / ${deep1.p50} ms, p99 ${first1.p99} / ${deep1.p99} ms (first page / page 1,000)`;
      console.log(one);
      notes.push(`- ${one}.`);
    }
  }
  writeFeedResults(rows, started, notes.length ? ['', ...notes] : []);
  return rows;
}

// ---------------------------------------------------------------- main
async function main(): Promise<void> {
  const started = new Date();
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const only = process.env.BENCH_ONLY;
  if (only && !['foundation', 'feed', 'limits', 'fanout', 'backoffice', 'startup'].includes(only)) {
    throw new Error('BENCH_ONLY must be foundation, feed, limits, fanout, backoffice or startup');
  }
  console.log(
    `bench: ${os.availableParallelism()} cores, Node ${process.version}, ${CONNECTIONS} connections, ` +
      `${WARMUP}s warm-up + ${SECONDS}s per scenario${databaseUrl ? ', PGlite and PostgreSQL' : ', PGlite only (set DATABASE_URL for PostgreSQL)'}` +
      `, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`,
  );
  const rows: Row[] = [];
  if (!only || only === 'foundation') rows.push(...(await foundation(started, databaseUrl)));
  if (!only || only === 'feed') rows.push(...(await feed(started, databaseUrl)));
  if (!only || only === 'limits') rows.push(...(await limits(started, databaseUrl)));
  if (!only || only === 'backoffice') rows.push(...(await backoffice(started, databaseUrl)));
  if (!only || only === 'startup') await startup(started);
  if (!only || only === 'fanout') {
    const missed = fanoutProblems(await fanout(started, databaseUrl));
    if (missed.length) {
      console.error(`fan-out: streams missed a notification or were ended: ${missed.join(', ')}`);
      process.exitCode = 1;
    }
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
