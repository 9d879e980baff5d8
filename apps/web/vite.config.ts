import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import { routePreloads } from './build/route-preloads.ts';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Pre-compressed .gz and .br files let the server send them without compressing per request.
    compression({ algorithms: ['gzip', 'brotliCompress'] }),
    // route-preloads.json: each page's JS, for the server to preload in that page's HTML.
    routePreloads(),
  ],
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads it to measure the landing page's first-load JS.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router change rarely; a separate chunk stays cached across app releases.
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
