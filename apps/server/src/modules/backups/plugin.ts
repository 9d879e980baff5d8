import type { FastifyInstance } from 'fastify';
import { writeBackup } from '../../db/backup.ts';
import { type BackupSocket, serveBackupSocket } from '../../db/backup-socket.ts';
import { pgliteDir } from '../../db/open.ts';
import { runNightlyBackup } from './nightly.ts';

export const NIGHTLY_BACKUP_QUEUE = 'backups.nightly';

/**
 * Backups an operator can run while the site runs (issue 28 §7, docs/decisions/0049-backups.md):
 * on the embedded database this process answers `npm run db:backup` on DATA_DIR's backup socket;
 * and every night (BACKUP_CRON, India time) the job queue writes one into BACKUP_DIR, once however
 * many processes run. A failed night is retried twice, ten minutes apart.
 */
export default async function backups(app: FastifyInstance) {
  const { config, database } = app;
  await app.jobs.work(NIGHTLY_BACKUP_QUEUE, () => runNightlyBackup(config, database, app.log), {
    retryLimit: 2, retryDelay: 600, expireInSeconds: 3600, pollSeconds: 300,
  });
  if (config.backups.keep > 0) await app.jobs.schedule(NIGHTLY_BACKUP_QUEUE, config.backups.cron);

  // Only the process holding DATA_DIR's embedded database (not an in-memory one, nor a test's borrowed one).
  if (database.kind !== 'pglite' || database.pglite?.dataDir !== pgliteDir(config)) return;
  let socket: BackupSocket | null = null;
  app.addHook('onReady', async () => {
    socket = await serveBackupSocket(config.dataDir, (out) => writeBackup(out, config, database).then(() => {}),
      (err) => app.log.error({ err }, 'backup for db:backup failed'));
    if (!socket) app.log.warn('DATA_DIR\'s path is too long for a unix socket: `npm run db:backup` cannot reach this server (stop it to back up)');
  });
  // Fastify runs onClose hooks newest first: the socket closes before the database does.
  app.addHook('onClose', async () => socket?.close());
}
