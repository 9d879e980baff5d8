import { loadConfig } from '../config.ts';
import { restoreDatabase } from '../db/backup.ts';

// npm run db:restore -- FILE
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(64);
}
await restoreDatabase(loadConfig(), file);
console.log(`Restored from ${file}`);
