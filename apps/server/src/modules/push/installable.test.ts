import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { call, testApp } from '../../../test/helper.ts';

// The web app's real public files and page shell, served by the real server plugin from a stand-in dist.
const web = path.resolve(import.meta.dirname, '../../../../web');
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-installable-'));
fs.cpSync(path.join(web, 'public'), dist, { recursive: true });
fs.copyFileSync(path.join(web, 'index.html'), path.join(dist, 'index.html'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = await testApp({ env: { WEB_DIST: dist } });

describe('the installable app', () => {
  it('every page links the manifest, the theme colour and the Home Screen icon', async () => {
    const page = (await call(app, { method: 'GET', url: '/' })).raw;
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain('<meta name="theme-color" content="#0b1730" media="(prefers-color-scheme: light)" />');
    expect(page).toContain('<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />');
  });

  it('serves a manifest browsers install from: name, standalone, start URL, theme, icons of 192 and 512 and a maskable one', async () => {
    const r = await call(app, { method: 'GET', url: '/manifest.webmanifest' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const m = JSON.parse(r.raw);
    expect(m).toMatchObject({
      name: 'The Lazy Trader', short_name: expect.any(String), start_url: '/user-dashboard', scope: '/', display: 'standalone',
      theme_color: '#0b1730', background_color: '#0b1730',
    });
    expect(m.short_name.length).toBeLessThanOrEqual(12);
    expect(m.prefer_related_applications).toBeUndefined();
    const found: string[] = [];
    for (const icon of m.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>) {
      const file = await call(app, { method: 'GET', url: icon.src });
      expect(file.status, icon.src).toBe(200);
      expect(file.res.headers['content-type']).toBe('image/png');
      const meta = await sharp(file.res.rawPayload).metadata();
      expect(`${meta.width}x${meta.height}`, icon.src).toBe(icon.sizes);
      found.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(found).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('serves the service worker from the root, never cached, and it intercepts no fetches', async () => {
    const r = await call(app, { method: 'GET', url: '/sw.js' });
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(r.res.headers['cache-control']).toBe('no-cache');
    // At the root its scope is the whole site without a Service-Worker-Allowed header.
    expect(r.raw).not.toMatch(/addEventListener\(\s*['"]fetch['"]/);
    for (const icon of ['/icons/icon-192.png', '/icons/badge-96.png']) expect(r.raw).toContain(icon);
    expect((await call(app, { method: 'GET', url: '/icons/badge-96.png' })).status).toBe(200);
  });
});
