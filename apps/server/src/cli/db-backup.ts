import { loadConfig } from '../config.ts';
import { backupDatabase } from '../db/backup.ts';

// npm run db:backup [-- FILE]
const file = await backupDatabase(loadConfig(), process.argv[2]);
console.log(`Backup written to ${file}`);
