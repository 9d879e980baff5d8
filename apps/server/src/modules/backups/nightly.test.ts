import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { unpackBackup } from '../../db/backup-archive.ts';
import { testApp } from '../../../test/helper.ts';
import { NIGHTLY_BACKUP_QUEUE } from './plugin.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-nightly-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const app = await testApp({ env: { BACKUP_DIR: dir, BACKUP_KEEP: '2' } });

/** Runs the nightly job the way its schedule does, through the queue. */
async function night() {
  await app.jobs.send(NIGHTLY_BACKUP_QUEUE);
  // Generous: the dump, the queue and the check share one PGlite on a shared machine.
  await app.jobs.drain({ timeoutMs: 120_000 });
}

describe('the nightly backup (issue 28 §7)', () => {
  it('writes a checked backup into BACKUP_DIR each night and keeps the newest BACKUP_KEEP, leaving other files alone', { timeout: 300_000 }, async () => {
    fs.writeFileSync(path.join(dir, 'tlt-backup-2026-01-01T00-00-00-000.tar'), 'a manual backup: not the job\'s to remove');
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'the operator\'s');
    const nightly = () => fs.readdirSync(dir).filter((n) => n.startsWith('tlt-nightly-')).sort();

    await night();
    const [firstNight] = nightly();
    expect(nightly()).toHaveLength(1);
    await night();
    await night();
    const kept = nightly();
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(firstNight);
    expect(fs.readdirSync(dir)).toEqual(expect.arrayContaining(['tlt-backup-2026-01-01T00-00-00-000.tar', 'notes.txt']));
    expect(fs.readdirSync(dir).filter((n) => n.endsWith('.partial'))).toEqual([]);
    for (const name of kept) {
      const { manifest } = await unpackBackup(path.join(dir, name));
      expect(manifest).toMatchObject({ database: { kind: app.database.kind }, images: { storage: 'local' } });
    }
  });
});
