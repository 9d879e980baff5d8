import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { isBrokenHandleError } from '../lib/db-errors.ts';
import * as schema from './schema/index.ts';

/** What `execute` answers on both drivers: node-postgres's QueryResult and PGlite's Results both carry `rows`. */
interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

/**
 * The database or a transaction in it, on either driver, with no cast: drizzle's PgTransaction
 * extends PgDatabase with the same parameters, and PGlite's and node-postgres's databases both fit.
 * A function that may run inside the caller's transaction takes a Db.
 */
export type Db = PgDatabase<RowsResultHKT, typeof schema>;

/** A LISTEN subscription. While not live, messages may be missed: callers must not trust caches. */
export interface Listener {
  live(): boolean;
  close(): Promise<void>;
}

/** The one adapter seam between the embedded database and a PostgreSQL server. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * NOTIFY messages on `channel` from any process. `onGap` runs when the subscription
   * dropped and messages may have been lost; it reconnects by itself.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<Listener>;
  /** Whether every LISTEN subscription taken and not closed is live now (readiness, GET /api/health/ready). */
  listening(): boolean;
  /** PostgreSQL only: the app pool's connections (metrics); PGlite has one in-process connection. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /** Checkpoint (PGlite) and close. */
  close(): Promise<void>;
  /**
   * PGlite on disk only: `fn` runs each time the instance was reopened after its files failed
   * (the job queue rebuilds itself on the new one). PostgreSQL's pools replace broken connections themselves.
   */
  onReopen?(fn: () => void): void;
  /** PGlite on disk only: `fn` hears each reopen that failed (it is tried again by a later statement). */
  onReopenFailed?(fn: (err: unknown) => void): void;
  /** PGlite only: the raw client (backup/restore, the job queue). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string (the job queue opens a small pool of its own). */
  url?: string;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** When the newest migration was written: drizzle's journal `when`, which its migrator stores as `created_at`. */
function newestMigration(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * Whether every migration is applied: one row read instead of the migrator's reading and hashing of
 * every file and its schema statements (docs/decisions/0078-start-fast.md). The migrator applies a
 * migration when the newest `created_at` is older than the migration's `when`: none is when it is not.
 * A database without the table (a first start) is not up to date.
 */
export async function migrationsApplied(read: (text: string) => Promise<{ rows: unknown[] }>): Promise<boolean> {
  let last: { created_at: string | number | null } | undefined;
  try {
    ({ rows: [last] } = (await read('select max(created_at) as created_at from drizzle.__drizzle_migrations')) as { rows: { created_at: string | number | null }[] });
  } catch {
    return false;
  }
  return last?.created_at != null && Number(last.created_at) >= newestMigration();
}

/** The PGlite methods that run statements: a broken-handle failure from one reopens the instance. */
const RUNS_SQL = new Set(['query', 'exec', 'sql', 'transaction']);

/**
 * PGlite's own start parameters, plus a smaller buffer cache: PostgreSQL's default shared_buffers
 * (128 MB) grew PGlite's WebAssembly memory to about 190 MB, which never shrinks, for a cache that
 * the operating system's page cache already keeps under the files (PGlite reads them through it).
 * 16 MB keeps the memory at the module's fixed initial 128 MB, most of it untouched (docs/decisions/0051-compiled-build.md).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/**
 * Opens an instance and checks that pg_trgm's library came with it: PGlite logs a failed read of an
 * extension's bundle and opens without it (a reopen short of descriptors), and the members search
 * would then fail until the next reopen.
 */
async function createPglite(dataDir: string | undefined, loadDataDir?: Blob, check = false) {
  // pg_trgm serves the members search (issue 13); PostgreSQL ships it as a trusted extension.
  const instance = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: PGLITE_START_PARAMS,
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  if (check) {
    try {
      await instance.query(`select similarity('a', 'a')`);
    } catch (err) {
      await instance.close().catch(() => {});
      throw err;
    }
  }
  return instance;
}

/** Descriptors a reopen asks to be free first: an instance holds about a hundred of its files open. */
const REOPEN_DESCRIPTORS = 256;

/** Whether `n` descriptors can be opened now (closed again at once). */
function descriptorsFree(n: number): boolean {
  const fds: number[] = [];
  try {
    for (let i = 0; i < n; i++) fds.push(fs.openSync(os.devNull, 'r'));
    return true;
  } catch {
    return false;
  } finally {
    for (const fd of fds) fs.closeSync(fd);
  }
}

export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  let client = await createPglite(dataDir ?? undefined, loadDataDir);
  let reopening: Promise<void> | undefined;
  let closed = false;
  const reopened: (() => void)[] = [];
  const reopenFailed: ((err: unknown) => void)[] = [];
  const running = new Set<Promise<unknown>>();
  const listening = new Set<{ channel: string; onMessage: (payload: string) => void; stop: () => Promise<void> }>();
  const subscriptions = new Set<Listener>();

  /**
   * On disk only (an in-memory instance would lose its data): the broken instance is closed and a
   * new one opened on the same files, which replays the WAL, so every committed write is kept. The
   * DATA_DIR lock stays held by this process throughout. LISTENs are taken again on the new one.
   */
  const reopen = () => {
    if (!dataDir || closed) return;
    reopening ??= (async () => {
      // Statements already sent finish on the old instance first: closed under them, their promises
      // would never settle (the job queue's worker would wait on one for good). Bounded, in case one
      // waits on something that waits on the reopening.
      await Promise.race([Promise.allSettled([...running]), sleep(10_000)]);
      await client.close().catch(() => {});
      try {
        // PGlite starts reading its extension's bundle early and awaits it late: a read failed for
        // want of a descriptor is an unhandled rejection meanwhile (seen in CI), which ends a server
        // process. So no try while descriptors are short; the tries go on until they are back.
        if (!descriptorsFree(REOPEN_DESCRIPTORS)) throw new Error(`fewer than ${REOPEN_DESCRIPTORS} file descriptors free`);
        const next = await createPglite(dataDir, undefined, true);
        try {
          for (const l of listening) l.stop = await next.listen(l.channel, l.onMessage);
        } catch (err) {
          // Never two instances on one folder: the half-ready one goes before the next try.
          await next.close().catch(() => {});
          throw err;
        }
        client = next;
        for (const fn of reopened) fn();
      } catch (err) {
        // Still out of descriptors (the flood goes on): the closed instance stays, so the next
        // statement is refused (503) and tries again; callers wait out this pause first, so the
        // tries come at most about once a second. A rejection here would end the process.
        for (const fn of reopenFailed) fn(err);
        await sleep(1000);
      }
    })().finally(() => {
      reopening = undefined;
    });
  };

  // Everyone (drizzle, the job queue, backups) holds this stand-in, which forwards to the instance of the moment.
  const pglite = new Proxy(client, {
    get(_target, prop) {
      if (prop === 'listen') {
        return async (channel: string, onMessage: (payload: string) => void) => {
          const entry = { channel, onMessage, stop: await client.listen(channel, onMessage) };
          listening.add(entry);
          return async () => {
            listening.delete(entry);
            if (!client.closed) await entry.stop();
          };
        };
      }
      const value = Reflect.get(client, prop, client);
      if (typeof value !== 'function') return value;
      if (!RUNS_SQL.has(prop as string)) return value.bind(client);
      return async (...args: unknown[]) => {
        while (reopening) await reopening.catch(() => {});
        const call = (client as unknown as Record<string, (...a: unknown[]) => Promise<unknown>>)[prop as string](...args);
        running.add(call);
        try {
          return await call;
        } catch (err) {
          if (isBrokenHandleError(err)) reopen();
          throw err;
        } finally {
          running.delete(call);
        }
      };
    },
  });
  const driver = drizzlePglite(pglite, { schema });
  const db: Db = driver;
  return {
    kind: 'pglite',
    db,
    pglite,
    onReopen: (fn) => void reopened.push(fn),
    onReopenFailed: (fn) => void reopenFailed.push(fn),
    migrate: async () => {
      if (await migrationsApplied((text) => pglite.query(text))) return;
      await migratePglite(driver, { migrationsFolder });
    },
    ping: async () => void (await pglite.query('select 1')),
    listen: async (channel, onMessage) => {
      const stop = await pglite.listen(channel, onMessage);
      let live = true;
      const listener: Listener = {
        live: () => live && !pglite.closed && !reopening,
        close: async () => {
          subscriptions.delete(listener);
          if (live && !pglite.closed) await stop();
          live = false;
        },
      };
      subscriptions.add(listener);
      return listener;
    },
    listening: () => [...subscriptions].every((l) => l.live()),
    close: async () => {
      closed = true;
      await reopening?.catch(() => {});
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

/** LISTEN needs a connection of its own, outside the pool; it reconnects after a loss. */
async function pgListen(url: string, channel: string, onMessage: (p: string) => void, onGap: () => void): Promise<Listener> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (m) => m.channel === channel && onMessage(m.payload ?? ''));
    c.on('error', () => {});
    c.on('end', () => {
      if (client !== c) return;
      live = false;
      onGap();
      if (!closed) schedule();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      await c.end().catch(() => {});
      throw err;
    }
    // Closed while this reconnect was under way: its connection would keep the process alive.
    if (closed) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    live = true;
  };
  const schedule = () => {
    if (closed) return;
    retry = setTimeout(() => connect().catch(schedule), 1000);
    retry.unref();
  };
  await connect();
  return {
    live: () => live,
    close: async () => {
      closed = true;
      live = false;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({
    connectionString: url, max,
    // pg-pool awaits a promise from onConnect before it hands the new client out (its types say
    // void), so this SET runs first and alone: a 'connect' listener's query could overlap the
    // caller's first one, which pg deprecates (and pg 9 refuses).
    onConnect: async (client) => void (await client.query('set plan_cache_mode = force_generic_plan')),
  });
  // Named prepared statements (the feed's) keep one generic plan per connection. Left to choose,
  // PostgreSQL re-planned them on every call: a generic plan cannot see `offset $n`/`limit $n` and
  // looks costlier than the custom one (docs/decisions/0009-feed-paging.md). Unnamed statements,
  // everything else, are always planned for their values and are not affected. A SET, not a
  // startup option, so a pooler that refuses startup options still connects (onConnect above).

  // An idle client losing its server must not crash the process.
  pool.on('error', () => {});
  const listeners = new Set<Listener>();
  const db: Db = drizzlePg(pool, { schema });
  return {
    kind: 'postgres',
    db,
    url,
    // One process migrates at a time when several start together.
    migrate: async () => {
      if (await migrationsApplied((text) => pool.query(text))) return;
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock(7240001)');
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock(7240001)').catch(() => {});
        client.release();
      }
    },
    ping: async () => void (await db.execute(sql`select 1`)),
    listen: async (channel, onMessage, onGap) => {
      const l = await pgListen(url, channel, onMessage, onGap);
      listeners.add(l);
      return { live: l.live, close: async () => {
        listeners.delete(l);
        await l.close();
      } };
    },
    listening: () => [...listeners].every((l) => l.live()),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((l) => l.close()));
      if (!pool.ended) await pool.end();
    },
  };
}
