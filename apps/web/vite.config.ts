import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads.ts';

// Named, not looked up from the working folder: the server's tests build the renderer from apps/server.
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

const API_TARGET = 'http://localhost:3000';

/**
 * Where the server-side renderer goes (decision 0035): inside the build, so a copy of dist (e2e,
 * Lighthouse) carries it; the server never serves this folder. `npm run build` runs `vite build`
 * (the browser's app) and then `vite build --ssr` (this).
 */
export const SSR_OUT_DIR = 'dist/ssr';

/**
 * The built app runs on Preact with its React layer (decision 0083-landing-first-load): React DOM and
 * its scheduler were 62 kB of the landing page's 167 kB of first-load JS, Preact and preact/compat
 * about 11. Both builds, the browser's and the server's renderer, so the server draws the HTML with
 * the same runtime that hydrates it (useId's ids, text and Suspense markers match). `vite dev` and
 * the unit tests (vitest.config.ts) keep React: React Refresh and Testing Library need it.
 */
const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // recharts asks it for isFragment only; React's answers "no" to every Preact element.
  { find: /^react-is$/, replacement: 'preact/compat' },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    // Lingui's macros, transformed natively (no Babel), each message's English kept beside its id so
    // English pages load no catalogue; .po catalogues compiled when imported (decision 0066).
    lingui({ configPath: LINGUI_CONFIG, macroTransform: { macro: { descriptorFields: 'message' } }, failOnMissing: true }),
    react(),
    tailwindcss(),
    // The browser's build only: pre-compressed .gz and .br files (the server sends them without
    // compressing per request), and route-preloads.json (each page's JS, preloaded in its HTML).
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'] }), routePreloads()]),
  ],
  // Every `import … from 'zod'` (ours and @tlt/shared's) gets zod set jitless first: src/zod-in-browser.ts.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./src/zod-in-browser.ts', import.meta.url)) },
      ...(command === 'build' ? PREACT_ALIASES : []),
    ],
  },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
  // The renderer is one self-contained module (React, the router and every library bundled in) in
  // React's production build: a copy of dist runs anywhere, and the server's NODE_ENV changes nothing.
  ...(isSsrBuild && {
    ssr: { noExternal: true, target: 'node' },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        ssr: 'src/entry-server.tsx',
        copyPublicDir: false,
        // Minified: the server holds the renderer's source in memory for as long as it runs (9 MB as a
        // two-byte string unminified; bench/memory.ts, decision 0051).
        minify: true,
        // One file: the server loads a rebuilt renderer as a new module (modules/pages/renderer.ts),
        // and chunks would import the entry back under its plain address, a second copy of the app.
        rolldownOptions: { input: 'src/entry-server.tsx', output: { entryFileNames: 'entry-server.js', codeSplitting: false, charset: 'ascii' } },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        emptyOutDir: true,
        // scripts/check-bundle.mjs reads it to measure the landing page's first-load JS.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Few chunks on a first load (issue 14 §1): every module a phone fetches, compiles and
              // links costs a task, and the automatic split made 50 chunks for the landing page, most
              // under 1 kB, whose <link rel="modulepreload"> tags alone took 20-70 ms to add.
              groups: [
                // The runtime (Preact in the build) and the router change rarely; a separate chunk stays
                // cached across app releases.
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|preact)[\\/]/, priority: 2 },
                // Everything the entry imports statically, in one chunk (the HTML entry stays its own).
                { name: 'app', tags: ['$initial'], test: (id) => !/[\\/](index\.html|src[\\/]main\.tsx)$/.test(id), priority: 1 },

              ],
            },
          },
        },
      },
}));
