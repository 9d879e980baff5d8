import fs from 'node:fs';
import { openPglite } from '../db/client.ts';

// Run by apps/server/build.mjs once the bundle is built: `node dist/db-template.js OUT_FILE` writes a
// migrated, empty database that a new data folder starts from (db/open.ts, docs/decisions/0078-start-fast.md).
// The server's own opening and migrating, so the template cannot differ from what a first start makes.
const out = process.argv[2];
if (!out) {
  console.error('Usage: node dist/db-template.js OUT_FILE');
  process.exit(64);
}
const database = await openPglite(null);
try {
  await database.migrate();
  const blob = await database.pglite!.dumpDataDir('gzip');
  fs.writeFileSync(out, Buffer.from(await blob.arrayBuffer()));
} finally {
  await database.close();
}
