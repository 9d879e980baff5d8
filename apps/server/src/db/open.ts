import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export const pgliteDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'pgdata');

/**
 * The build's migrated, empty database (apps/server/build.mjs; not in development): a new data folder
 * starts from it instead of PGlite's initdb (docs/decisions/0078-start-fast.md). The migrations then
 * find themselves applied, or apply what is newer.
 */
const TEMPLATE = path.join(import.meta.dirname, 'pgdata-template.tar.gz');

async function newFolderTemplate(dir: string): Promise<Blob | undefined> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION')) || !fs.existsSync(TEMPLATE)) return undefined;
  return new Blob([await fs.promises.readFile(TEMPLATE)]);
}

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
    const dir = pgliteDir(config);
    const database = await openPglite(dir, await newFolderTemplate(dir));
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
