import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Written next to index.html; the server reads it at start (apps/server/src/plugins/web.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
/** Not a route (routes start with /): the Devanagari font files Hindi pages preload (decision 0074). */
export const HINDI_FONTS_KEY = '#hindi-fonts';
const HINDI_FONT = /noto-sans-devanagari-devanagari-\d00-normal\.woff2$/;

/**
 * Build step: for each page route in src/app/pages.ts, the JS files its page needs beyond what
 * index.html already loads, as `{ "/webinar": ["/assets/webinar-page-….js", …] }`. The server
 * writes them into the page's HTML as <link rel="modulepreload">, so a visitor's browser fetches
 * the page's code alongside the app's instead of after it has started (one round trip less
 * before the page can draw). Beside them, under HINDI_FONTS_KEY, the Devanagari fonts of Hindi pages.
 */
export function routePreloads(): Plugin {
  let root = process.cwd();
  return {
    name: 'tlt-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const pagesFile = path.join(root, 'src/app/pages.ts');
      const source = fs.readFileSync(pagesFile, 'utf8');
      const routes = [...source.matchAll(/'([^']+)':\s*lazy\(\(\)\s*=>\s*import\('([^']+)'\)\)/g)].map(
        ([, route, spec]) => [route, path.resolve(path.dirname(pagesFile), spec)] as const,
      );
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const collect = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) collect(dep, into);
      };
      const inHtml = new Set<string>();
      for (const entry of chunks.filter((c) => c.isEntry)) collect(entry.fileName, inHtml);

      const preloads: Record<string, string[]> = {};
      for (const [route, id] of routes) {
        const chunk = chunks.find((c) => c.facadeModuleId === id);
        if (!chunk) continue;
        const files = new Set<string>();
        collect(chunk.fileName, files);
        preloads[route] = [...files].filter((f) => !inHtml.has(f)).map((f) => `/${f}`);
      }
      preloads[HINDI_FONTS_KEY] = Object.values(bundle)
        .filter((a) => a.type === 'asset' && a.originalFileNames.some((name) => HINDI_FONT.test(name)))
        .map((a) => `/${a.fileName}`)
        .sort();
      if (routes.length === 0) this.warn('no page routes found in src/app/pages.ts: no route preloads written');
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}
