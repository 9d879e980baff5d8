import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

// Named, not looked up from the working folder: the server's tests build the renderer from apps/server.
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

export default defineConfig({
  plugins: [lingui({ configPath: LINGUI_CONFIG, macroTransform: { macro: { descriptorFields: 'message' } } }), react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    // Vitest's default for `run` is one worker fewer than the cores: one worker on our 2 cores.
    maxWorkers: '100%',
    // Each file still gets a fresh global (a VM context of its own), but jsdom and the libraries
    // load once per worker instead of once per file: 110 s -> 45 s (docs/decisions/0018).
    pool: 'vmThreads',
    // Page tests drive whole forms; on a busy 2-core machine 5 s is too tight.
    testTimeout: 20_000,
    // The dashboard's charts: recharts' CommonJS build (its "main") requires @reduxjs/toolkit's ES module,
    // which Node cannot; its ES build, transformed by Vite, loads as in the browser.
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
    server: { deps: { inline: ['recharts'] } },
  },
});
