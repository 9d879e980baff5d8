import fs from 'node:fs/promises';
import path from 'node:path';
import { findPageRoute } from '@tlt/shared/routes';

/** Written by the web build (apps/web/build/route-preloads.ts): page route → its JS files. */
const FILE = 'route-preloads.json';
const ASSET = /^\/assets\/[\w.-]+\.js$/;
/** The build's Devanagari font files, under a key no route has (apps/web/build/route-preloads.ts). */
const HINDI_FONTS_KEY = '#hindi-fonts';
const FONT = /^\/assets\/[\w.-]+\.woff2$/;

type RoutePreloads = Record<string, string[]>;

/**
 * The build's route → JS map, read per request like index.html itself, so a rebuild under a
 * running server never points browsers at files that are gone. Empty when the build has none.
 */
export async function readRoutePreloads(webDist: string): Promise<RoutePreloads> {
  try {
    const parsed: unknown = JSON.parse(await fs.readFile(path.join(webDist, FILE), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as RoutePreloads) : {};
  } catch {
    return {};
  }
}

/**
 * index.html with <link rel="modulepreload"> for the page at `url`: the browser fetches the
 * page's code together with the app's, not after the app has started and asked for it.
 */
export function withRoutePreloads(html: string, preloads: RoutePreloads, url: string): string {
  const route = findPageRoute(url.split('?')[0]);
  const files = (route && preloads[route.path]) || [];
  return beforeHeadEnd(html, files.filter((f) => ASSET.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`));
}

/** `links` written at the end of the HTML's head (the HTML as it is without a head or links). */
function beforeHeadEnd(html: string, links: string[]): string {
  if (links.length === 0 || !/<\/head>/i.test(html)) return html;
  return html.replace(/<\/head>/i, `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * A Hindi page's shell with its two Devanagari fonts preloaded (decision 0074): fetched beside the
 * stylesheet, not after the first layout asks for them, so the text is drawn in them at once.
 */
export function withHindiFonts(html: string, preloads: RoutePreloads): string {
  return beforeHeadEnd(html, (preloads[HINDI_FONTS_KEY] ?? []).filter((f) => FONT.test(f))
    .map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${f}">`));
}
