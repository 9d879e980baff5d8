import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirBusyError extends Error {
  constructor(dir: string) {
    super(
      `Another process is already using the embedded database in ${dir}. ` +
        'PGlite allows one process per DATA_DIR: stop the other process first, ' +
        'or point DATABASE_URL at a PostgreSQL server to run several.',
    );
  }
}

/**
 * The holder refreshes the lock's time every UPDATE_MS; a lock whose holder cannot be seen is stale
 * once not refreshed for STALE_MS. Staleness is judged here, not by proper-lockfile (told a day): a
 * holder on this host whose event loop stalls past 15 s (a busy machine) is alive and keeps its lock.
 */
const STALE_MS = 15_000;
const UPDATE_MS = 5_000;
const LIBRARY_STALE_MS = 24 * 3600_000;
/** The holder's identity, written inside the lock directory once it is taken. */
const OWNER_FILE = 'owner.json';

interface Owner {
  pid: number;
  host: string;
  /** The pid namespace (Linux): a pid means the same process only inside the same one. */
  pidNs: string | null;
  /** Boot id and start time of the process (Linux): a reused pid has another. */
  start: string | null;
}

function pidNamespace(): string | null {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

/** When a process started, as "boot id:clock ticks since boot" (field 22 of /proc/<pid>/stat). */
function startOf(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' '); // the name in (...) may hold spaces
    const boot = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return fields[19] ? `${boot}:${fields[19]}` : null;
  } catch {
    return null;
  }
}

const self = (): Owner => ({ pid: process.pid, host: os.hostname(), pidNs: pidNamespace(), start: startOf(process.pid) });

function readOwner(lockDir: string): string | null {
  try {
    return fs.readFileSync(path.join(lockDir, OWNER_FILE), 'utf8');
  } catch {
    return null;
  }
}

/** Locks this process holds: its own pid in a lock means alive only if it is one of these. */
const heldHere = new Set<string>();

/**
 * Whether the lock's holder is gone, alive, or out of sight (another host or pid namespace, or no
 * owner written yet: then only the lock's age tells, as proper-lockfile judges it).
 */
function holder(text: string | null, lockDir: string): 'gone' | 'alive' | 'unknown' {
  let owner: Owner;
  try {
    owner = JSON.parse(text ?? '') as Owner;
  } catch {
    return 'unknown';
  }
  const me = self();
  if (typeof owner.pid !== 'number' || owner.host !== me.host || owner.pidNs !== me.pidNs) return 'unknown';
  if (owner.pid === me.pid) return heldHere.has(lockDir) ? 'alive' : 'gone'; // an earlier process had our pid
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return 'gone';
  }
  // Alive (or not ours to signal): the same process only if it started when the owner did.
  const now = startOf(owner.pid);
  return owner.start && now && now !== owner.start ? 'gone' : 'alive';
}

/** Not refreshed for STALE_MS (a vanished lock counts: the next try takes it). */
function stale(lockDir: string): boolean {
  try {
    return Date.now() - fs.statSync(lockDir).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

/**
 * Removes a dead holder's lock, but only the one judged: it is moved aside first (atomic), and put
 * back if what was moved is not it (another process took the lock over meanwhile).
 */
function takeOver(lockDir: string, judged: string | null): boolean {
  const aside = `${lockDir}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(lockDir, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return true; // already gone: try again
    throw err;
  }
  if (readOwner(aside) === judged) {
    fs.rmSync(aside, { recursive: true, force: true });
    return true;
  }
  try {
    fs.renameSync(aside, lockDir);
  } catch {
    // a third process holds it now; the one moved aside learns of it by its refresh (onCompromised)
  }
  return false;
}

/** proper-lockfile removes its lock with rmdir; ours holds the owner file too. */
const lockFs = {
  ...fs,
  rmdir: (p: string, cb: (err: NodeJS.ErrnoException | null) => void) => fs.rm(p, { recursive: true }, cb),
  rmdirSync: (p: string) => fs.rmSync(p, { recursive: true }),
};

/**
 * PGlite has no lock of its own and two writers corrupt its files, so the process holding DATA_DIR
 * keeps a lock (a directory, refreshed every 5 s) with its pid, host and start time inside. A lock
 * whose process is gone (killed with SIGKILL, say) is taken over at once; one whose process is alive
 * is refused at once, even when its refresh is late; one whose process cannot be seen (another
 * host or container, or no owner written yet) is waited for until it is stale (15 s without a refresh).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  const lockDir = path.join(dir, '.pglite.lock');
  const waitUntil = Date.now() + STALE_MS + 2 * UPDATE_MS;
  for (;;) {
    try {
      const release = await lockfile.lock(dir, {
        lockfilePath: lockDir,
        stale: LIBRARY_STALE_MS,
        update: UPDATE_MS,
        realpath: false,
        fs: lockFs,
        onCompromised: (err) => console.error(`DATA_DIR lock lost: ${err.message}`),
      });
      try {
        // Writing into the directory changes its time, which proper-lockfile reads as the lock
        // taken from it ("Unable to update lock"): its time is put back as the library set it.
        const { atime, mtime } = fs.statSync(lockDir);
        fs.writeFileSync(path.join(lockDir, OWNER_FILE), JSON.stringify(self()));
        fs.utimesSync(lockDir, atime, mtime);
      } catch {
        await release().catch(() => {});
        throw new DataDirBusyError(dir); // moved aside by a process that judged an older holder: a race lost
      }
      heldHere.add(lockDir);
      return async () => {
        heldHere.delete(lockDir);
        // A lock not refreshed in time (the event loop held up past STALE_MS: a busy machine) counts
        // as released; its directory is left, naming this process, for the next start to take over.
        await release().catch((err: NodeJS.ErrnoException) => {
          if (err.code !== 'ERELEASED') throw err;
        });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    }
    const text = readOwner(lockDir);
    const verdict = holder(text, lockDir);
    if (verdict === 'alive') throw new DataDirBusyError(dir);
    if (verdict === 'gone') {
      if (!takeOver(lockDir, text)) throw new DataDirBusyError(dir);
      continue;
    }
    if (stale(lockDir)) {
      if (!takeOver(lockDir, text)) throw new DataDirBusyError(dir);
      continue;
    }
    if (Date.now() > waitUntil) throw new DataDirBusyError(dir);
    await new Promise((r) => setTimeout(r, 500)); // poll until the unseen holder's lock goes stale
  }
}
