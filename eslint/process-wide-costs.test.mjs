// Proves the rule of eslint/process-wide-costs.js bites on the app's code and leaves tests alone.
// Run: node --test eslint/ (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.dirname(import.meta.dirname);
const eslint = new ESLint({ cwd: ROOT });

async function restricted(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

test('the app may not import async_hooks or React\'s Node renderers', async () => {
  for (const [file, source] of [
    ['apps/server/src/lib/x.ts', "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const s = new AsyncLocalStorage();\n"],
    ['apps/server/src/modules/pages/x.ts', "import { createHook } from 'async_hooks';\nexport const h = createHook({});\n"],
    ['apps/web/src/x.tsx', "import { prerender } from 'react-dom/static';\nexport const p = prerender;\n"],
    ['apps/web/src/x.tsx', "import { renderToString } from 'react-dom/server';\nexport const r = renderToString;\n"],
  ]) assert.equal((await restricted(file, source)).length, 1, `${file}: ${source}`);
});

test('the browser build of the renderer is allowed, and tests may use async_hooks', async () => {
  assert.deepEqual(await restricted('apps/web/src/x.tsx', "import { prerender } from 'react-dom/static.browser';\nexport const p = prerender;\n"), []);
  assert.deepEqual(await restricted('apps/server/src/lib/x.test.ts', "import { AsyncLocalStorage } from 'node:async_hooks';\nexport const s = new AsyncLocalStorage();\n"), []);
});
