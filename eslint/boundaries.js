// The floors of the codebase as lint rules (docs/decisions/0014-boundaries-in-lint.md).
// Each zone forbids `target` files to import `from` files. Zones are built from the folders that
// exist, so a new feature or module is fenced in the day it is created.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importPlugin from 'eslint-plugin-import';
import { componentsMap } from './components-map.js';
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

// components/ is presentational (issue 29 §2): the API is called from the features and lib/api/ only.
// lib/api/ holds the client and the calls; the rest of lib/ may use those calls but not the client itself.
const apiZones = [
  {
    target: `${WEB}/components`,
    from: `${WEB}/lib/api`,
    message: 'components/ is presentational: no API calls. Call the API in the feature (or lib/api/) and pass the data or a callback in.',
  },
  {
    // Globs, so a file added to lib/ tomorrow is fenced too: lib/'s own files and every folder but api/.
    target: [`${WEB}/lib/*`, `${WEB}/lib/!(api)/**`],
    from: `${WEB}/lib/api/client.ts`,
    message: 'Only lib/api/ and the features call the API client: put the call in lib/api/ and import it from there.',
  },
];

// components/ folders import each other only down the ladder of eslint/components-map.js: no cycles.
const componentFolders = foldersIn(`${WEB}/components`);
const componentZones = componentFolders.map((folder) => {
  const allowed = new Set([folder, ...(componentsMap[folder] ?? [])]);
  return {
    target: `${WEB}/components/${folder}`,
    from: componentFolders.filter((other) => !allowed.has(other)).map((other) => `${WEB}/components/${other}`),
    message: `components/${folder}/ may not import this folder (eslint/components-map.js): move what both need down a folder, or extend the map if it stays a ladder.`,
  };
}).filter((zone) => zone.from.length);

export const boundaryZones = [...featureZones, ...moduleZones, ...lowerFloorZones, ...apiZones, ...componentZones];

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
    // No TanStack Query in components/: reading and changing server data is the features' (and lib/'s) job.
    files: [`${WEB}/components/**/*.{ts,tsx}`],
    ignores: [`${WEB}/components/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{
          name: '@tanstack/react-query',
          message: 'components/ is presentational: no query hooks. Use them in the feature (or a lib/ hook) and pass the data in.',
        }],
      }],
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
