import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite } from '../src/db/client.ts';
import { installJobsSchema } from '../src/plugins/jobs.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty embedded database as a data-dir dump; unset on PostgreSQL runs. */
    pgliteTemplate?: string;
  }
}

/**
 * Migrate once, copy per file: creating an in-memory PGlite runs initdb inside WebAssembly
 * (2.5–5 s on this machine), while loading a dump of one takes about 1 s. Each test file's
 * database starts from this dump (test/helper.ts), then runs the migrator, a no-op on it. The
 * job queue's schema is in it too (pg-boss installs it in about 0.2 s).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const db = await openPglite(null);
  await db.migrate();
  await installJobsSchema(db);
  const dump = await db.pglite!.dumpDataDir('none');
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-template-')), 'pgdata.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
