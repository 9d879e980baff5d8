import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { testOptIns } from './test-opt-ins.ts';
import { type Database, openPglite, openPostgres } from '../src/db/client.ts';

/**
 * The API suite runs on in-memory PGlite, or on a real PostgreSQL server when
 * TEST_DATABASE_URL is set (each test file gets a database of its own).
 */
export const onPostgres = !!process.env.TEST_DATABASE_URL;

export async function testDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    // From the migrated template of test/global-setup.ts when there is one (not in tests run without it).
    const template = inject('pgliteTemplate');
    const db = await openPglite(null, template ? new Blob([fs.readFileSync(template)]) : undefined);
    await db.migrate();
    return db;
  }
  const scratch = await scratchDatabase(adminUrl);
  const db = openPostgres(scratch.url, 5);
  await db.migrate();
  const close = db.close;
  db.close = async () => {
    await close();
    await scratch.drop();
  };
  return db;
}

/** An empty database of its own on the PostgreSQL server of `adminUrl`, and how to drop it. */
export async function scratchDatabase(adminUrl: string, prefix = 't'): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

export function testConfig(env: Record<string, string> = {}, limits: Partial<Config['limits']> = {}): Config {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: path.join(os.tmpdir(), `tlt-test-${randomBytes(4).toString('hex')}`),
    RATE_LIMIT_PER_MIN: '0',
    ...testOptIns(env),
    ...env,
  });
  config.limits = { ...config.limits, loginPerIpPerMin: 1000, loginFailuresPerEmailAndIpPer15Min: 1000, loginFailuresPerIpPerHour: 1000, sensitivePerMin: 1000, ...limits };
  return config;
}

let fileDatabase: Promise<Database> | undefined;
const fileCleanups: Array<() => Promise<unknown>> = [];

/** Runs `cleanup` when the current test file's tests are over (test/per-file.ts). */
export function atFileEnd(cleanup: () => Promise<unknown>): void {
  fileCleanups.push(cleanup);
}

/**
 * Closes what the file opened, newest first (apps before their database); test/per-file.ts calls it
 * after each file. Files share a worker's module cache (vitest.config.ts does not isolate them), so
 * this is what keeps each file's database its own, even when a file first asks for it in a test.
 */
export async function closeFileResources(): Promise<void> {
  fileDatabase = undefined;
  for (const cleanup of fileCleanups.splice(0).reverse()) await cleanup();
}

/** One database per test file, opened on first use and closed after the file's tests. */
function sharedDatabase(): Promise<Database> {
  if (!fileDatabase) {
    const opened = (fileDatabase = testDatabase());
    atFileEnd(async () => (await opened).close());
  }
  return fileDatabase;
}

/** Apps built on each database so far: the first uses the job queue's usual schema. */
const appsOn = new WeakMap<Database, number>();

/**
 * A built app, closed after the file's tests. Apps of one file share its database
 * unless `fresh` asks for an empty one of their own.
 *
 * Each app has a job queue of its own (a pg-boss schema of its own beside the first app's), so an
 * app with other settings (SMTP, PUBLIC_URL, DATA_DIR) never works another's mail; and no schedule
 * runs unless `jobs` asks (a test sends the job it means to run).
 */
export async function testApp(
  o: { env?: Record<string, string>; limits?: Partial<Config['limits']>; fresh?: boolean } & BuildOptions = {},
): Promise<FastifyInstance> {
  let database = o.database;
  if (!database && o.fresh) {
    const own = (database = await testDatabase());
    atFileEnd(() => own.close());
  }
  database ??= await sharedDatabase();
  const n = (appsOn.get(database) ?? 0) + 1;
  appsOn.set(database, n);
  const jobs = { schedule: false, ...(n > 1 ? { schema: `pgboss_app${n}` } : {}), ...o.jobs };
  const app = await buildApp(testConfig(o.env, o.limits), { bootstrap: false, checkSerializers: true, ...o, database, jobs });
  atFileEnd(() => app.close());
  return app;
}

/** inject() with the envelope parsed. */
export async function call<T = any>(app: FastifyInstance, opts: InjectOptions & { token?: string }) {
  const { token, ...rest } = opts;
  const res = await app.inject({
    ...rest,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...rest.headers },
  });
  let body: { status: boolean; code: number; data?: T; message?: string } | undefined;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { res, status: res.statusCode, body: body!, raw: res.body };
}
