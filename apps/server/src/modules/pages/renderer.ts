import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@tlt/shared/i18n/locale';

/** What apps/web/src/entry-server.tsx exports (the build's dist/ssr/entry-server.js). */
export interface RenderedPage {
  html: string;
  stateScript: string;
  title?: string;
  description?: string;
}
export interface PageRenderer {
  render(path: string, api: { get(path: string, locale?: Locale): Promise<unknown> }): Promise<RenderedPage | null>;
}

/** Where `npm run build` puts the renderer, inside the web build (apps/web/vite.config.ts). */
export const rendererFile = (webDist: string) => path.join(webDist, 'ssr', 'entry-server.js');

/**
 * The web build's page renderer, loaded on first use and again when a rebuild replaced it (its
 * modification time changed), so the HTML always comes from the same build as the shell and the
 * scripts that hydrate it. Undefined while there is none (no build yet, the dev server).
 */
export class RendererLoader {
  private loaded: { mtimeMs: number; renderer: Promise<PageRenderer> } | undefined;

  constructor(private readonly file: string) {}

  async current(): Promise<PageRenderer | undefined> {
    const stat = await fs.stat(this.file).catch(() => undefined);
    if (!stat) return undefined;
    if (this.loaded?.mtimeMs !== stat.mtimeMs) {
      // The query makes a rebuilt file a new module (Node caches modules by URL).
      const url = `${pathToFileURL(this.file).href}?v=${stat.mtimeMs}`;
      const renderer = import(url) as Promise<PageRenderer>;
      this.loaded = { mtimeMs: stat.mtimeMs, renderer };
      renderer.catch(() => {
        if (this.loaded?.renderer === renderer) this.loaded = undefined;
      });
    }
    return this.loaded.renderer;
  }
}
