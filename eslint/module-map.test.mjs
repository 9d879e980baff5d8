// Proves the module map (eslint/module-map.js) holds: lint reports an import the map does not allow
// (so a cycle between two modules cannot close), import/no-cycle reports a file-level cycle, the map
// itself is a ladder of at most MAX_FLOORS floors, and docs/ARCHITECTURE.md shows the map as it is.
// Run: node --test eslint/ (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { documentedTable, floorsOf, MAX_FLOORS, moduleMap, moduleMapTable } from './module-map.js';

const ROOT = path.dirname(import.meta.dirname);
const MODULES = 'apps/server/src/modules';
// The files linted here do not exist, and import/no-cycle (which reads the file from disk) fails on them.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const eslintOnDisk = new ESLint({ cwd: ROOT });

const importOf = (specifier) => `import * as m from '${specifier}';\nexport default m;\n`;

/** Lints `source` as if it were the file `file` (which need not exist); answers the messages of `ruleId`. */
async function errorsOf(ruleId, file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === ruleId);
}

const mapErrors = async (file, specifier) =>
  (await errorsOf('import/no-restricted-paths', file, importOf(specifier))).filter((m) => m.message.includes('module map'));

test('lint refuses the import that would close a cycle between two server modules', async () => {
  // users/ may lean on billing/ (the map says so) ...
  assert.deepEqual(await mapErrors(`${MODULES}/users/right.ts`, '../billing/index.ts'), []);
  // ... so billing/ leaning back on users/ is the cycle this map was made to end (issue 29).
  assert.equal((await mapErrors(`${MODULES}/billing/wrong.ts`, '../users/routes.ts')).length, 1);
  // The same for account/ and subscribers/.
  assert.deepEqual(await mapErrors(`${MODULES}/account/right.ts`, '../subscribers/service.ts'), []);
  assert.equal((await mapErrors(`${MODULES}/subscribers/wrong.ts`, '../account/routes.ts')).length, 1);
});

test('lint refuses an import of a module the map does not list, even through its door', async () => {
  assert.equal((await mapErrors(`${MODULES}/blogs/wrong.ts`, '../billing/index.ts')).length, 1);
  assert.equal((await mapErrors(`${MODULES}/audit/wrong.ts`, '../user-record/service.ts')).length, 1);
  assert.deepEqual(await mapErrors(`${MODULES}/billing/right.ts`, '../user-record/service.ts'), []);
  assert.deepEqual(await mapErrors(`${MODULES}/blogs/right.ts`, './service.ts'), []);
  // A module's tests may set up data through any module's door.
  assert.deepEqual(await mapErrors(`${MODULES}/blogs/wrong.test.ts`, '../billing/index.ts'), []);
});

test('import/no-cycle reports two files that import each other', async () => {
  // no-cycle follows imports on disk, so the two files are written for the test and removed after.
  for (const tree of ['apps/server/src/lib', 'apps/web/src/lib', 'packages/shared/src']) {
    const dir = mkdtempSync(path.join(ROOT, tree, 'cycle-fixture-'));
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = (): unknown => b;\n");
      writeFileSync(path.join(dir, 'b.ts'), "import { a } from './a.ts';\nexport const b = (): unknown => a;\n");
      const [result] = await eslintOnDisk.lintFiles([path.join(dir, 'a.ts')]);
      assert.equal(result.messages.filter((m) => m.ruleId === 'import/no-cycle').length, 1, `no cycle reported in ${tree}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
});

test('the map is a ladder: no cycle, at most MAX_FLOORS floors, every module folder listed', () => {
  const floors = floorsOf(moduleMap);
  assert.ok(Math.max(...floors.values()) <= MAX_FLOORS, `the modules stack ${Math.max(...floors.values())} floors deep`);
  const folders = readdirSync(path.join(ROOT, MODULES), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  assert.deepEqual(Object.keys(moduleMap).sort(), folders.sort());
  assert.throws(() => floorsOf({ ...moduleMap, users: [...moduleMap.users], billing: [...moduleMap.billing, 'users'] }), /cycle/);
  // A chain of five modules counts five floors, so a map that deep fails the first assertion.
  assert.equal(Math.max(...floorsOf({ a: ['b'], b: ['c'], c: ['d'], d: ['e'], e: [] }).values()), 5);
});

/** The modules each module's code (tests apart) imports, read from its import specifiers. */
function importedModules() {
  const dir = path.join(ROOT, MODULES);
  return Object.fromEntries(Object.keys(moduleMap).map((name) => {
    const used = new Set();
    for (const file of readdirSync(path.join(dir, name), { recursive: true })) {
      if (!/\.tsx?$/.test(file) || file.includes('.test.')) continue;
      const source = readFileSync(path.join(dir, name, file), 'utf8');
      for (const [, specifier] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const [first] = path.relative(dir, path.resolve(dir, name, path.dirname(file), specifier)).split(path.sep);
        if (first !== '..' && first !== name) used.add(first);
      }
    }
    return [name, [...used].sort()];
  }));
}

test('the map lists no edge the code does not use, so its floors are the code\'s', () => {
  assert.deepEqual(importedModules(), Object.fromEntries(Object.entries(moduleMap).map(([name, deps]) => [name, [...deps].sort()])));
});

test('docs/ARCHITECTURE.md shows the map as eslint/module-map.js has it', () => {
  assert.equal(documentedTable(), moduleMapTable(), 'run `node eslint/module-map.js --write`');
});
