import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

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
  /** Checkpoint (PGlite) and close. */
  close(): Promise<void>;
  /** PGlite only: the raw client (backup/restore, the job queue). */
  pglite?: PGlite;
  /** PostgreSQL only: the connection string (the job queue opens a small pool of its own). */
  url?: string;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  // pg_trgm serves the members search (issue 13); PostgreSQL ships it as a trusted extension.
  const client = await PGlite.create(dataDir ?? undefined, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      let live = true;
      return {
        live: () => live && !client.closed,
        close: async () => {
          if (live && !client.closed) await stop();
          live = false;
        },
      };
    },
    close: async () => {
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
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    live = true;
  };
  const schedule = () => {
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
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    url,
    // One process migrates at a time when several start together.
    migrate: async () => {
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
      return l;
    },
    close: async () => {
      await Promise.all([...listeners].map((l) => l.close()));
      if (!pool.ended) await pool.end();
    },
  };
}
