import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backupDatabase, restoreDatabase } from './backup.ts';
import type { Db } from './client.ts';
import { openDatabase } from './open.ts';
import { users } from './schema/index.ts';

const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** A bare row is all a backup needs to carry; the users module's rules are not under test here. */
const insertUser = (db: Db, u: { name: string; email: string }) =>
  db.insert(users).values({ ...u, passwordHash: 'not-a-hash' });

async function roundTrip(config: { dataDir: string; databaseUrl?: string }) {
  let database = await openDatabase(config);
  await insertUser(database.db, { name: 'Kept', email: 'kept@example.com' });
  await database.close();

  const file = await backupDatabase(config, path.join(config.dataDir, 'backups', 'b.dump'));
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  database = await openDatabase(config);
  await database.db.delete(users).where(eq(users.email, 'kept@example.com'));
  await insertUser(database.db, { name: 'Later', email: 'later@example.com' });
  await database.close();

  await restoreDatabase(config, file);
  database = await openDatabase(config);
  const emails = (await database.db.select({ e: users.email }).from(users)).map((r) => r.e);
  await database.close();
  return emails;
}

describe('db:backup and db:restore', () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)('round-trips the embedded database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-backup-'));
    try {
      const emails = await roundTrip({ dataDir });
      expect(emails).toContain('kept@example.com');
      expect(emails).not.toContain('later@example.com');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // The embedded database opened and migrated three times, a backup and a restore between: about
    // 10 s alone, over 30 s on a loaded two-core machine (a CI run beside other work). A limit, not a measure.
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL || !hasPgDump)('round-trips PostgreSQL with pg_dump/pg_restore', async () => {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `backup_${Date.now()}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-backup-'));
    try {
      const emails = await roundTrip({ dataDir, databaseUrl: url.toString() });
      expect(emails).toContain('kept@example.com');
      expect(emails).not.toContain('later@example.com');
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
