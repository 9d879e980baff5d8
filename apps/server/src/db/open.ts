import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

/** Open the configured database and apply migrations. On-disk PGlite holds the DATA_DIR lock. */
export async function openDatabase(config: Pick<Config, 'dataDir' | 'databaseUrl' | 'memoryDb'>): Promise<Database> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl);
    await database.migrate();
    return database;
  }
  if (config.memoryDb) {
    const database = await openPglite(null);
    await database.migrate();
    return database;
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const database = await openPglite(pgliteDir(config));
    await database.migrate();
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        await release();
      }
    };
    return database;
  } catch (err) {
    await release();
    throw err;
  }
}
