import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { call, testApp } from '../../test/helper.ts';
import { webDist } from '../../test/web-renderer.ts';

/**
 * The reader's chosen theme is on the page before any script runs (issue 30 §7, decision
 * 0068-dark-mode): the server writes the `theme` cookie's choice on `<html data-theme>` with that
 * theme's browser-bar colour; "system" (no cookie) gets the page as kept, which the CSS and the
 * media-qualified colours resolve by the system's preference. No renderer here: the shell is the page.
 */
const SHELL = [
  '<!doctype html><html lang="en"><head>',
  '    <meta name="theme-color" content="#0b1730" media="(prefers-color-scheme: light)" />',
  '    <meta name="theme-color" content="#050b18" media="(prefers-color-scheme: dark)" />',
  '<title>Shell</title></head><body><div id="root">shell</div></body></html>',
].join('\n');
const dist = webDist(SHELL);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
const app = await testApp({ env: { WEB_DIST: dist } });

const page = (url: string, cookie?: string, encoding?: string) =>
  call(app, { method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...(encoding ? { 'accept-encoding': encoding } : {}) } });
const themeColors = (html: string) => [...html.matchAll(/<meta name="theme-color"[^>]*>/g)].map((m) => m[0]);

describe('pages in the chosen theme', () => {
  it('theme=dark: <html data-theme="dark"> and the dark bar colour alone', async () => {
    const r = await page('/faqs', 'theme=dark');
    expect(r.status).toBe(200);
    expect(r.raw).toContain('<html data-theme="dark" lang="en">');
    expect(themeColors(r.raw)).toEqual(['<meta name="theme-color" content="#050b18" />']);
  });

  it('theme=light among other cookies: data-theme="light"', async () => {
    const r = await page('/faqs', '_ga=GA1.1.1; theme=light; lang=en');
    expect(r.raw).toContain('<html data-theme="light" lang="en">');
    expect(themeColors(r.raw)).toEqual(['<meta name="theme-color" content="#0b1730" />']);
  });

  it('no cookie, or a value that is no theme: the page as kept, no data-theme, both colours by media query', async () => {
    for (const cookie of [undefined, 'theme=system', 'theme=purple', 'mytheme=dark']) {
      const r = await page('/faqs', cookie);
      expect(r.raw, String(cookie)).toContain('<html lang="en">');
      expect(r.raw, String(cookie)).not.toContain('data-theme');
      expect(themeColors(r.raw)).toHaveLength(2);
    }
  });

  it('one kept page serves every theme: a dark answer never reaches a reader without the cookie, in any encoding', async () => {
    for (const encoding of ['br', 'gzip, deflate, br']) {
      const dark = await page('/about-us', 'theme=dark', encoding);
      expect(dark.res.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(dark.res.rawPayload).toString()).toContain('data-theme="dark"');
      const plain = await page('/about-us', undefined, encoding);
      expect(brotliDecompressSync(plain.res.rawPayload).toString()).not.toContain('data-theme');
      const again = await page('/about-us', 'theme=dark', encoding);
      expect(again.res.rawPayload.equals(dark.res.rawPayload)).toBe(true);
    }
  });

  it('members’ and admins’ pages (drawn by the browser) and the 404 page get the theme too', async () => {
    for (const url of ['/posts', '/all-users', '/no-such-page']) {
      expect((await page(url, 'theme=dark')).raw, url).toContain('data-theme="dark"');
    }
  });

  it('a shared cache keeps the themes apart: every page answer varies by Cookie', async () => {
    for (const url of ['/', '/faqs', '/posts']) {
      expect((await page(url)).res.headers.vary).toBe('Accept-Encoding, Cookie');
    }
  });
});
