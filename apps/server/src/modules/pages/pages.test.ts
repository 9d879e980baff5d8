import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { overHttp } from '../../../test/over-http.ts';
import { buildServerRenderer, webDist } from '../../../test/web-renderer.ts';

/**
 * The public pages as the server sends them: drawn by the web build's real renderer (built here from
 * apps/web's sources, as `npm run build` does), from the content store, cached, and dropped on change.
 */
const ENTRY = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">';
const SHELL = '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><meta name="description" content="Shell" />'
  + `<title>Shell</title>${ENTRY}\n${PRELOAD}\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body><div id="root"><div aria-hidden="true">strip</div></div></body></html>`;
const dist = webDist(SHELL);

beforeAll(async () => {
  await buildServerRenderer(dist);
  const out = path.join(dist, 'ssr');
  // The server loads dist/ssr/entry-server.js: this one counts the server's calls to the real renderer.
  fs.renameSync(path.join(out, 'entry-server.js'), path.join(out, 'renderer.js'));
  fs.writeFileSync(path.join(out, 'entry-server.js'), [
    "import { render as real } from './renderer.js';",
    'export function render(path, api) {',
    '  globalThis.tltRenders = [...(globalThis.tltRenders ?? []), path];',
    '  return real(path, api);',
    '}',
  ].join('\n'));
}, 180_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// Logged at info: a page's log lines carry its path, never its query.
const logLines: string[] = [];
const app = await testApp({ env: { WEB_DIST: dist, LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
const renders = () => (globalThis as { tltRenders?: string[] }).tltRenders ?? [];
const page = async (url: string) => call(app, { method: 'GET', url });
/** Text as the renderer (Preact's, decision 0083-landing-first-load) writes it into HTML. */
const html = (text: string) => text.replace(/[&<"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;' })[c]!);
async function content(key: string): Promise<any> {
  return (await call(app, { method: 'GET', url: `/api/content/values?keys=${key}` })).body.data[key];
}
const appHtml = (raw: string) => raw.slice(raw.indexOf('<div id="root">'), raw.indexOf('tlt-server-state'));

describe('server-rendered public pages', () => {
  it('arrive with their heading and copy from the content store, and the state to hydrate with', async () => {
    const hero = await content('landing.hero');
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.raw).toContain(html(hero.headline));
    expect(home.raw).toContain(html(hero.intro));
    expect(home.raw).not.toContain('strip');
    expect(home.raw).toMatch(/<script type="application\/json" id="tlt-server-state">/);
    // The sections below the first screen are in the HTML too, in place: no part left for an
    // inline script to move in (the CSP forbids inline scripts; the browser would draw it twice).
    expect(home.raw).toContain(html((await content('landing.experts')).heading));
    expect(home.raw).not.toContain('<!--$?-->');
    expect(home.raw).not.toContain('$RC(');
    // The state, and the external script that starts the app once the page has loaded; no other.
    expect(home.raw.match(/<script/g)).toHaveLength(2);

    const faqs = await content('pages.faqs');
    const r = await page('/faqs');
    expect(r.raw).toContain(html(faqs.title));
    expect(r.raw).toContain(html(faqs.items[0].question));
    expect(r.raw).toContain(`<title>FAQs | The Lazy Trader</title>`);

    const about = await content('pages.about');
    expect((await page('/about-us')).raw).toContain(html(about.whoWeAre.heading));
    const legal = await content('pages.legal');
    for (const [url, doc] of [['/privacy-policy', legal.privacyPolicy], ['/terms-and-conditions', legal.terms], ['/disclaimer', legal.disclaimer], ['/refund-policy', legal.refundPolicy]]) {
      const r2 = await page(url);
      expect(r2.raw, url).toContain(html(doc.title));
      expect(r2.raw, url).toContain(html(doc.sections[0].heading));
    }
    expect((await page('/our-performance')).raw).toContain(html((await content('pages.performance')).title));
    expect((await page('/how-it-works')).raw).toContain(html((await content('pages.howItWorks')).title));
    expect((await page('/contact-us')).raw).toContain('Contact Us</h1>');
    expect((await page('/join-us')).raw).toContain(html((await content('pages.joinUs')).headline));
  });

  it('draw the plans, the offer and the webinar from their services', async () => {
    const plans = (await call(app, { method: 'GET', url: '/api/plan/all' })).body.data;
    const pricing = await page('/pricing-plans');
    expect(pricing.raw).toContain('Plans &amp; Pricing');
    for (const plan of plans) expect(pricing.raw).toContain(`aria-label="${plan.planType} plan"`);
    const webinar = await content('webinar.page');
    const w = await page('/webinar');
    expect(w.raw).toContain(html(webinar.headline));
    // The countdown's seconds wait for the browser: a kept page's would be stale.
    expect(w.raw).toContain('--:--:--');
  });

  it('draw blogs, and never a locked blog’s text for a visitor', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const body = (o: object) => ({ title: 'Open post', shortDescription: 'An open one', description: '<p>Open text for everyone</p>', is_locked: false, ...o });
    const open = (await call(app, { method: 'POST', url: '/api/blogs', token: admin.token, payload: body({}) })).body.data;
    const locked = (await call(app, {
      method: 'POST', url: '/api/blogs', token: admin.token,
      payload: body({ title: 'Members post', description: '<p>Members only secret text</p>', is_locked: true, locked_content: 'Teaser for visitors' }),
    })).body.data;

    const list = await page('/blogs');
    expect(list.raw).toContain('Open post');
    expect(list.raw).toContain('Members post');
    const openPage = await page(`/blogs/${open.slug}`);
    expect(openPage.raw).toContain('Open text for everyone');
    expect(openPage.raw).toContain('<title>Open post | The Lazy Trader</title>');
    const lockedPage = await page(`/blogs/${locked.slug}`);
    expect(lockedPage.status).toBe(200);
    expect(lockedPage.raw).toContain('Teaser for visitors');
    expect(lockedPage.raw).toContain('This article is for members');
    expect(lockedPage.raw).not.toContain('Members only secret text');
    // A member's request is the same visitor's page: the browser asks the API for the member's copy.
    const member = await makeUser(app);
    const asMember = await call(app, { method: 'GET', url: `/blogs/${locked.slug}`, token: member.token });
    expect(asMember.raw).not.toContain('Members only secret text');

    const missing = await page('/blogs/no-such-blog');
    expect(missing.status).toBe(404);
    expect(missing.raw).not.toContain('tlt-server-state');
  });

  it('are drawn once and kept: a repeat is not rendered again, a content edit is', async () => {
    await page('/faqs');
    const before = renders().length;
    const first = await page('/faqs');
    const again = await page('/faqs?utm_source=fb');
    expect(renders().length).toBe(before);
    expect(again.raw).toBe(first.raw);

    const admin = await makeUser(app, { userType: 'admin' });
    const raw = (await call(app, { method: 'GET', url: '/api/admin/content/pages.faqs', token: admin.token })).body.data.value;
    const oldTitle = (await content('pages.faqs')).title;
    const saved = await call(app, { method: 'PUT', url: '/api/content/pages.faqs', token: admin.token, payload: { ...raw, title: 'Answers, freshly edited' } });
    expect(saved.status).toBe(200);
    // The change is announced on site_changed (every process hears it); this one drops its pages.
    await expect.poll(async () => (await page('/faqs')).raw, { timeout: 5000 }).toContain('Answers, freshly edited');
    expect(appHtml((await page('/faqs')).raw)).not.toContain(html(oldTitle));
    expect(renders().length).toBeGreaterThan(before);
  });

  it('show the maintenance screen while maintenance is on', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT: true } });
    try {
      await expect.poll(async () => (await page('/')).raw, { timeout: 5000 }).toContain(html(MSG.maintenance));
    } finally {
      await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT: false } });
    }
    await expect.poll(async () => (await page('/')).raw, { timeout: 5000 }).not.toContain(html(MSG.maintenance));
  });

  it('are sent compressed to browsers that accept it, and the renderer itself never', async () => {
    const plain = await page('/about-us');
    const br = await call(app, { method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.res.rawPayload).toString()).toBe(plain.raw);
    expect((await page('/ssr/entry-server.js')).status).toBe(404);
    expect((await page('/ssr/renderer.js')).status).toBe(404);
  });

  it('ask for their scripts only once loaded: no module script or preload ahead of the first paint', async () => {
    const home = (await page('/')).raw;
    expect(home).not.toContain(ENTRY);
    expect(home).not.toContain('rel="modulepreload"');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(home).toMatch(/<script defer src="\/hydrate.js" data-entry="\/assets\/index-abc.js" data-preload="\/assets\/react-abc.js"><\/script><\/body>/);
  });

  it('leave member pages and unknown addresses to the browser', async () => {
    const posts = await page('/posts');
    expect(posts.status).toBe(200);
    expect(posts.raw).toContain('strip');
    // The browser draws these: their scripts stay in <head>.
    expect(posts.raw).toContain(ENTRY);
    const unknown = await page('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(unknown.raw).toContain('strip');
    expect(renders()).not.toContain('/no-such-page');
  });
});

describe('kept pages over HTTP', () => {
  let base = '';
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });

  it('log their path only, never the query', async () => {
    await overHttp(base, '/how-it-works?email=someone%40example.com');
    await overHttp(base, '/how-it-works?email=someone%40example.com');
    expect(logLines.some((l) => l.includes('"url":"/how-it-works"'))).toBe(true);
    expect(logLines.some((l) => l.includes('someone'))).toBe(false);
  });

  it('are drawn again after a content edit: the next request over HTTP has the new text', async () => {
    await overHttp(base, '/faqs');
    await overHttp(base, '/faqs');
    const admin = await makeUser(app, { userType: 'admin' });
    const raw = (await call(app, { method: 'GET', url: '/api/admin/content/pages.faqs', token: admin.token })).body.data.value;
    const saved = await call(app, { method: 'PUT', url: '/api/content/pages.faqs', token: admin.token, payload: { ...raw, title: 'Answers over the wire' } });
    expect(saved.status).toBe(200);
    await expect.poll(async () => (await overHttp(base, '/faqs')).body.toString(), { timeout: 5000 }).toContain('Answers over the wire');
  });
});
