// Proves each boundary rule of eslint/boundaries.js bites: a deliberately wrong import of every
// kind is linted as if it lived in the tree, and must be reported; the allowed neighbour must not.
// Run: node --test eslint/ (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.dirname(import.meta.dirname);
// The files linted here do not exist, and import/no-cycle (which reads the file from disk) fails on them.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });

/** Lints `source` as if it were the file `file` (which need not exist) and returns the boundary errors. */
async function boundaryErrors(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths');
}

/** A real source file of `dir` (so the import resolves), as a path relative to `fromDir`. */
function realFileIn(dir, fromDir) {
  const entries = readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true });
  const file = entries.find((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.includes('.test.'));
  assert.ok(file, `no source file under ${dir}`);
  const relative = path.relative(path.join(ROOT, fromDir), path.join(file.parentPath, file.name));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

const importOf = (specifier) => `import * as m from '${specifier}';\nexport default m;\n`;

async function assertBites(file, target) {
  const errors = await boundaryErrors(file, importOf(target));
  assert.equal(errors.length, 1, `${file} importing ${target} should break a boundary`);
}

async function assertAllowed(file, target) {
  assert.deepEqual(await boundaryErrors(file, importOf(target)), [], `${file} may import ${target}`);
}

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

test('a web feature does not import another feature', async () => {
  await assertBites(`${WEB}/features/blogs/wrong.ts`, realFileIn(`${WEB}/features/auth`, `${WEB}/features/blogs`));
  await assertAllowed(`${WEB}/features/blogs/right.ts`, realFileIn(`${WEB}/features/blogs`, `${WEB}/features/blogs`));
  await assertAllowed(`${WEB}/features/blogs/right.ts`, realFileIn(`${WEB}/lib`, `${WEB}/features/blogs`));
});

test('a server module enters another module only through service.ts or index.ts', async () => {
  const from = `${SERVER}/modules/blogs`;
  // audit/ is one blogs/ may import (eslint/module-map.js), so only the door is at stake here.
  await assertBites(`${from}/wrong.ts`, '../audit/redact.ts');
  await assertBites(`${from}/wrong.ts`, '../audit/routes.ts');
  await assertAllowed(`${from}/right.ts`, '../audit/service.ts');
  await assertAllowed(`${from}/right.ts`, './routes.ts');
});

test('db/, plugins/, lib/ and adapters/ do not import modules/', async () => {
  await assertBites(`${SERVER}/db/wrong.ts`, '../modules/user-record/service.ts');
  await assertBites(`${SERVER}/plugins/wrong.ts`, '../modules/user-record/service.ts');
  await assertBites(`${SERVER}/lib/wrong.ts`, '../modules/user-record/service.ts');
  await assertBites(`${SERVER}/adapters/wrong.ts`, '../modules/user-record/service.ts');
  await assertAllowed(`${SERVER}/plugins/right.ts`, '../lib/errors.ts');
});

test('web components/ and lib/ do not import features/ or app/', async () => {
  await assertBites(`${WEB}/components/wrong.ts`, realFileIn(`${WEB}/features/auth`, `${WEB}/components`));
  await assertBites(`${WEB}/lib/wrong.ts`, realFileIn(`${WEB}/features/auth`, `${WEB}/lib`));
  await assertBites(`${WEB}/lib/wrong.ts`, realFileIn(`${WEB}/app`, `${WEB}/lib`));
  await assertAllowed(`${WEB}/components/right.ts`, realFileIn(`${WEB}/lib`, `${WEB}/components`));
});

test('packages/shared imports no app', async () => {
  await assertBites('packages/shared/src/wrong.ts', '../../../apps/server/src/lib/errors.ts');
  await assertBites('packages/shared/src/wrong.ts', realFileIn(`${WEB}/lib`, 'packages/shared/src'));
  await assertAllowed('packages/shared/src/right.ts', './text.ts');
});

test('web components/ call no API: no lib/api/ import, no TanStack Query (issue 29 §2)', async () => {
  await assertBites(`${WEB}/components/admin/wrong.ts`, '../../lib/api/client.ts');
  await assertBites(`${WEB}/components/admin/wrong.ts`, '../../lib/api/download-file.ts');
  await assertAllowed(`${WEB}/features/members/right.ts`, '../../lib/api/client.ts');
  await assertAllowed(`${WEB}/features/members/right.ts`, '../../lib/api/download-file.ts');
  await assertAllowed(`${WEB}/components/admin/right.ts`, '../../lib/api-error.ts');

  const hook = "import { useQuery } from '@tanstack/react-query';\nexport const use = useQuery;\n";
  const queryErrors = async (file) => {
    const [result] = await eslint.lintText(hook, { filePath: path.join(ROOT, file) });
    return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
  };
  assert.equal((await queryErrors(`${WEB}/components/admin/wrong.tsx`)).length, 1, 'a component may not use a query hook');
  assert.deepEqual(await queryErrors(`${WEB}/features/members/right.tsx`), [], 'a feature may');
});

test('only lib/api/ (and the features) import the API client', async () => {
  await assertBites(`${WEB}/lib/wrong.ts`, './api/client.ts');
  await assertBites(`${WEB}/lib/live/wrong.ts`, '../api/client.ts');
  await assertAllowed(`${WEB}/lib/api/right.ts`, './client.ts');
  await assertAllowed(`${WEB}/lib/right.ts`, './api/plans.ts');
});

test('components/ folders import each other only down the ladder of eslint/components-map.js', async () => {
  await assertBites(`${WEB}/components/notifications/wrong.tsx`, realFileIn(`${WEB}/components/community`, `${WEB}/components/notifications`));
  await assertBites(`${WEB}/components/layout/wrong.tsx`, realFileIn(`${WEB}/components/community`, `${WEB}/components/layout`));
  await assertAllowed(`${WEB}/components/community/right.tsx`, realFileIn(`${WEB}/components/layout`, `${WEB}/components/community`));
  await assertAllowed(`${WEB}/components/layout/right.tsx`, realFileIn(`${WEB}/components/notifications`, `${WEB}/components/layout`));
});

test('the components map refuses a cycle', async () => {
  const { floorsOf } = await import('./module-map.js');
  const { componentsMap } = await import('./components-map.js');
  assert.doesNotThrow(() => floorsOf(componentsMap));
  assert.throws(() => floorsOf({ ...componentsMap, calculator: ['ui', 'layout'] }), /cycle/);
});
