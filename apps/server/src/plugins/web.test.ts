import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { call, testApp } from '../../test/helper.ts';
import { PUBLIC_PAGE } from './web.ts';

// A stand-in build output: the plugin serves whatever Vite wrote.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>TLT</title><div id="root"></div>');
const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), js);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = await testApp({ env: { WEB_DIST: dist } });

describe('serving the built web app', () => {
  it('answers page routes with index.html, kept by shared caches only when anyone may see the page', async () => {
    for (const [url, cache] of [['/', PUBLIC_PAGE], ['/login', PUBLIC_PAGE], ['/user-dashboard?x=1', 'no-cache']]) {
      const r = await call(app, { method: 'GET', url });
      expect(r.status).toBe(200);
      expect(r.raw).toContain('<div id="root">');
      expect(r.res.headers['cache-control']).toBe(cache);
      expect(r.res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('answers unknown pages with the app (which shows its 404 page) and a 404 status', async () => {
    const r = await call(app, { method: 'GET', url: '/no-such-page' });
    expect(r.status).toBe(404);
    expect(r.raw).toContain('<div id="root">');
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const r = await call(app, { method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-encoding']).toBe('br');
    expect(r.res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await call(app, { method: 'GET', url: '/robots.txt' });
    expect(plain.raw).toBe('User-agent: *');
    expect(plain.res.headers['cache-control']).toBe('no-cache');
  });

  it('404s missing files without the app, and unknown API paths with the envelope', async () => {
    expect((await call(app, { method: 'GET', url: '/assets/missing.js' })).status).toBe(404);
    const api = await call(app, { method: 'GET', url: '/api/missing' });
    expect(api.body).toEqual({ status: false, code: 404, message: MSG.apiNotFound });
  });

  it('compresses API answers', async () => {
    const r = await call(app, { method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(r.res.headers['content-encoding']).toBe('gzip');
  });
});
