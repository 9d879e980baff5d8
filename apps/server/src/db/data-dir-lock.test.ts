import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

// The DATA_DIR lock's takeover rules (issue 27 §7); real processes in test/server-process.test.ts.
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A lock as a holder leaves it, its owner written by hand. */
function plantLock(dir: string, owner: object) {
  fs.mkdirSync(path.join(dir, '.pglite.lock'));
  fs.writeFileSync(path.join(dir, '.pglite.lock', 'owner.json'), JSON.stringify(owner));
}
const pidNs = () => fs.readlinkSync('/proc/self/ns/pid');

describe('lockDataDir', () => {
  it('refuses at once while a live holder has it, and is free again once released', async () => {
    const dir = tempDir();
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('keeps its lock across refreshes (writing the owner in it does not make it look taken)', async () => {
    const dir = tempDir();
    const errors = vi.spyOn(console, 'error');
    try {
      const release = await lockDataDir(dir);
      const lock = path.join(dir, '.pglite.lock');
      const first = fs.statSync(lock).mtimeMs;
      // The holder refreshes every 5 s: poll until a refresh has happened (or the lock was given up).
      for (let i = 0; i < 300 && fs.statSync(lock).mtimeMs === first && !errors.mock.calls.length; i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(errors.mock.calls.flat().join('\n')).not.toContain('DATA_DIR lock lost');
      expect(fs.statSync(lock).mtimeMs).toBeGreaterThan(first);
      await release();
    } finally {
      errors.mockRestore();
    }
  }, 60_000);

  describe.skipIf(!fs.existsSync('/proc/self/stat'))('on Linux', () => {
    it('takes over at once the fresh lock of a process that is gone', async () => {
      const dir = tempDir();
      // A pid far above pid_max (4,194,304 at most) names no process.
      plantLock(dir, { pid: 99_999_999, host: os.hostname(), pidNs: pidNs(), start: 'x:1' });
      const release = await lockDataDir(dir);
      await release();
    });

    it('takes over the lock of a pid now used by another process (it started at another time)', async () => {
      const dir = tempDir();
      plantLock(dir, { pid: process.ppid, host: os.hostname(), pidNs: pidNs(), start: 'another-boot:1' });
      const release = await lockDataDir(dir);
      await release();
    });

    it('refuses a lock whose holder is a live process on this host (its pid and start time match)', async () => {
      const dir = tempDir();
      plantLock(dir, { pid: process.ppid, host: os.hostname(), pidNs: pidNs(), start: startOfParent() });
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
      // Even when its refresh is late (its event loop held up on a busy machine): it is alive.
      const minuteAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(path.join(dir, '.pglite.lock'), minuteAgo, minuteAgo);
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirBusyError);
    });

    it('takes over a lock whose holder cannot be seen (another host) once it is stale', async () => {
      const dir = tempDir();
      plantLock(dir, { pid: process.ppid, host: 'another-host', pidNs: pidNs(), start: startOfParent() });
      const minuteAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(path.join(dir, '.pglite.lock'), minuteAgo, minuteAgo);
      const release = await lockDataDir(dir);
      await release();
    });
  });
});

/** The parent's start as /proc shows it (boot id and field 22), written independently of the code. */
function startOfParent(): string {
  const stat = fs.readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return `${fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${fields[19]}`;
}
