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
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
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
