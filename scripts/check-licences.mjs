#!/usr/bin/env node
/**
 * Licence check of the runtime dependencies: `node scripts/check-licences.mjs [package-lock.json]`.
 *
 * Walks every package the lockfile installs outside the devDependencies tree (npm marks
 * those `dev: true`, counting every workspace's devDependencies; optional platform packages
 * count, as production may install them), reads its licence from the installed
 * package.json (the lockfile's copy when it is not installed here) and judges the SPDX
 * expression: OR needs one acceptable side, AND needs both.
 *
 * Acceptable: the permissive licences below. Refused: copyleft (GPL, AGPL, and LGPL too:
 * weak copyleft is fine for a replaceable shared library on the server but not for code
 * bundled into the web app, so each use is reviewed), and anything not recognised, missing
 * or not an SPDX expression. A reviewed exception goes in scripts/licences-allowed.json
 * with its reason; it matches the package name (a trailing * for a family) and the exact
 * licence text, so a licence change comes back for review. Exits 1 listing the offenders.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import parseSpdx from 'spdx-expression-parse';

export const PERMISSIVE = new Set([
  '0BSD', 'Apache-2.0', 'BlueOak-1.0.0', 'BSD-2-Clause', 'BSD-3-Clause', 'CC-BY-3.0', 'CC-BY-4.0',
  'CC0-1.0', 'ISC', 'MIT', 'MIT-0', 'Python-2.0', 'Unlicense', 'Zlib',
]);
/** GPL, LGPL, AGPL in every version and form (-only, -or-later, +), and other strong copyleft. */
const COPYLEFT = /^(A|L)?GPL-|^(SSPL|EUPL|OSL|RPL|CPAL|Sleepycat|CC-BY-SA)/;

/**
 * Verdict on one licence text: `{ ok: true }` or `{ ok: false, why }`, `why` being
 * 'copyleft' when a copyleft licence is unavoidable, else 'not reviewed'.
 */
export function judgeLicence(text) {
  if (!text) return { ok: false, why: 'no licence' };
  let tree;
  try {
    tree = parseSpdx(text);
  } catch {
    return { ok: false, why: 'not reviewed' };
  }
  const judge = (node) => {
    if (node.conjunction) {
      const sides = [judge(node.left), judge(node.right)];
      const ok = node.conjunction === 'or' ? sides.some((v) => v.ok) : sides.every((v) => v.ok);
      return ok ? { ok } : { ok, why: sides.some((v) => v.why === 'copyleft') ? 'copyleft' : 'not reviewed' };
    }
    // An exception (GPL-2.0 WITH Classpath-exception-2.0) loosens a licence; review it like its base.
    if (COPYLEFT.test(node.license)) return { ok: false, why: 'copyleft' };
    return PERMISSIVE.has(node.license) ? { ok: true } : { ok: false, why: 'not reviewed' };
  };
  return judge(tree);
}

/** The licence field of a package.json: SPDX text, or the legacy `licenses` list (either may apply). */
export function licenceText(pkg) {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  if (Array.isArray(pkg.licenses) && pkg.licenses.length)
    return pkg.licenses.map((l) => (typeof l === 'string' ? l : l.type)).join(' OR ');
  return undefined;
}

/** The package name of a lockfile key: node_modules/a/node_modules/@s/b → @s/b. */
const nameOf = (key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);

// A package that names no licence (its LICENSE file read by a person instead) is listed as "(none)".
const allowed = (allowList, name, text) => allowList.some((a) =>
  a.licence === (text ?? '(none)') && (a.package.endsWith('*') ? name.startsWith(a.package.slice(0, -1)) : a.package === name));

/**
 * Offenders among the lockfile's runtime packages: `{ name, version, licence, why }[]`.
 * `installed(key)` answers the installed package.json at that lockfile key, or undefined.
 */
export function checkLockfile(lock, installed, allowList = []) {
  const offenders = [];
  for (const [key, entry] of Object.entries(lock.packages ?? {})) {
    // The root and the workspaces themselves (and links to them) are ours.
    if (!key.includes('node_modules/') || entry.link || entry.dev) continue;
    const name = entry.name ?? nameOf(key);
    const pkg = installed(key);
    const text = pkg ? licenceText(pkg) : entry.license;
    const verdict = judgeLicence(text);
    if (!verdict.ok && !allowed(allowList, name, text))
      offenders.push({ name, version: pkg?.version ?? entry.version, licence: text ?? '(none)', why: verdict.why });
  }
  return offenders;
}

function main() {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const lockPath = path.resolve(process.argv[2] ?? path.join(repo, 'package-lock.json'));
  const root = path.dirname(lockPath);
  const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
  const installed = (key) => {
    const file = path.join(root, key, 'package.json');
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  };
  const allowList = JSON.parse(readFileSync(path.join(repo, 'scripts/licences-allowed.json'), 'utf8'));
  const offenders = checkLockfile(lock, installed, allowList);
  const runtime = Object.entries(lock.packages).filter(([k, e]) => k.includes('node_modules/') && !e.link && !e.dev).length;
  if (offenders.length) {
    console.error(`Licence check: ${offenders.length} runtime dependencies refused (of ${runtime}):`);
    for (const o of offenders) console.error(`  ${o.name}@${o.version}: ${o.licence} (${o.why})`);
    console.error('Replace them, or review one and add it to scripts/licences-allowed.json with the reason.');
    process.exit(1);
  }
  console.log(`Licence check: ${runtime} runtime dependencies, all permissive or reviewed (scripts/licences-allowed.json).`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) main();
