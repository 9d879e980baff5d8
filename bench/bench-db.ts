/**
 * What the seeded benches share (feed, back-office, fan-out, limits): a database of their own, the
 * server started on it, their data seeded into it, and the CPU its PostgreSQL backends use.
 */
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import path from 'node:path';
import pg from 'pg';
import { type Child, cpuMs, freePort, profArgs, serverEnv, startChild, stopChild, waitReady, waitSettled } from './lib.ts';

export type Kind = 'PGlite' | 'PostgreSQL';
/** Runs one SQL statement (PGlite exec, pg query). */
export type Exec = (statement: string) => Promise<unknown>;

async function withClient<T>(url: string, body: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await body(c);
  } finally {
    await c.end();
  }
}

export async function adminQuery(url: string, text: string): Promise<void> {
  await withClient(url, (c) => c.query(text));
}

/**
 * Runs `body` on a PostgreSQL database of its own, `name`, in the cluster of `databaseUrl` (dropped
 * afterwards), or with no URL (PGlite) when there is no `databaseUrl`.
 */
export async function withBenchDatabase<T>(name: string, databaseUrl: string | undefined, body: (url: string | undefined) => Promise<T>): Promise<T> {
  if (!databaseUrl) return body(undefined);
  await adminQuery(databaseUrl, `create database ${name}`);
  const u = new URL(databaseUrl);
  u.pathname = `/${name}`;
  try {
    return await body(u.toString());
  } finally {
    await adminQuery(databaseUrl, `drop database if exists ${name} with (force)`).catch(() => {});
  }
}

/** The server stopped, so nothing else holds its folder (apps/server/src/db/open.ts: DATA_DIR/pgdata). */
export async function seedPgliteDir<T>(dataDir: string, seed: (exec: Exec) => Promise<T>, options?: PGliteOptions): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pgdata'), options);
  try {
    return await seed((s) => db.exec(s));
  } finally {
    await db.exec('CHECKPOINT');
    await db.close();
  }
}

export const seedPostgres = <T>(url: string, seed: (exec: Exec) => Promise<T>): Promise<T> => withClient(url, (c) => seed((s) => c.query(s)));

async function startServer(database: Kind, dataDir: string, databaseUrl?: string): Promise<{ child: Child; base: string }> {
  const port = await freePort();
  const child = startChild(`server (${database})`, 'apps/server/src/server.ts', serverEnv(port, dataDir, databaseUrl), profArgs());
  const base = `http://127.0.0.1:${port}`;
  const t0 = Date.now();
  await waitReady(child, `${base}/api/health/ready`, 180_000);
  console.log(`  server on ${database} ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  console.log(`  server settled (under 5% of a core) after ${(await waitSettled(child.proc.pid)).toFixed(0)} s more`);
  return { child, base };
}

/**
 * The server on `url` (PostgreSQL, seeded while it runs) or on PGlite in `dataDir` (it starts once to
 * migrate and seed the demo logins, stops while `seed` fills its folder, and starts again).
 * `seed` answers the seconds it took; `what` names the data in the log line.
 */
export async function startSeededServer(
  database: Kind, dataDir: string, url: string | undefined, what: string,
  seed: (exec: Exec) => Promise<number>, pgliteOptions?: PGliteOptions,
): Promise<{ child: Child; base: string }> {
  const s = await startServer(database, dataDir, url);
  if (url) {
    console.log(`  seeded ${what} into PostgreSQL in ${(await seedPostgres(url, seed)).toFixed(1)} s`);
    return s;
  }
  await stopChild(s.child);
  console.log(`  seeded ${what} into PGlite in ${(await seedPgliteDir(dataDir, seed, pgliteOptions)).toFixed(1)} s`);
  return startServer(database, dataDir);
}

/**
 * CPU ms used so far by each backend connected to `url`'s database, read from /proc (the cluster
 * runs on this machine). Backends come and go with the server's pool, so a measurement sums the
 * growth of those alive at both ends plus all of those that appeared in between.
 */
function backendsCpu(url: string): () => Promise<Map<number, number>> {
  return () => withClient(url, async (c) => {
    const { rows } = await c.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const byPid = new Map<number, number>();
    for (const r of rows) {
      const ms = cpuMs(r.pid);
      if (ms !== undefined) byPid.set(r.pid, ms);
    }
    return byPid;
  });
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

/** Runs `statements` in order through any executor; answers the seconds taken. */
export async function runSeed(statements: readonly string[], exec: Exec): Promise<number> {
  const t0 = Date.now();
  for (const s of statements) await exec(s);
  return (Date.now() - t0) / 1000;
}
