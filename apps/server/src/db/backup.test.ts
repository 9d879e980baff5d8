import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import tar from 'tar-stream';
import { BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { MANIFEST } from './backup-archive.ts';
import type { Db } from './client.ts';
import { openDatabase } from './open.ts';
import { users } from './schema/index.ts';
import { hasPgDump } from '../../test/process.ts';
import { tempDirs } from '../../test/temp-dirs.ts';


/** A bare row is all a backup needs to carry; the users module's rules are not under test here. */
const insertUser = (db: Db, u: { name: string; email: string }) =>
  db.insert(users).values({ ...u, passwordHash: 'not-a-hash' });

const local = { kind: 'local' as const };
const tmpDir = tempDirs('tlt-backup-');

/** An image as the upload service stores it: its name is the sha256 of its bytes. */
function putImage(dataDir: string, bytes: Buffer) {
  const key = `images/${createHash('sha256').update(bytes).digest('hex')}.webp`;
  fs.mkdirSync(path.join(dataDir, 'uploads', 'images'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'uploads', key), bytes);
  return key;
}

/** A database with one user and one image, stopped, and a backup of it made offline. */
async function embeddedBackup() {
  const dataDir = tmpDir();
  const database = await openDatabase({ dataDir });
  await insertUser(database.db, { name: 'Kept', email: 'kept@example.com' });
  await database.close();
  const key = putImage(dataDir, Buffer.from('pretend webp bytes'));
  fs.writeFileSync(path.join(dataDir, 'vapid.json'), '{"publicKey":"p","privateKey":"k"}');
  const { file, manifest, byServer } = await backupDatabase({ dataDir, storage: local }, path.join(tmpDir(), 'b.tar'));
  return { dataDir, key, file, manifest, byServer };
}

async function emailsIn(dataDir: string, databaseUrl?: string) {
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return (await database.db.select({ e: users.email }).from(users)).map((r) => r.e);
  } finally {
    await database.close();
  }
}

describe.skipIf(!!process.env.TEST_DATABASE_URL)('db:backup and db:restore on the embedded database', () => {
  // Each case opens and migrates the embedded database two or three times: about 10 s alone, over
  // 30 s on a loaded two-core machine (a CI run beside other work). A limit, not a measure.
  const SLOW = 120_000;
  let made: Awaited<ReturnType<typeof embeddedBackup>>;

  it('writes one file with a manifest, the database, the images and vapid.json, and restores all of them into an empty DATA_DIR', async () => {
    made = await embeddedBackup();
    expect(made.byServer).toBe(false);
    expect(made.manifest).toMatchObject({
      format: 'the-lazy-trader-backup', formatVersion: 1,
      database: { kind: 'pglite', dump: 'pglite-datadir' },
      counts: { users: 1, members: 1, posts: 0, images: 1 },
      images: { storage: 'local' },
      files: [{ name: 'vapid.json' }],
    });
    expect(made.manifest.app.migration).toMatch(/^\d{4}_/);

    const fresh = tmpDir();
    fs.mkdirSync(path.join(fresh, 'backups')); // the file may wait in DATA_DIR/backups
    await restoreDatabase({ dataDir: fresh, storage: local }, made.file);
    expect(await emailsIn(fresh)).toEqual(['kept@example.com']);
    expect(fs.readFileSync(path.join(fresh, 'uploads', made.key), 'utf8')).toBe('pretend webp bytes');
    expect(fs.readFileSync(path.join(fresh, 'vapid.json'), 'utf8')).toContain('publicKey');
  }, SLOW);

  it('refuses a DATA_DIR that holds anything, and leaves it as it was', async () => {
    const used = tmpDir();
    fs.mkdirSync(path.join(used, 'uploads'));
    const before = fs.readdirSync(used);
    await expect(restoreDatabase({ dataDir: used, storage: local }, made.file)).rejects.toThrow(
      new BackupError(`${used} is not empty (it holds uploads): restore into an empty DATA_DIR, or move this one aside first.`),
    );
    expect(fs.readdirSync(used)).toEqual(before);
  });

  it('refuses a damaged file (a byte changed, or cut short) and a foreign one, and writes nothing', async () => {
    const bytes = fs.readFileSync(made.file);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(bytes.length / 2)] ^= 0xff;
    const cut = bytes.subarray(0, Math.floor(bytes.length * 0.7));
    for (const [name, content] of [['flipped.tar', flipped], ['cut.tar', cut]] as const) {
      const f = path.join(tmpDir(), name);
      fs.writeFileSync(f, content);
      const target = tmpDir();
      await expect(restoreDatabase({ dataDir: target, storage: local }, f)).rejects.toThrow(/^The backup file is damaged \(.+\); use another copy\.$/);
      expect(fs.readdirSync(target)).toEqual([]);
    }

    // Not a tar at all, and a tar without our manifest.
    const text = path.join(tmpDir(), 'notes.txt');
    fs.writeFileSync(text, 'hello '.repeat(400));
    const otherTar = path.join(tmpDir(), 'other.tar');
    const pack = tar.pack();
    pack.entry({ name: 'readme.md' }, 'not ours');
    pack.finalize();
    const chunks: Buffer[] = [];
    for await (const c of pack) chunks.push(Buffer.from(c as Uint8Array));
    fs.writeFileSync(otherTar, Buffer.concat(chunks));
    for (const f of [text, otherTar]) {
      await expect(restoreDatabase({ dataDir: tmpDir(), storage: local }, f)).rejects.toThrow(
        'This is not a backup made by `npm run db:backup` (no manifest of The Lazy Trader at its start).',
      );
    }
    // A manifest of a format this app does not know.
    const future = path.join(tmpDir(), 'future.tar');
    const p2 = tar.pack();
    p2.entry({ name: MANIFEST }, JSON.stringify({ format: 'the-lazy-trader-backup', formatVersion: 9 }));
    p2.finalize();
    const c2: Buffer[] = [];
    for await (const c of p2) c2.push(Buffer.from(c as Uint8Array));
    fs.writeFileSync(future, Buffer.concat(c2));
    await expect(restoreDatabase({ dataDir: tmpDir(), storage: local }, future)).rejects.toThrow(
      'This backup is of format 9; this version of the app reads format 1.',
    );
  }, SLOW);
});

describe.skipIf(!process.env.TEST_DATABASE_URL || !hasPgDump)('db:backup and db:restore on PostgreSQL (pg_dump/pg_restore)', () => {
  it('round-trips into a new, empty database and refuses one with tables', async () => {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const names = [`backup_${Date.now()}`, `restore_${Date.now()}`];
    for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
    const urlOf = (n: string) => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${n}`;
      return url.toString();
    };
    try {
      const source = { dataDir: tmpDir(), databaseUrl: urlOf(names[0]), storage: local };
      const database = await openDatabase(source);
      await insertUser(database.db, { name: 'Kept', email: 'kept@example.com' });
      await database.close();
      putImage(source.dataDir, Buffer.from('an image'));
      const { file, manifest } = await backupDatabase(source, path.join(tmpDir(), 'pg.tar'));
      expect(manifest).toMatchObject({ database: { kind: 'postgres', dump: 'pg_dump-custom' }, counts: { users: 1, images: 1 } });

      await expect(restoreDatabase({ ...source, dataDir: tmpDir() }, file)).rejects.toThrow(
        'The database at DATABASE_URL already has tables (a running site, or an earlier restore): restore into a new, empty database.',
      );
      const target = { dataDir: tmpDir(), databaseUrl: urlOf(names[1]), storage: local };
      await restoreDatabase(target, file);
      expect(await emailsIn(target.dataDir, target.databaseUrl)).toEqual(['kept@example.com']);
      expect(fs.readdirSync(path.join(target.dataDir, 'uploads', 'images'))).toHaveLength(1);
    } finally {
      for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);

  it("says why pg_dump failed without repeating its command line (the URL's password)", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.password = 'not-to-be-logged-9';
    url.pathname = '/no_such_database_here';
    const err = await backupDatabase({ dataDir: tmpDir(), databaseUrl: url.toString(), storage: local }, path.join(tmpDir(), 'x.tar'))
      .catch((e: unknown) => e as Error);
    expect(err).toBeInstanceOf(BackupError);
    expect((err as Error).message).toMatch(/^pg_dump failed \(exit 1\): .*no_such_database_here/);
    expect((err as Error).message).not.toContain('not-to-be-logged-9');
  });
});
