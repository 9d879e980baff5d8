import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The one adapter seam between the embedded database and a PostgreSQL server. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Checkpoint (PGlite) and close. */
  close(): Promise<void>;
  /** PGlite only: the raw client (backup/restore). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export async function openPglite(dataDir: string | null, loadDataDir?: Blob): Promise<Database> {
  const client = await PGlite.create(dataDir ?? undefined, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => void (await client.query('select 1')),
    close: async () => {
      if (client.closed) return;
      await client.exec('CHECKPOINT');
      await client.close();
    },
  };
}

export function openPostgres(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
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
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}
