// Unit test of the budget arithmetic: `node --test scripts/check-bundle.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { firstLoadChunks, firstLoadSizes } from './check-bundle.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js', '_api.js'], dynamicImports: ['src/landing.tsx', 'src/login.tsx'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_api.js': { file: 'assets/api.js', imports: ['_react.js'] },
  'src/landing.tsx': { file: 'assets/landing.js', isDynamicEntry: true, imports: ['_icons.js', 'index.html'], dynamicImports: ['src/video.tsx'] },
  '_icons.js': { file: 'assets/icons.js' },
  'src/video.tsx': { file: 'assets/video.js', isDynamicEntry: true },
  'src/login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_form.js'] },
  '_form.js': { file: 'assets/form.js' },
};

test('counts the entry, the route and their static imports, not lazy chunks', () => {
  assert.deepEqual(firstLoadChunks(manifest, 'src/landing.tsx').sort(),
    ['_api.js', '_icons.js', '_react.js', 'index.html', 'src/landing.tsx']);
});

test('sums gzipped sizes of the JS files only, once each', () => {
  const content = (f) => Buffer.from(`/* ${f} */ ${'x'.repeat(f.length * 100)}`);
  const { rows, total } = firstLoadSizes(manifest, content, 'src/landing.tsx');
  assert.deepEqual(rows.map((r) => r.file).sort(), ['assets/api.js', 'assets/icons.js', 'assets/index.js', 'assets/landing.js', 'assets/react.js']);
  const expected = rows.reduce((s, r) => s + gzipSync(content(r.file), { level: 9 }).length, 0);
  assert.equal(total, expected);
});

test('refuses a manifest without the route', () => {
  assert.throws(() => firstLoadChunks(manifest, 'src/missing.tsx'), /not in the manifest/);
});
