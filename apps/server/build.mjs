// Builds the server to JavaScript for production: `node apps/server/dist/server.js` runs it with no
// TypeScript loader (docs/decisions/0051-compiled-build.md). Development and the tests keep tsx.
//
// One esbuild bundle per entry point, flat in dist/. Our own code and @tlt/shared (TypeScript source,
// published through its exports map) are bundled; every other package stays external and is loaded
// from node_modules as it is: native addons (argon2, sharp), PGlite's wasm and data files, pdfkit's
// fonts, the AWS SDK.
//
// dist/ stands where src/ stands (apps/server/dist beside apps/server/src), and a module that reads a
// file beside itself (import.meta.dirname) reads it at the same place under dist/: each such use is
// rewritten to its own folder below dist/, and every file under src/ that is not TypeScript (the
// migrations, the cities list) is copied there. The mails' .tsx compile with the rest (tsconfig's react-jsx).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = import.meta.dirname;
const srcDir = path.join(serverDir, 'src');
const outDir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(serverDir, 'dist');

/** The processes production runs: the server and the operator's command-line tools; and the build's template maker. */
const entryPoints = {
  // dist/server.js (written below) turns Node's compile cache on, then imports this.
  'server-main': 'src/server.ts',
  'db-backup': 'src/cli/db-backup.ts',
  'db-restore': 'src/cli/db-restore.ts',
  'admin-create': 'src/cli/admin-create.ts',
  // Run once below, by the build itself.
  'db-template': 'src/cli/db-template.ts',
};

/**
 * Pure-JavaScript packages bundled in rather than loaded from node_modules at start. Node resolves each
 * ES module file of a package against that package's package.json, parsing it again per file: date-fns
 * (304 files, a 199 kB package.json) and drizzle-orm (112 files, 179 kB) cost about 3 s of a start
 * before any of their code ran (docs/decisions/0078-start-fast.md). Bundled, esbuild keeps only what
 * we use and Node reads none of their files. Only packages that read no file beside themselves belong here.
 */
export const BUNDLED_PACKAGES = ['date-fns', 'drizzle-orm'];

const bundled = (spec) => spec.startsWith('@tlt/') || BUNDLED_PACKAGES.some((p) => spec === p || spec.startsWith(`${p}/`));

/** Bare imports stay packages of node_modules, except our own workspace package (TypeScript source) and BUNDLED_PACKAGES. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (bundled(args.path) ? undefined : { path: args.path, external: true }));
  },
};

/** `import.meta.dirname` of src/a/b.ts becomes dist/a/b, where that folder's data files are copied. */
const dirnameBelowDist = {
  name: 'dirname-below-dist',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (!args.path.startsWith(srcDir + path.sep)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const rel = path.relative(srcDir, path.dirname(args.path)).split(path.sep).join('/');
      const here = rel ? `(import.meta.dirname + ${JSON.stringify(`/${rel}`)})` : 'import.meta.dirname';
      return { contents: text.replaceAll('import.meta.dirname', here), loader: 'ts' };
    });
  },
};

/** Copies every file under src/ that is not TypeScript (.ts, .tsx) to the same place under dist/. */
function copyDataFiles(from, to) {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyDataFiles(source, target);
    else if (!/\.tsx?$/.test(entry.name)) {
      fs.mkdirSync(to, { recursive: true });
      fs.copyFileSync(source, target);
    }
  }
}

// A fresh folder each time: no file of an older build (a removed migration) survives.
fs.rmSync(outDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [externalPackages, dirnameBelowDist],
});
copyDataFiles(srcDir, outDir);

// A new data folder's database, made once here: PGlite's initdb costs about 9 s of CPU and the migrations
// 1.3 s on a first start; the server unpacks this instead when DATA_DIR has no database yet
// (db/open.ts). Made by the bundle just built, with the PGlite of node_modules that the server runs.
execFileSync(process.execPath, [path.join(outDir, 'db-template.js'), path.join(outDir, 'db', 'pgdata-template.tar.gz')], { stdio: 'inherit' });

// The production entry. Node keeps the bytecode it compiled for the bundle and the packages it loads
// (under os.tmpdir(), or NODE_COMPILE_CACHE), so a restart compiles only what changed; it must be on
// before the first import, hence a file of its own (docs/decisions/0078-start-fast.md). A cache that
// cannot be written is no error: the start compiles as before.
fs.writeFileSync(path.join(outDir, 'server.js'), [
  '// Built by apps/server/build.mjs: the compile cache, then the server.',
  "import module from 'node:module';",
  'module.enableCompileCache?.();',
  "await import('./server-main.js');",
  '',
].join('\n'));
