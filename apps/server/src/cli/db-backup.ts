import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, backupDatabase, backupFileIn } from '../db/backup.ts';

// npm run db:backup [-- FILE]: works while the server runs (docs/decisions/0049-backups.md).
// npm runs this in apps/server: a relative FILE is the caller's (INIT_CWD, where npm was started).
const target = process.argv[2] ? path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : undefined;
try {
  const config = loadConfig();
  const { file, manifest, byServer } = await backupDatabase(config, target ?? backupFileIn(config.backups.dir));
  const c = manifest.counts;
  const images = manifest.images.storage === 's3' ? `images stay in S3 bucket ${manifest.images.bucket}` : `${c.images} images`;
  console.log(`Backup written to ${file}${byServer ? ' (by the running server)' : ''}: ${c.users} users, ${c.posts} posts, ${images}.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Cannot back up: ${err.message}`);
  process.exit(1);
}
