import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Config } from '../config.ts';
import { openPglite } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { openDatabase, pgliteDir } from './open.ts';

const run = promisify(execFile);
type DbConfig = Pick<Config, 'dataDir' | 'databaseUrl'>;

export function defaultBackupFile(config: DbConfig) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
  const ext = config.databaseUrl ? 'pgdump' : 'tar.gz';
  return path.join(config.dataDir, 'backups', `tlt-${stamp}.${ext}`);
}

/**
 * Embedded database: a gzipped copy of PGlite's data directory, taken under the
 * DATA_DIR lock (so the server must be stopped). PostgreSQL: pg_dump's custom format.
 */
export async function backupDatabase(config: DbConfig, file = defaultBackupFile(config)): Promise<string> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (config.databaseUrl) {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, config.databaseUrl]);
    return file;
  }
  const database = await openDatabase(config);
  try {
    const blob = await database.pglite!.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await database.close();
  }
  return file;
}

/** Replaces the database with a backup. The embedded one keeps the old files beside it. */
export async function restoreDatabase(config: DbConfig, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No such backup file: ${file}`);
  if (config.databaseUrl) {
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction',
      `--dbname=${config.databaseUrl}`, file]);
    return;
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const dir = pgliteDir(config);
    const incoming = `${dir}.restoring`;
    fs.rmSync(incoming, { recursive: true, force: true });
    const restored = await openPglite(incoming, new Blob([fs.readFileSync(file)]));
    await restored.ping();
    await restored.close();
    if (fs.existsSync(dir)) fs.renameSync(dir, `${dir}.before-restore-${Date.now()}`);
    fs.renameSync(incoming, dir);
  } finally {
    await release();
  }
}
