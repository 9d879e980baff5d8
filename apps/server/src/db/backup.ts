import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { localUploadsDir } from '../adapters/storage/index.ts';
import { IMAGE_KEY } from '../adapters/storage/types.ts';
import {
  BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type Manifest, packBackup, sha256, sha256OfFile, unpackBackup,
} from './backup-archive.ts';
import { fetchBackupFromServer } from './backup-socket.ts';
import { type Database, openPglite, openPostgres } from './client.ts';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';
import { openDatabase, pgliteDir } from './open.ts';
import { posts, users } from './schema/index.ts';

export { BackupError } from './backup-archive.ts';

const run = promisify(execFile);
export type BackupConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'storage'>;

/** DATA_DIR files that travel with the database: the Web Push keys generated outside production. */
const DATA_DIR_FILES = ['vapid.json'];
/** What may already be in DATA_DIR when restoring into it: the backups folder (the file may sit there). */
const RESTORE_MAY_FIND = new Set(['backups', '.pglite.lock', 'lost+found']);

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-').slice(0, 23);
/** `<dir>/tlt-<kind>-<ISO time>.tar`: name order is time order. */
export const backupFileIn = (dir: string, kind: 'backup' | 'nightly' = 'backup') => path.join(dir, `tlt-${kind}-${stamp()}.tar`);

/** pg_dump/pg_restore, whose failures never repeat the command line (the URL holds the password). */
async function pgTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new BackupError(`${tool} is not installed: backups of PostgreSQL need its client programs (Debian: postgresql-client) of the server's major version or newer.`);
    // Never e.message: it starts with the command line, URL and password included.
    throw new BackupError(`${tool} failed (exit ${e.code}): ${(e.stderr ?? '').trim().split('\n').slice(-3).join(' ')}`);
  }
}

/** The app's version (when the package has one) and its last applied migration's tag. */
async function appVersion(database: Database): Promise<Manifest['app']> {
  let version: string | null = null;
  try {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../../package.json'), 'utf8'));
    version = typeof pkg.version === 'string' ? pkg.version : null;
  } catch {
    // a deployment without the root package.json
  }
  let migration: string | null = null;
  try {
    const journal = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] };
    const { rows } = await database.db.execute<{ m: string | null }>(sql`select max(created_at)::text as m from drizzle.__drizzle_migrations`);
    const last = Number(rows[0]?.m);
    migration = journal.entries.find((e) => e.when === last)?.tag ?? null;
  } catch {
    // an unmigrated database: nothing to name
  }
  return { version, migration };
}

/** The dump of the open database, written to `file`: PGlite's data directory, or pg_dump's custom format. */
async function dumpDatabase(database: Database, file: string): Promise<Manifest['database']['dump']> {
  if (database.kind === 'postgres') {
    await pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${database.url}`]);
    return 'pg_dump-custom';
  }
  const pglite = database.pglite!;
  // Written pages on disk first; then the copy is taken while no statement runs (PGlite's own
  // mutex) and no transaction is open (holding the transaction lock), so it opens like a clean stop.
  await pglite.exec('CHECKPOINT');
  const blob = await pglite.transaction(() => pglite.dumpDataDir('gzip'));
  // Streamed out of the Blob: no second copy of the whole dump in memory.
  await pipeline(Readable.fromWeb(blob.stream() as never), fs.createWriteStream(file, { mode: 0o600 }));
  return 'pglite-datadir';
}

async function countRows(database: Database) {
  const n = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;
  return {
    users: await n(database.db.select({ n: count() }).from(users)),
    members: await n(database.db.select({ n: count() }).from(users).where(eq(users.userType, 'normal'))),
    posts: await n(database.db.select({ n: count() }).from(posts)),
  };
}

async function listImages(config: BackupConfig) {
  const dir = path.join(localUploadsDir(config), 'images');
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch {
    return [];
  }
  return names.map((name) => `images/${name}`).filter((key) => IMAGE_KEY.test(key)).sort()
    .map((key) => ({ key, file: path.join(localUploadsDir(config), key) }));
}

/**
 * Writes one backup of the open database and the site's files to `out`. The dump comes first and
 * the images are listed after it, so every image a backed-up post names is in the file (images
 * are never changed or removed: their names are their content's hash).
 */
export async function writeBackup(out: Writable, config: BackupConfig, database: Database): Promise<Manifest> {
  const tmp = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'tlt-backup-'));
  try {
    const dbName = database.kind === 'pglite' ? 'database.tar.gz' : 'database.pgdump';
    const databaseFile = path.join(tmp, dbName);
    const dump = await dumpDatabase(database, databaseFile);
    const images = config.storage.kind === 'local' ? await listImages(config) : [];
    const files: { name: string; bytes: Buffer }[] = [];
    for (const name of DATA_DIR_FILES) {
      const f = path.join(config.dataDir, name);
      if (fs.existsSync(f)) files.push({ name, bytes: await fs.promises.readFile(f) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      app: await appVersion(database),
      database: {
        name: dbName, kind: database.kind, dump,
        bytes: (await fs.promises.stat(databaseFile)).size, sha256: await sha256OfFile(databaseFile),
      },
      counts: { ...(await countRows(database)), images: images.length },
      images: config.storage.kind === 's3'
        ? { storage: 's3', bucket: config.storage.bucket, endpoint: config.storage.endpoint ?? null,
            note: 'The uploaded images are not in this file: they stay in this S3 bucket, which keeps its own copies.' }
        : { storage: 'local' },
      files: files.map((f) => ({ name: f.name, bytes: f.bytes.length, sha256: sha256(f.bytes) })),
    };
    await packBackup(out, { manifest, databaseFile, files, images });
    return manifest;
  } finally {
    await fs.promises.rm(tmp, { recursive: true, force: true });
  }
}

/**
 * Writes a backup to `file` through `<file>.partial`, read back and checked whole before it takes
 * its name: a file with a backup's name is always a complete one.
 */
export async function writeBackupFile(file: string, produce: (out: Writable) => Promise<unknown>): Promise<Manifest> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  try {
    await produce(fs.createWriteStream(partial, { mode: 0o600 }));
    const { manifest } = await unpackBackup(partial);
    await fs.promises.rename(partial, file);
    return manifest;
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
}

/**
 * `npm run db:backup`. The embedded database: the running server writes it (its backup socket),
 * or, with no server running, this process opens it under the DATA_DIR lock. PostgreSQL: pg_dump,
 * from here, whatever runs.
 */
/** `byServer`: the running server wrote it (the embedded database's backup socket); otherwise this process did. */
export async function backupDatabase(config: BackupConfig, file: string): Promise<{ file: string; manifest: Manifest; byServer: boolean }> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, 2);
    try {
      return { file, manifest: await writeBackupFile(file, (out) => writeBackup(out, config, database)), byServer: false };
    } finally {
      await database.close();
    }
  }
  let byServer = false;
  const manifest = await writeBackupFile(file, async (out) => {
    byServer = await fetchBackupFromServer(config.dataDir, out);
    if (byServer) return;
    let database: Database;
    try {
      database = await openDatabase(config);
    } catch (err) {
      if (err instanceof DataDirBusyError)
        throw new BackupError(`A server holds ${config.dataDir} but does not answer on its backup socket (an older version, or DATA_DIR's path is too long for a socket): stop it, or upgrade it, and try again.`);
      throw err;
    }
    try {
      await writeBackup(out, config, database);
    } finally {
      await database.close();
    }
  });
  return { file, manifest, byServer };
}

const RUNNING = (dir: string) => `A server is running on ${dir}: stop it before restoring (a restore goes into an empty DATA_DIR, never under a running site).`;

/** What DATA_DIR holds besides what a restore may find there. */
function contentsOf(dir: string): string[] {
  try {
    return fs.readdirSync(dir).filter((name) => !RESTORE_MAY_FIND.has(name));
  } catch {
    return [];
  }
}

/**
 * `npm run db:restore -- FILE`: into an empty DATA_DIR (the embedded database) or an empty
 * PostgreSQL database, never over data. The file is checked whole before anything is moved into
 * place, and what was written is removed when it fails.
 */
export async function restoreDatabase(config: BackupConfig, file: string): Promise<Manifest> {
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  fs.mkdirSync(config.dataDir, { recursive: true });
  let release: (() => Promise<void>) | undefined;
  if (!config.databaseUrl) {
    try {
      release = await lockDataDir(config.dataDir);
    } catch (err) {
      if (err instanceof DataDirBusyError) throw new BackupError(RUNNING(config.dataDir));
      throw err;
    }
  }
  const staging = path.join(config.dataDir, `.restoring-${randomBytes(4).toString('hex')}`);
  try {
    // The database first: on PostgreSQL a running site shows there.
    if (config.databaseUrl) await refuseNonEmptyPostgres(config.databaseUrl);
    const present = contentsOf(config.dataDir);
    if (present.length)
      throw new BackupError(`${config.dataDir} is not empty (it holds ${present.join(', ')}): restore into an empty DATA_DIR, or move this one aside first.`);
    fs.mkdirSync(staging, { mode: 0o700 });
    const backup = await unpackBackup(file, staging);
    const { manifest } = backup;
    if (manifest.database.kind === 'pglite' && config.databaseUrl)
      throw new BackupError('This backup is of the embedded database: unset DATABASE_URL to restore it.');
    if (manifest.database.kind === 'postgres' && !config.databaseUrl)
      throw new BackupError('This backup is of a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it.');

    if (manifest.database.kind === 'pglite') {
      const incoming = path.join(staging, 'pgdata');
      const restored = await openPglite(incoming, new Blob([await fs.promises.readFile(backup.databaseFile)]));
      try {
        await restored.ping();
      } finally {
        await restored.close();
      }
      fs.renameSync(incoming, pgliteDir(config));
    } else {
      await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`, backup.databaseFile]);
    }
    if (backup.images.length) fs.renameSync(path.join(staging, 'uploads'), localUploadsDir(config));
    for (const [name, bytes] of backup.files) fs.writeFileSync(path.join(config.dataDir, name), bytes, { mode: 0o600 });
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
    await release?.();
  }
}

async function refuseNonEmptyPostgres(url: string) {
  const database = openPostgres(url, 1);
  try {
    const { rows } = await database.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.tables
      where table_schema not in ('pg_catalog', 'information_schema')`);
    if (rows[0].n > 0)
      throw new BackupError('The database at DATABASE_URL already has tables (a running site, or an earlier restore): restore into a new, empty database.');
  } finally {
    await database.close();
  }
}
