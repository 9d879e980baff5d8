// Proves the rule of eslint/no-db-casts.js bites on a cast to Db and leaves other casts and Db annotations alone.
// Run: node --test 'eslint/*.test.mjs' (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.dirname(import.meta.dirname);
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

const HEAD = "import type { Db } from '../../db/client.ts';\ndeclare const db: Db;\n";

test('a cast to Db is refused in the server, its source and its tests', async () => {
  for (const [file, source] of [
    ['apps/server/src/modules/billing/x.ts', `${HEAD}export const f = () => db.transaction(async (trx) => trx as unknown as Db);\n`],
    ['apps/server/src/modules/billing/x.test.ts', `${HEAD}export const t = db as Db;\n`],
  ]) assert.equal((await refusals(file, source)).length, 1, `${file}: ${source}`);
});

test('a Db annotation and other casts stay allowed', async () => {
  assert.deepEqual(await refusals('apps/server/src/modules/billing/x.ts',
    `${HEAD}export const f = (tx: Db = db) => tx;\nexport const n = 1 as unknown as string;\n`), []);
});
