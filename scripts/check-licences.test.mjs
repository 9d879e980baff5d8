// Unit test of the licence judgement: `node --test scripts/check-licences.test.mjs`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { checkLockfile, judgeLicence, licenceText } from './check-licences.mjs';

test('permissive licences pass, alone or together', () => {
  for (const text of ['MIT', 'ISC', 'Apache-2.0', 'BSD-3-Clause', '0BSD', 'BlueOak-1.0.0', 'CC0-1.0', 'CC-BY-4.0', '(MIT AND Zlib)', 'MIT-0'])
    assert.deepEqual(judgeLicence(text), { ok: true }, text);
});

test('GPL, AGPL and LGPL in any version or form are copyleft', () => {
  for (const text of ['GPL-3.0', 'GPL-2.0+', 'GPL-3.0-only', 'GPL-3.0-or-later', 'AGPL-3.0-only', 'LGPL-2.1', 'LGPL-3.0-or-later', 'GPL-2.0 WITH Classpath-exception-2.0', 'SSPL-1.0'])
    assert.deepEqual(judgeLicence(text), { ok: false, why: 'copyleft' }, text);
});

test('OR needs one acceptable side, AND needs every side', () => {
  assert.deepEqual(judgeLicence('(MIT OR GPL-3.0)'), { ok: true });
  assert.deepEqual(judgeLicence('GPL-3.0-or-later OR Apache-2.0'), { ok: true });
  assert.deepEqual(judgeLicence('(MIT AND GPL-3.0)'), { ok: false, why: 'copyleft' });
  assert.deepEqual(judgeLicence('Apache-2.0 AND (LGPL-3.0-or-later OR MIT)'), { ok: true });
  assert.deepEqual(judgeLicence('(AGPL-3.0-only OR LicenseRef-Commercial)'), { ok: false, why: 'copyleft' });
});

test('unknown, missing or non-SPDX licences are refused for review', () => {
  assert.deepEqual(judgeLicence('MPL-2.0'), { ok: false, why: 'not reviewed' });
  assert.deepEqual(judgeLicence('LicenseRef-Proprietary'), { ok: false, why: 'not reviewed' });
  assert.deepEqual(judgeLicence('SEE LICENSE IN LICENSE.md'), { ok: false, why: 'not reviewed' });
  assert.deepEqual(judgeLicence(undefined), { ok: false, why: 'no licence' });
});

test('reads the licence field in its old forms too', () => {
  assert.equal(licenceText({ license: 'MIT' }), 'MIT');
  assert.equal(licenceText({ license: { type: 'ISC' } }), 'ISC');
  assert.equal(licenceText({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }), 'MIT OR Apache-2.0');
  assert.equal(licenceText({}), undefined);
});

test('checks runtime packages only, installed licence first, allow-list by name and exact licence', () => {
  const lock = {
    packages: {
      '': { name: 'root', workspaces: ['apps/*'] },
      'apps/server': { name: '@x/server' },
      'node_modules/@x/server': { resolved: 'apps/server', link: true },
      'node_modules/fine': { version: '1.0.0', license: 'MIT' },
      'node_modules/gpl-runtime': { version: '3.2.1', license: 'GPL-3.0' },
      'node_modules/gpl-dev-tool': { version: '1.0.0', license: 'GPL-3.0', dev: true },
      'apps/server/node_modules/nested-agpl': { version: '2.0.0', license: 'AGPL-3.0-only' },
      'node_modules/optional-lgpl': { version: '1.0.0', license: 'LGPL-3.0-or-later', optional: true },
      'node_modules/relicensed': { version: '2.0.0', license: 'MIT' },
      'node_modules/@img/sharp-libvips-linux-x64': { version: '1.0.0', license: 'LGPL-3.0-or-later', optional: true },
      'node_modules/@img/sharp-libvips-other': { version: '1.0.0', license: 'GPL-3.0', optional: true },
    },
  };
  // Installed here: its package.json says GPL now, whatever the lockfile recorded.
  const installed = (key) => (key === 'node_modules/relicensed' ? { version: '2.0.1', license: 'GPL-3.0-or-later' } : undefined);
  const allowList = [{ package: '@img/sharp-libvips-*', licence: 'LGPL-3.0-or-later', reason: 'reviewed' }];
  assert.deepEqual(checkLockfile(lock, installed, allowList), [
    { name: 'gpl-runtime', version: '3.2.1', licence: 'GPL-3.0', why: 'copyleft' },
    { name: 'nested-agpl', version: '2.0.0', licence: 'AGPL-3.0-only', why: 'copyleft' },
    { name: 'optional-lgpl', version: '1.0.0', licence: 'LGPL-3.0-or-later', why: 'copyleft' },
    { name: 'relicensed', version: '2.0.1', licence: 'GPL-3.0-or-later', why: 'copyleft' },
    { name: '@img/sharp-libvips-other', version: '1.0.0', licence: 'GPL-3.0', why: 'copyleft' },
  ]);
});

test('a package that names no licence passes only when reviewed as "(none)", and comes back once it names one', () => {
  const lock = {
    packages: {
      'node_modules/reviewed-none': { version: '2.0.0' },
      'node_modules/unreviewed-none': { version: '1.0.0' },
      'node_modules/now-named': { version: '3.0.0', license: 'GPL-3.0' },
    },
  };
  const allowList = [
    { package: 'reviewed-none', licence: '(none)', reason: 'its LICENSE file is MIT' },
    { package: 'now-named', licence: '(none)', reason: 'its LICENSE file was MIT' },
  ];
  assert.deepEqual(checkLockfile(lock, () => undefined, allowList), [
    { name: 'unreviewed-none', version: '1.0.0', licence: '(none)', why: 'no licence' },
    { name: 'now-named', version: '3.0.0', licence: 'GPL-3.0', why: 'copyleft' },
  ]);
});
