import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

// A stand-in web build holding a seed-style SVG feature image.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-og-dist-'));
fs.mkdirSync(path.join(dist, 'images', 'blogs'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>');
fs.writeFileSync(path.join(dist, 'images', 'blogs', 'chart.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480" fill="#0f766e"/><circle cx="320" cy="240" r="120" fill="#fbbf24"/></svg>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const app = await testApp({ env: { WEB_DIST: dist } });
const admin = await makeUser(app, { userType: 'admin' });

// An uploaded square PNG, stored as the upload route stores it (content-hash key).
const png = await sharp({ create: { width: 900, height: 900, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
const uploaded = await app.images.put(`images/${createHash('sha256').update(png).digest('hex')}.png`, png, 'image/png');

async function blogWith(title: string, featureImage: string | null) {
  const r = await call(app, {
    method: 'POST', url: '/api/blogs', token: admin.token,
    payload: { title, shortDescription: 'Summary', description: '<p>Body</p>', featureImage },
  });
  expect(r.status, r.raw).toBe(200);
  return r.body.data.slug as string;
}
const og = (slug: string) => call(app, { method: 'GET', url: `/api/blogs/bySlug/${slug}/og.jpg` });
const ogFiles = () => (fs.existsSync(path.join(app.config.dataDir, 'og')) ? fs.readdirSync(path.join(app.config.dataDir, 'og')) : []);

describe('GET /api/blogs/bySlug/:slug/og.jpg (issue 14 §7)', () => {
  it('cuts an uploaded feature image to a 1200×630 JPEG, drawn once and then read from disk', async () => {
    const slug = await blogWith('Uploaded picture', uploaded);
    const before = ogFiles().length;
    const r = await og(slug);
    expect(r.status).toBe(200);
    expect(r.res.headers['content-type']).toBe('image/jpeg');
    expect(r.res.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(r.res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect(ogFiles().length).toBe(before + 1);
    const again = await og(slug);
    expect(again.res.rawPayload.equals(r.res.rawPayload)).toBe(true);
    expect(ogFiles().length).toBe(before + 1);
  });

  it("rasterises the web build's SVG feature images too", async () => {
    const r = await og(await blogWith('Seed picture', '/images/blogs/chart.svg'));
    expect(r.status).toBe(200);
    expect(await sharp(r.res.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('answers 404 with nothing to draw from: no blog, no feature image, an address this app does not keep, a file gone', async () => {
    expect((await og('no-such-blog')).status).toBe(404);
    expect((await og(await blogWith('No picture', null))).status).toBe(404);
    expect((await og(await blogWith('Elsewhere', 'https://cdn.example/a.png'))).status).toBe(404);
    expect((await og(await blogWith('Gone', '/images/blogs/missing.png'))).status).toBe(404);
  });
});
