// The server's module map: which module (apps/server/src/modules/<name>) may import which
// (docs/decisions/0057-module-map.md). This object is the one source: eslint/boundaries.js builds
// its rule from it, and docs/ARCHITECTURE.md carries the table moduleMapTable() writes from it
// (eslint/module-map.test.mjs fails when they differ; `node eslint/module-map.js --write` updates the doc).
// The map must stay a ladder: no cycles, at most MAX_FLOORS floors.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MAX_FLOORS = 4;

/** module → the modules it may import (through their service.ts or index.ts). */
export const moduleMap = {
  account: ['audit', 'auth', 'consents', 'subscribers'],
  analytics: ['audit'],
  audit: [],
  auth: ['audit', 'renewal-tokens', 'user-record'],
  backups: [],
  billing: ['audit', 'courses', 'plans', 'renewal-tokens', 'user-record'],
  blogs: ['audit'],
  calculator: [],
  consents: [],
  contact: ['content-values', 'uploads'],
  content: ['audit', 'content-values', 'plans'],
  'content-values': [],
  courses: [],
  health: [],
  'launch-checklist': ['billing', 'content-values'],
  leads: ['audit', 'content'],
  maintenance: ['audit'],
  notifications: [],
  pages: ['blogs', 'content', 'content-values', 'courses', 'maintenance', 'plans', 'seo', 'webinar'],
  password: ['auth', 'user-record'],
  payments: ['billing'],
  plans: ['audit'],
  posts: ['audit', 'push'],
  profile: ['audit', 'auth', 'consents', 'password', 'user-record'],
  push: ['notifications'],
  renewal: ['billing', 'renewal-tokens', 'user-record'],
  'renewal-tokens': [],
  seo: ['blogs'],
  signup: ['audit', 'auth', 'billing', 'consents', 'user-record'],
  subscribers: ['audit', 'consents'],
  subscriptions: ['audit', 'billing', 'renewal-tokens'],
  'trade-wisdom': ['push'],
  uploads: [],
  'user-record': [],
  users: ['audit', 'billing', 'courses', 'notifications', 'plans'],
  watchlists: ['push'],
  webinar: ['audit', 'content-values'],
};

/**
 * Each module's floor: 1 for a module that imports none, else one above its highest import.
 * Throws on a cycle or on an import of a module the map does not list.
 */
export function floorsOf(map) {
  const floors = new Map();
  const visit = (name, path) => {
    if (floors.has(name)) return floors.get(name);
    if (path.includes(name)) throw new Error(`the module map has a cycle: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    if (!Object.hasOwn(map, name)) throw new Error(`${path.at(-1)} imports ${name}, which the module map does not list`);
    const floor = 1 + Math.max(0, ...map[name].map((dep) => visit(dep, [...path, name])));
    floors.set(name, floor);
    return floor;
  };
  for (const name of Object.keys(map)) visit(name, []);
  return floors;
}

/** The markdown table of docs/ARCHITECTURE.md: highest floor first, then by name. */
export function moduleMapTable(map = moduleMap) {
  const floors = floorsOf(map);
  const rows = Object.keys(map)
    .sort((a, b) => floors.get(b) - floors.get(a) || a.localeCompare(b))
    .map((name) => `| ${floors.get(name)} | \`${name}/\` | ${map[name].map((dep) => `\`${dep}\``).join(', ') || '—'} |`);
  return ['| Floor | Module | May import |', '|---|---|---|', ...rows].join('\n');
}

export const DOC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'ARCHITECTURE.md');
const START = '<!-- module-map:start (written by `node eslint/module-map.js --write`) -->';
const END = '<!-- module-map:end -->';

/** The table as the doc holds it now, or undefined when the markers are missing. */
export function documentedTable(doc = readFileSync(DOC, 'utf8')) {
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  return from < 0 || to < from ? undefined : doc.slice(from + START.length, to).trim();
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--write') {
  const doc = readFileSync(DOC, 'utf8');
  if (documentedTable(doc) === undefined) throw new Error(`${DOC} has no ${START} … ${END} markers`);
  const from = doc.indexOf(START) + START.length;
  writeFileSync(DOC, `${doc.slice(0, from)}\n${moduleMapTable()}\n${doc.slice(doc.indexOf(END))}`);
}
