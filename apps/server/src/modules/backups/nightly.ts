import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { backupFileIn, writeBackup, writeBackupFile } from '../../db/backup.ts';
import type { Database } from '../../db/client.ts';

/** The nightly files' names (backupFileIn): only these are pruned. */
const NIGHTLY_FILE = /^tlt-nightly-[0-9T-]+\.tar$/;
/** A night's file while it is written (writeBackupFile): left behind only when the process died. */
const NIGHTLY_PARTIAL = /^tlt-nightly-[0-9T-]+\.tar\.[0-9a-f]+\.partial$/;
const DAY_MS = 24 * 3600_000;

/**
 * Keeps the newest `keep` nightly files in `dir`, and removes a night's partial file over a day old
 * (its process died writing it); other files there (a manual db:backup's) are never touched.
 */
export function pruneNightly(dir: string, keep: number): string[] {
  const names = fs.readdirSync(dir);
  const nightly = names.filter((n) => NIGHTLY_FILE.test(n)).sort();
  const old = nightly.slice(0, Math.max(0, nightly.length - keep));
  const dead = names.filter((n) => NIGHTLY_PARTIAL.test(n) && Date.now() - fs.statSync(path.join(dir, n)).mtimeMs > DAY_MS);
  for (const n of [...old, ...dead]) fs.rmSync(path.join(dir, n), { force: true });
  return [...old, ...dead];
}

/**
 * One nightly backup: written (and checked) into BACKUP_DIR, the oldest beyond BACKUP_KEEP removed,
 * and with STORAGE=s3 a copy put in the bucket under backups/, pruned to the same count there.
 */
export async function runNightlyBackup(config: Config, database: Database, log: FastifyBaseLogger) {
  const { dir, keep } = config.backups;
  if (keep === 0) return { skipped: 'BACKUP_KEEP=0' };
  const file = backupFileIn(dir, 'nightly');
  const manifest = await writeBackupFile(file, (out) => writeBackup(out, config, database));
  const removed = pruneNightly(dir, keep);
  let copy: string | undefined;
  if (config.storage.kind === 's3') {
    const { s3BackupShelf } = await import('../../adapters/storage/s3.ts');
    const shelf = s3BackupShelf(config.storage);
    try {
      copy = await shelf.put(path.basename(file), file);
      await shelf.prune('tlt-nightly-', keep);
    } finally {
      shelf.close();
    }
  }
  log.info({ file, counts: manifest.counts, removed: removed.length, copy }, 'nightly backup written');
  return { file, counts: manifest.counts, removed, copy };
}
