import { loadConfig } from '../config.ts';
import { BackupError, backupDatabase } from '../db/backup.ts';

// npm run db:backup [-- FILE]: works while the server runs (docs/decisions/00XX-backups.md).
try {
  const { file, manifest, online } = await backupDatabase(loadConfig(), process.argv[2]);
  const c = manifest.counts;
  const images = manifest.images.storage === 's3' ? `images stay in S3 bucket ${manifest.images.bucket}` : `${c.images} images`;
  console.log(`Backup written to ${file}${online ? ' (by the running server)' : ''}: ${c.users} users, ${c.posts} posts, ${images}.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Cannot back up: ${err.message}`);
  process.exit(1);
}
