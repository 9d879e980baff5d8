import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const webRoot = path.resolve(import.meta.dirname, '../../web');

/** A web dist folder with `shell` as its index.html; the caller removes it. */
export function webDist(shell: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-pages-'));
  fs.writeFileSync(path.join(dist, 'index.html'), shell);
  return dist;
}

/** The web build's real server renderer, built into `dist`/ssr from apps/web's sources as `npm run build` does. */
export async function buildServerRenderer(dist: string): Promise<void> {
  const vite = 'vite';
  const { build } = (await import(vite)) as typeof import('vite');
  // As `npm run build` runs it: vitest's NODE_ENV=test would make the JSX plugin emit React's
  // development calls, which the renderer's production React does not have.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'error', build: { ssr: true, outDir: path.join(dist, 'ssr'), emptyOutDir: true } })
    .finally(() => (process.env.NODE_ENV = nodeEnv));
}

/** The web app's public folder (images the pages show), as the build copies it. */
export const webPublic = path.join(webRoot, 'public');
