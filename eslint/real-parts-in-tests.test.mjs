// Proves the rule of eslint/real-parts-in-tests.js bites in the server's tests and leaves the web's alone.
// Run: node --test 'eslint/*.test.mjs' (part of .ci/run's lint section).
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.dirname(import.meta.dirname);
const eslint = new ESLint({ cwd: ROOT });

async function refusals(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-properties');
}

test('a server test may not mock a module', async () => {
  for (const [file, source] of [
    ['apps/server/test/x.test.ts', "import { vi } from 'vitest';\nvi.mock('../src/db/client.ts');\n"],
    ['apps/server/src/modules/billing/x.test.ts', "import { vi } from 'vitest';\nvi.doMock('nodemailer', () => ({}));\n"],
    ['apps/server/test/helper-x.ts', "import { vi } from 'vitest';\nexport const m = vi.hoisted(() => 1);\n"],
  ]) assert.equal((await refusals(file, source)).length, 1, `${file}: ${source}`);
});

test("spies on the server's own tests and the web's module mocks stay allowed", async () => {
  assert.deepEqual(await refusals('apps/server/test/x.test.ts', "import { vi } from 'vitest';\nexport const s = vi.fn();\n"), []);
  assert.deepEqual(await refusals('apps/web/src/x.test.tsx', "import { vi } from 'vitest';\nvi.mock('sonner');\n"), []);
});
