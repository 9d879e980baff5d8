#!/usr/bin/env node
/**
 * JS budget of the landing page's first load: `node scripts/check-bundle.mjs` after `npm run build`.
 *
 * Reads the Vite manifest (apps/web/dist/.vite/manifest.json) and sums the gzipped size of the
 * entry chunk, the `/` route's page chunk and everything either imports statically. Lazy chunks
 * (dynamic imports: other pages, the auth modal, below-the-fold widgets) are not counted.
 * Exits 1 over the budget. kB = 1000 bytes, as Vite prints them.
 *
 * Env: BUNDLE_BUDGET_KB (120: issue 31 §7), WEB_DIST (apps/web/dist), BUNDLE_ROUTE (the `/` page module).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

export const DEFAULT_ROUTE = 'src/features/landing/pages/landing-page.tsx';

/** The manifest keys loaded up front: the entry (or `entryKey`), the route module, and their static imports. */
export function firstLoadChunks(manifest, routeKey = DEFAULT_ROUTE, entryKey) {
  const entry = entryKey ?? Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry || !manifest[entry]) throw new Error('no entry chunk in the manifest');
  if (!manifest[routeKey]) throw new Error(`route module ${routeKey} is not in the manifest`);
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  visit(entry);
  visit(routeKey);
  return [...seen];
}

/** Gzipped bytes per JS file of those chunks; `read` returns a file's bytes by its dist path. */
export function firstLoadSizes(manifest, read, routeKey = DEFAULT_ROUTE, entryKey) {
  const files = [...new Set(firstLoadChunks(manifest, routeKey, entryKey).map((k) => manifest[k].file))]
    .filter((f) => f.endsWith('.js'));
  const rows = files.map((file) => {
    const bytes = read(file);
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  }).sort((a, b) => b.gzip - a.gzip);
  return { rows, total: rows.reduce((s, r) => s + r.gzip, 0), raw: rows.reduce((s, r) => s + r.raw, 0) };
}

const kb = (n) => `${(n / 1000).toFixed(1)} kB`;

function main() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dist = path.resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');
  const budget = Number(process.env.BUNDLE_BUDGET_KB ?? 120) * 1000;
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  } catch (err) {
    console.error(`check-bundle: cannot read ${dist}/.vite/manifest.json (build with build.manifest: true first): ${err.message}`);
    process.exit(2);
  }
  const { rows, total, raw } = firstLoadSizes(manifest, (f) => readFileSync(path.join(dist, f)), process.env.BUNDLE_ROUTE ?? DEFAULT_ROUTE);
  console.log('Landing page first load (entry + / route + their static imports), gzip -9:');
  for (const r of rows) console.log(`  ${kb(r.gzip).padStart(9)}  ${kb(r.raw).padStart(9)} raw  ${r.file}`);
  const verdict = total > budget ? 'OVER BUDGET' : 'within budget';
  console.log(`  ${kb(total).padStart(9)}  ${kb(raw).padStart(9)} raw  total: ${verdict} (${kb(budget)})`);
  if (total > budget) process.exit(1);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
