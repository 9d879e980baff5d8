import fs from 'node:fs';
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
 * PGlite has no lock of its own and two writers corrupt its files, so the process
 * holding DATA_DIR keeps a lock (refreshed every 5 s, stale after 15 s if it died).
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: path.join(dir, '.pglite.lock'),
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: (err) => console.error(`DATA_DIR lock lost: ${err.message}`),
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirBusyError(dir);
    throw err;
  }
}
