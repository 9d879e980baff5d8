import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildFiles } from './page-cache.ts';
import { readRoutePreloads, withRoutePreloads } from './route-preloads.ts';

const HTML = '<!doctype html><html><head><title>TLT</title></head><body><div id="root"></div></body></html>';
const preloads = {
  '/webinar': ['/assets/webinar-page-abc.js', '/assets/play-def.js'],
  '/blogs/:slug': ['/assets/blog-page-123.js'],
  '/': ['/assets/landing-page-1.js', '/assets/evil.js"><script>alert(1)</script>'],
};

describe('route preloads', () => {
  it('names the page’s own JS files in its HTML head, matched by route pattern', () => {
    const html = withRoutePreloads(HTML, preloads, '/webinar?utm_source=fb');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/webinar-page-abc.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/play-def.js">');
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(withRoutePreloads(HTML, preloads, '/blogs/some-post')).toContain('/assets/blog-page-123.js');
  });

  it('leaves the HTML alone for unknown pages and drops anything that is not a plain asset path', () => {
    expect(withRoutePreloads(HTML, preloads, '/no-such-page')).toBe(HTML);
    expect(withRoutePreloads(HTML, preloads, '/pricing-plans')).toBe(HTML);
    const home = withRoutePreloads(HTML, preloads, '/');
    expect(home).toContain('/assets/landing-page-1.js');
    expect(home).not.toContain('<script>');
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-preloads-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads the build’s map, and an empty one when the build has none or it is unreadable', async () => {
    expect(await readRoutePreloads(dir)).toEqual({});
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), '{ not json');
    expect(await readRoutePreloads(dir)).toEqual({});
    fs.writeFileSync(path.join(dir, 'route-preloads.json'), JSON.stringify(preloads));
    expect(await readRoutePreloads(dir)).toEqual(preloads);
  });

  it('preloads the two Devanagari fonts on Hindi pages only, and nothing but font assets (decision 0074)', async () => {
    const build = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-fonts-'));
    try {
      fs.writeFileSync(path.join(build, 'index.html'), HTML);
      fs.writeFileSync(path.join(build, 'route-preloads.json'), JSON.stringify({
        ...preloads,
        '#hindi-fonts': ['/assets/noto-400-a1.woff2', '/assets/noto-700-b2.woff2', '/assets/x.woff2"><script>'],
      }));
      const shells = await new BuildFiles(build).current();
      const font = (f: string) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${f}">`;
      for (const page of ['/hi', '/hi/pricing-plans', '/hi/admin/members']) {
        const html = shells!.shellFor(page);
        expect(html).toContain(font('/assets/noto-400-a1.woff2'));
        expect(html).toContain(font('/assets/noto-700-b2.woff2'));
        expect(html).not.toContain('<script>');
        expect(html.indexOf('as="font"')).toBeLessThan(html.indexOf('</head>'));
      }
      for (const page of ['/', '/pricing-plans', '/admin/members']) expect(shells!.shellFor(page)).not.toContain('as="font"');
    } finally {
      fs.rmSync(build, { recursive: true, force: true });
    }
  });
});
