import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { findPageRoute } from '@tlt/shared/routes';
import { type Locale, localeOfPath, LOCALE_TAGS } from '@tlt/shared/i18n/locale';
import { type ChosenTheme, THEME_COLOR } from '@tlt/shared/theme';
import { readRoutePreloads, withHindiFonts, withRoutePreloads } from './route-preloads.ts';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** How often the build's files are looked at again: a rebuild under a running server shows within this. */
const BUILD_CHECK_MS = 1000;
/** Pages kept (the site has a few dozen, plus one per blog read). */
const MAX_PAGES = 500;

const STYLESHEET = /[ \t]*<link\b[^>]*\brel="stylesheet"[^>]*>\n?/gi;
const FIRST_SCRIPT = /[ \t]*<(?:script\b|link\b[^>]*\brel="modulepreload")/i;

/**
 * The shell with its stylesheets ahead of its scripts and module preloads (Vite writes them after).
 * A server-rendered page paints once its CSS is in, and needs no JS for that: asked for first, the
 * CSS does not queue behind some thirty script requests on a phone's connection (decision 0035).
 */
export function stylesFirst(html: string): string {
  const sheets = html.match(STYLESHEET);
  const first = FIRST_SCRIPT.exec(html);
  if (!sheets || !first) return html;
  const rest = html.replace(STYLESHEET, '');
  const at = FIRST_SCRIPT.exec(rest)!.index;
  return `${rest.slice(0, at)}${sheets.map((s) => (s.endsWith('\n') ? s : `${s}\n`)).join('')}${rest.slice(at)}`;
}

/** One build's shell: index.html with each page's preloads written in, made once per route. */
export interface Build {
  id: number;
  shellFor(pathname: string): string;
}

/**
 * The web build's index.html and route-preloads.json, read again only when index.html's
 * modification time has changed, looked at no more than once a second (decision 0010 read them
 * per request so that a rebuild never names files that are gone; this keeps that within a second).
 */
export class BuildFiles {
  private build: Build | undefined;
  private mtimeMs = -1;
  private checkedAt = 0;
  private pending: Promise<Build | undefined> | undefined;

  constructor(private readonly webDist: string) {}

  current(now = Date.now()): Build | undefined | Promise<Build | undefined> {
    if (now - this.checkedAt < BUILD_CHECK_MS) return this.build;
    return (this.pending ??= this.refresh(now).finally(() => (this.pending = undefined)));
  }

  /** The build when it was looked at within the last second; undefined when it is due a look. */
  checkedBuild(now = Date.now()): Build | undefined {
    return now - this.checkedAt < BUILD_CHECK_MS ? this.build : undefined;
  }

  private async refresh(now: number): Promise<Build | undefined> {
    const index = path.join(this.webDist, 'index.html');
    const stat = await fs.stat(index).catch(() => undefined);
    this.checkedAt = now;
    if (!stat) return (this.build = undefined);
    if (this.build && stat.mtimeMs === this.mtimeMs) return this.build;
    // A build in progress may have removed the shell for a moment: keep the last one until it is back.
    const read = await fs.readFile(index, 'utf8').catch(() => undefined);
    if (read === undefined) return this.build;
    const shell = stylesFirst(read);
    const preloads = await readRoutePreloads(this.webDist);
    const byRoute = new Map<string, string>();
    this.mtimeMs = stat.mtimeMs;
    this.build = {
      id: stat.mtimeMs,
      shellFor: (pathname) => {
        const locale = localeOfPath(pathname);
        const key = `${locale}${findPageRoute(pathname)?.path ?? ''}`;
        let html = byRoute.get(key);
        if (html === undefined) {
          const withPreloads = withRoutePreloads(shell, preloads, pathname);
          html = inLanguage(locale === 'hi' ? withHindiFonts(withPreloads, preloads) : withPreloads, locale);
          byRoute.set(key, html);
        }
        return html;
      },
    };
    return this.build;
  }
}

/** The shell of a page in `locale`: `<html lang>` says the page's language (issue 30 §3). */
export function inLanguage(shell: string, locale: Locale): string {
  return shell.replace(/<html\b[^>]*>/i, (tag) => tag.replace(/\slang="[^"]*"/i, '').replace(/^<html/i, `<html lang="${LOCALE_TAGS[locale].split('-')[0]}"`));
}

export type Encoding = 'br' | 'gzip';

/** A body compressed once to keep: brotli at its best (11), gzip at 9 (kept answers pay it once, not per request). */
export function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzip(body, { level: 9 });
}

const THEME_COLOR_META = /[ \t]*<meta\s+name="theme-color"[^>]*>\n?/gi;

/**
 * The page in the reader's chosen theme: `data-theme` on `<html>` (the CSS reads it before the first
 * paint; no script, decision 0068-dark-mode) and that theme's browser bar colour in place of the
 * pair that follows the system.
 */
export function withTheme(html: string, theme: ChosenTheme): string {
  let metaWritten = false;
  return html
    .replace(/<html\b/i, `<html data-theme="${theme}"`)
    .replace(THEME_COLOR_META, () => {
      if (metaWritten) return '';
      metaWritten = true;
      return `    <meta name="theme-color" content="${THEME_COLOR[theme]}" />\n`;
    });
}

/** A page's final HTML, with its compressed copies made once, on first demand. */
export class CachedPage {
  readonly body: Buffer;
  private readonly encoded = new Map<Encoding, Promise<Buffer>>();
  /** The copies made so far, for answers that cannot wait. */
  private readonly made = new Map<Encoding, Buffer>();
  /** The same page in a chosen theme, made on first demand and kept with it. */
  private readonly themed = new Map<ChosenTheme, CachedPage>();

  constructor(
    readonly status: 200 | 404,
    html: string,
    readonly buildId: number,
    readonly expiresAt = Infinity,
  ) {
    this.body = Buffer.from(html);
  }

  encodedAs(encoding: Encoding): Promise<Buffer> {
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressOnce(this.body, encoding);
      this.encoded.set(encoding, body);
      body.then((made) => this.made.set(encoding, made), () => this.encoded.delete(encoding));
    }
    return body;
  }

  /** This page for a reader who chose `theme` (itself for "system": the CSS follows the system). */
  inTheme(theme: ChosenTheme | 'system'): CachedPage {
    if (theme === 'system') return this;
    let page = this.themed.get(theme);
    if (!page) this.themed.set(theme, (page = new CachedPage(this.status, withTheme(this.body.toString(), theme), this.buildId, this.expiresAt)));
    return page;
  }

  /** The bytes to send for `encoding` (null: the HTML as it is) if they are made already. */
  bytesNow(encoding: Encoding | null): Buffer | undefined {
    return encoding ? this.made.get(encoding) : this.body;
  }
}

/** A request URL's path, the key pages are kept under (a query does not make another page). */
export function pathnameOf(url: string): string {
  const query = url.indexOf('?');
  return query < 0 ? url : url.slice(0, query);
}

/** The compressed copy a browser accepts, brotli first; null for none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  if (/\bbr\b(?!;q=0(?:\.0*)?\b)/.test(header)) return 'br';
  if (/\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(header)) return 'gzip';
  return null;
}

/**
 * Pages' final HTML by pathname, kept until the site's data changes (`clear`, on `site_changed`),
 * the page's own `expiresAt`, or a new build. `generation` tells a page drawn while a change
 * arrived (drawn from the old data) not to be kept.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  generation = 0;

  get(pathname: string, buildId: number, now = Date.now()): CachedPage | undefined {
    const page = this.pages.get(pathname);
    if (!page) return undefined;
    if (page.buildId !== buildId || page.expiresAt <= now) {
      this.pages.delete(pathname);
      return undefined;
    }
    return page;
  }

  set(pathname: string, page: CachedPage, generation: number): void {
    if (generation !== this.generation) return;
    // Oldest out first (a Map iterates in insertion order).
    if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
    this.pages.set(pathname, page);
  }

  clear(): void {
    this.generation++;
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
