import path from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupError, restoreDatabase } from '../db/backup.ts';

// npm run db:restore -- FILE: into an empty DATA_DIR (or an empty PostgreSQL database), server stopped.
if (!process.argv[2]) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(64);
}
// npm runs this in apps/server: a relative FILE is the caller's (INIT_CWD, where npm was started).
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]);
try {
  const manifest = await restoreDatabase(loadConfig(), file);
  const c = manifest.counts;
  console.log(`Restored from ${file} (written ${manifest.createdAt}): ${c.users} users, ${c.posts} posts, ${c.images} images.`);
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(`Cannot restore: ${err.message}`);
  process.exit(1);
}
