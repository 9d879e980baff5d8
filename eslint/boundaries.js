// The floors of the codebase as lint rules (docs/decisions/0014-boundaries-in-lint.md).
// Each zone forbids `target` files to import `from` files. Zones are built from the folders that
// exist, so a new feature or module is fenced in the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';
import { moduleMap } from './module-map.js';

const ROOT = path.dirname(import.meta.dirname);
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const foldersIn = (dir) =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A web feature is a room of its own: what two features share moves down to components/ or lib/.
const featureZones = foldersIn(`${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}`,
  from: `${WEB}/features`,
  except: [`./${feature}`],
  message: 'A web feature imports no other feature: move what both need to components/ or lib/.',
}));

// A server module is entered only through its door: service.ts (or an index.ts it defines).
const modules = foldersIn(`${SERVER}/modules`);
const moduleZones = modules.map((module) => ({
  target: `${SERVER}/modules/${module}`,
  from: `${SERVER}/modules`,
  except: [
    `./${module}`,
    ...modules.filter((other) => other !== module).flatMap((other) => [`./${other}/service.ts`, `./${other}/index.ts`]),
  ],
  message: "A server module imports another module only through its service.ts or index.ts.",
}));

// Which modules a module may import at all: the module map (eslint/module-map.js, docs/ARCHITECTURE.md).
// The map has no cycles, so code that keeps to it has no module cycle. It binds the modules' code;
// their tests may set up data through any module's door (a test is no module's dependency).
const moduleMapZones = modules.map((module) => {
  const allowed = new Set([module, ...(moduleMap[module] ?? [])]);
  return {
    target: `${SERVER}/modules/${module}`,
    from: modules.filter((other) => !allowed.has(other)).map((other) => `${SERVER}/modules/${other}`),
    message: `The module map (eslint/module-map.js, docs/ARCHITECTURE.md) does not let ${module}/ import this module: `
      + 'move what both need down a floor, or change the map if the new floor keeps it a ladder.',
  };
}).filter((zone) => zone.from.length);

const lowerFloorZones = [
  {
    target: [`${SERVER}/db`, `${SERVER}/plugins`, `${SERVER}/lib`, `${SERVER}/adapters`],
    from: `${SERVER}/modules`,
    message: 'db/, plugins/, lib/ and adapters/ sit below the modules: move the shared code down, or register it from the module.',
  },
  {
    target: [`${SERVER}/db`, `${SERVER}/lib`, `${SERVER}/adapters`],
    from: `${SERVER}/plugins`,
    message: 'db/, lib/ and adapters/ sit below the plugins.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: [`${WEB}/features`, `${WEB}/app`],
    message: 'components/ and lib/ sit below the features and the app: they import neither.',
  },
  {
    target: 'packages/shared',
    from: 'apps',
    message: 'packages/shared is the lowest floor: it imports no app.',
  },
];

export const boundaryZones = [...featureZones, ...moduleZones, ...lowerFloorZones];

const settings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
  // import/no-cycle reads the files an import leads to: with this parser, not as plain JS (which reads nothing).
  'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  // ... and never the packages': parsing React or TanStack for each import costs minutes and finds no cycle of ours.
  'import/ignore': ['node_modules'],
};

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { import: importPlugin },
    settings,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaryZones }],
    },
  },
  {
    files: [`${SERVER}/modules/**/*.{ts,tsx}`],
    ignores: [`${SERVER}/modules/**/*.test.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: [...boundaryZones, ...moduleMapZones] }],
    },
  },
  {
    // No file-level cycles in the three source trees (module-level ones the map above rules out).
    files: [`${SERVER}/**/*.{ts,tsx}`, `${WEB}/**/*.{ts,tsx}`, 'packages/shared/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings,
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
