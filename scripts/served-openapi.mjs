/**
 * The API description exactly as GET /api/docs/json serves it, without a listening port: the app is
 * built as the tests build it (in-memory PGlite, no jobs), asked through inject, and closed.
 * Shared by scripts/lint-openapi.mjs (Redocly) and scripts/api-types.mjs (the web's generated types).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The description's JSON text, from an app built on an empty in-memory database under `dataDir`. */
export async function servedDescription(dataDir) {
  register();
  const { buildApp } = await import(path.join(root, 'apps/server/src/app.ts'));
  const { loadConfig } = await import(path.join(root, 'apps/server/src/config.ts'));
  const { openPglite } = await import(path.join(root, 'apps/server/src/db/client.ts'));
  // The environment's defaults (the global rate limit on), so the description is the one a deployment serves.
  const config = loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const database = await openPglite(null);
  await database.migrate();
  const app = await buildApp(config, { bootstrap: false, database, jobs: { schedule: false } });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.body;
  } finally {
    await app.close();
    await database.close();
  }
}
