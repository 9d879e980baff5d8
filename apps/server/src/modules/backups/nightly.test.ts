import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackBackup } from '../../db/backup-archive.ts';
import { atFileEnd, testApp } from '../../../test/helper.ts';
import { s3Server } from '../../../test/s3.ts';
import { NIGHTLY_BACKUP_QUEUE } from './plugin.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-nightly-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const app = await testApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });

/** Runs the nightly job the way its schedule does, through the queue. */
async function night(a: FastifyInstance = app) {
  await a.jobs.send(NIGHTLY_BACKUP_QUEUE);
  // Generous: the dump, the queue and the check share one PGlite on a shared machine.
  await a.jobs.drain({ timeoutMs: 120_000 });
}

describe('the nightly backup (issue 28 §7)', () => {
  it('writes a checked backup into BACKUP_DIR each night and keeps the newest BACKUP_KEEP, leaving other files alone', { timeout: 300_000 }, async () => {
    fs.writeFileSync(path.join(dir, 'tlt-backup-2026-01-01T00-00-00-000.tar'), 'a manual backup: not the job\'s to remove');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'the operator\'s');
    // A night's file left half written two days ago (its process died), and one being written now.
    const dead = 'tlt-nightly-2026-01-01T02-30-00-000.tar.0a1b2c3d.partial';
    const writing = 'tlt-nightly-2026-01-02T02-30-00-000.tar.4e5f6a7b.partial';
    for (const n of [dead, writing]) fs.writeFileSync(path.join(dir, n), 'half');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600_000);
    fs.utimesSync(path.join(dir, dead), twoDaysAgo, twoDaysAgo);
    const nightly = () => fs.readdirSync(dir).filter((n) => n.startsWith('tlt-nightly-') && n.endsWith('.tar')).sort();

    await night();
    const [firstNight] = nightly();
    expect(nightly()).toHaveLength(1);
    await night();
    await night();
    const kept = nightly();
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(firstNight);
    expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(['tlt-backup-2026-01-01T00-00-00-000.tar', 'notes.txt']));
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([writing]);
    for (const name of kept) {
      const { manifest } = await unpackBackup(path.join(dir, name));
      expect(manifest).toMatchObject({ database: { kind: app.database.kind }, images: { storage: 'local' } });
    }
  });

  it('with STORAGE=s3, copies each night to the bucket under backups/, keeps BACKUP_KEEP there too, and says the images stay in the bucket', { timeout: 300_000 }, async () => {
    const s3 = await s3Server();
    atFileEnd(() => s3.close());
    const localDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-nightly-s3-'));
    atFileEnd(async () => fs.rmSync(localDir, { recursive: true, force: true }));
    const onS3 = await testApp({ env: { ...s3.env, BACKUP_DIR: localDir, BACKUP_KEEP: '2' } });
    for (let i = 0; i < 3; i++) await night(onS3);

    const client = new S3Client({
      region: 'us-east-1', endpoint: s3.env.S3_ENDPOINT, forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    try {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.env.S3_BUCKET, Prefix: 'backups/' }));
      const local = fs.readdirSync(localDir).sort();
      expect(local).toHaveLength(2);
      expect((listed.Contents ?? []).map((o) => o.Key).sort()).toEqual(local.map((n) => `backups/${n}`));
      // The copy is the same bytes as the file, and a valid backup that points at the bucket.
      const newest = local[1];
      const got = await client.send(new GetObjectCommand({ Bucket: s3.env.S3_BUCKET, Key: `backups/${newest}` }));
      const copy = Buffer.from(await got.Body!.transformToByteArray());
      expect(copy.equals(fs.readFileSync(path.join(localDir, newest)))).toBe(true);
      const { manifest } = await unpackBackup(path.join(localDir, newest));
      expect(manifest.images).toMatchObject({ storage: 's3', bucket: s3.env.S3_BUCKET, endpoint: s3.env.S3_ENDPOINT });
      expect(manifest.counts.images).toBe(0);
    } finally {
      client.destroy();
    }
  });
});
