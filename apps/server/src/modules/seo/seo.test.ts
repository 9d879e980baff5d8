import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, testApp } from '../../../test/helper.ts';
import { makeUser } from '../../../test/factories.ts';

// A stand-in build output with a real <head>, like Vite writes.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-seo-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
  '<meta name="description" content="Shell description" /><title>The Lazy Trader</title></head>',
  '<body><div id="root"></div></body></html>',
].join(''));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const PUBLIC_URL = 'https://tlt.example';
const app = await testApp({ env: { WEB_DIST: dist, PUBLIC_URL } });
const admin = await makeUser(app, { userType: 'admin' });
const SECRET = 'the whole members-only method';

async function create(payload: Record<string, unknown>) {
  const r = await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload });
  expect(r.status, r.raw).toBe(200);
  return r.body.data as { slug: string };
}

const open = await create({
  title: 'Stops "that" work & risk < 2%', shortDescription: 'Fear & greed <b>explained</b> "simply"',
  description: '<p>Body</p>', featureImage: '/images/blogs/stop.svg', published_date: '2025-02-03T04:05:06.000Z',
});
const locked = await create({
  title: 'Locked method', shortDescription: 'Public summary', description: `<p>${SECRET}</p>`,
  is_locked: true, locked_content: 'Teaser only', featureImage: 'https://cdn.example/a.png',
});

describe('OpenGraph tags on /blogs/:slug', () => {
  it('writes escaped title, description, image, url and type into the served HTML', async () => {
    const r = await call(app, { method: 'GET', url: `/blogs/${open.slug}` });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/html');
    const html = r.raw;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta property="og:title" content="Stops &quot;that&quot; work &amp; risk &lt; 2%" />');
    expect(html).toContain('<meta property="og:description" content="Fear &amp; greed explained &quot;simply&quot;" />');
    // The 1200×630 JPEG preview cut from the feature image (modules/blogs og-image.ts).
    expect(html).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/blogs/bySlug/${open.slug}/og.jpg" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain(`<meta property="og:url" content="${PUBLIC_URL}/blogs/${open.slug}" />`);
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<meta name="twitter:title" content="Stops &quot;that&quot; work &amp; risk &lt; 2%" />');
    expect(html).toContain('<title>Stops &quot;that&quot; work &amp; risk &lt; 2% | The Lazy Trader</title>');
    // The shell's own title and description are replaced, not doubled.
    expect(html).not.toContain('Shell description');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('risk < 2%');
  });

  it('never puts a locked blog\'s text in the tags', async () => {
    const r = await call(app, { method: 'GET', url: `/blogs/${locked.slug}` });
    expect(r.status).toBe(200);
    expect(r.raw).toContain('<meta property="og:description" content="Public summary" />');
    // Not an image this app keeps: the address stays as the admin gave it, with no preview sizes.
    expect(r.raw).toContain('<meta property="og:image" content="https://cdn.example/a.png" />');
    expect(r.raw).not.toContain('og:image:width');
    expect(r.raw).not.toContain(SECRET);
  });

  it('serves the plain shell with 404 for an unknown blog, and leaves other pages alone', async () => {
    const r = await call(app, { method: 'GET', url: '/blogs/no-such-post' });
    expect(r.status).toBe(404);
    expect(r.raw).toContain('<div id="root">');
    expect(r.raw).not.toContain('og:title');
    const login = await call(app, { method: 'GET', url: '/login' });
    expect(login.status).toBe(200);
    expect(login.raw).not.toContain('og:title');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists public pages without parameters and every blog with lastmod', async () => {
    const r = await call(app, { method: 'GET', url: '/sitemap.xml' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('application/xml');
    const xml = r.raw;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    for (const p of ['/', '/login', '/pricing-plans', '/register', '/blogs'])
      expect(xml).toContain(`<loc>${PUBLIC_URL}${p}</loc>`);
    for (const p of ['/profile', '/user-dashboard', '/admin/plans', '/admin/blogs', ':renewalToken', ':slug', '/404'])
      expect(xml).not.toContain(`${PUBLIC_URL}${p}<`);
    expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/blogs/${open.slug}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT`));
    expect(xml).toContain(`<loc>${PUBLIC_URL}/blogs/${locked.slug}</loc>`);
  });

  it('allows crawling, keeps out the API and member pages, and points at the sitemap', async () => {
    const r = await call(app, { method: 'GET', url: '/robots.txt' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toContain('text/plain');
    const lines = r.raw.split('\n');
    expect(lines).toEqual(expect.arrayContaining([
      'User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /admin/', 'Disallow: /profile', 'Disallow: /user-dashboard',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]));
    expect(r.raw).not.toContain('Disallow: /\n');
  });
});

describe('language twins (issue 30 §3)', () => {
  const alternates = (path: string) => [
    `<link rel="alternate" hreflang="en" href="${PUBLIC_URL}${path === '/' ? '/' : path}" />`,
    `<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}${path === '/' ? '/hi' : `/hi${path}`}" />`,
    `<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${path === '/' ? '/' : path}" />`,
  ];

  it('names both twins with hreflang on each, a canonical per language and the og:locale', async () => {
    for (const path of ['/', '/pricing-plans', '/webinar', '/faqs', '/about-us', '/blogs', '/register']) {
      const hindi = path === '/' ? '/hi' : `/hi${path}`;
      const en = await call(app, { method: 'GET', url: path });
      const hi = await call(app, { method: 'GET', url: hindi });
      expect(en.status, path).toBe(200);
      expect(hi.status, hindi).toBe(200);
      for (const tag of alternates(path)) {
        expect(en.raw, path).toContain(tag);
        expect(hi.raw, hindi).toContain(tag);
      }
      expect(en.raw).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}" />`);
      expect(hi.raw).toContain(`<link rel="canonical" href="${PUBLIC_URL}${hindi}" />`);
      expect(en.raw.match(/rel="canonical"/g)).toHaveLength(1);
      expect(en.raw).toContain('<meta property="og:locale" content="en_IN" />');
      expect(hi.raw).toContain('<meta property="og:locale" content="hi_IN" />');
      expect(hi.raw).toContain('<html lang="hi">');
      expect(en.raw).toContain('<html lang="en">');
    }
  });

  it("gives a blog's Hindi twin its tags and one canonical, and members' pages none", async () => {
    const hi = await call(app, { method: 'GET', url: `/hi/blogs/${open.slug}` });
    expect(hi.status).toBe(200);
    expect(hi.raw).toContain('<meta property="og:title" content="Stops &quot;that&quot; work &amp; risk &lt; 2%" />');
    expect(hi.raw).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hi/blogs/${open.slug}" />`);
    expect(hi.raw.match(/rel="canonical"/g)).toHaveLength(1);
    expect(hi.raw).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/blogs/${open.slug}" />`);
    const en = await call(app, { method: 'GET', url: `/blogs/${open.slug}` });
    expect(en.raw).toContain(`<link rel="alternate" hreflang="hi" href="${PUBLIC_URL}/hi/blogs/${open.slug}" />`);
    for (const url of ['/profile', '/hi/profile', '/admin/plans', '/no-such-page']) {
      const r = await call(app, { method: 'GET', url });
      expect(r.raw, url).not.toContain('hreflang');
    }
  });

  it('keeps / English whatever the browser prefers: no redirect, the same page, kept apart from /hi', async () => {
    const plain = await call(app, { method: 'GET', url: '/' });
    const prefersHindi = await call(app, { method: 'GET', url: '/', headers: { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' } });
    const withCookie = await call(app, { method: 'GET', url: '/', headers: { cookie: 'lang=hi', 'accept-language': 'hi' } });
    for (const r of [prefersHindi, withCookie]) {
      expect(r.status).toBe(200);
      expect(r.res.headers.location).toBeUndefined();
      expect(r.raw).toBe(plain.raw);
      // The language is in the address, so no cache keeps a page apart by Accept-Language (it
      // varies by Cookie for the theme only: decision 0068, and the lang cookie changes nothing here).
      expect(String(r.res.headers.vary)).not.toMatch(/accept-language/i);
    }
    expect(plain.raw).toContain('<html lang="en">');
    // The page cache is keyed by address: the Hindi twin asked for next is its own page.
    const hi = await call(app, { method: 'GET', url: '/hi' });
    expect(hi.raw).toContain('<html lang="hi">');
    expect((await call(app, { method: 'GET', url: '/' })).raw).toBe(plain.raw);
  });

  it('lists both twins in the sitemap, each with its alternates', async () => {
    const xml = (await call(app, { method: 'GET', url: '/sitemap.xml' })).raw;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = (loc: string) => xml.split('</url>').find((u) => u.includes(`<loc>${PUBLIC_URL}${loc}</loc>`));
    for (const [en, hi] of [['/', '/hi'], ['/pricing-plans', '/hi/pricing-plans'], ['/blogs', '/hi/blogs'], [`/blogs/${open.slug}`, `/hi/blogs/${open.slug}`]]) {
      for (const loc of [en, hi]) {
        const u = entry(loc);
        expect(u, loc).toBeDefined();
        expect(u).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}${en}"/>`);
        expect(u).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${PUBLIC_URL}${hi}"/>`);
        expect(u).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}${en}"/>`);
      }
    }
    expect(xml).not.toContain('/hi/profile');
  });
});
