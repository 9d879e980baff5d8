import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, testApp } from '../../test/helper.ts';
import { overHttp as viaSocket } from '../../test/over-http.ts';
import { webDist } from '../../test/web-renderer.ts';

/**
 * Pages are ordinary Fastify routes (decision 0056-pages-in-fastify): every hook of the root app sees
 * them, kept or not, and none of the API's (rate limit, text guard, idempotency, maintenance) does.
 * No renderer here: the shell itself is the page, kept like a drawn one.
 */
const dist = webDist('<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root">first build</div></body></html>');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const METRICS_TOKEN = 'metrics-token-for-tests';
const LIMIT = 20;
const app = await testApp({ env: { WEB_DIST: dist, RATE_LIMIT_PER_MIN: String(LIMIT), METRICS_TOKEN } });

/** A request over a real socket to this app. */
const overHttp = (url: string, o?: Parameters<typeof viaSocket>[2]) => viaSocket(base, url, o);
let base = '';
beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

/** Requests answered 200 to a GET, as the metrics count them (every route but /metrics itself). */
async function timedGets(): Promise<number> {
  const r = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(r.statusCode).toBe(200);
  let n = 0;
  for (const line of r.body.split('\n')) {
    const m = /^tlt_http_request_duration_seconds_count\{(.*)\} (\d+)$/.exec(line);
    if (m && m[1].includes('method="GET"') && m[1].includes('status="200"') && !m[1].includes('route="/metrics"')) n += Number(m[2]);
  }
  return n;
}

/** What the API's global limit has left for this caller (a public API read that counts against it). */
async function apiRemaining(): Promise<number> {
  const r = await call(app, { method: 'GET', url: '/api/plan/all' });
  expect(r.status).toBe(200);
  return Number(r.res.headers['x-ratelimit-remaining']);
}

describe('kept pages are Fastify routes', () => {
  it('pass through the root app’s hooks: every kept page over HTTP is timed by the metrics', async () => {
    const first = await overHttp('/faqs');
    expect(first.status).toBe(200);
    const before = await timedGets();
    for (let i = 0; i < 5; i++) expect((await overHttp('/faqs')).status).toBe(200);
    expect(await timedGets()).toBe(before + 5);
  });

  it('pay for none of the API’s hooks: they never count against its rate limit, nor meet its text guard', async () => {
    await call(app, { method: 'GET', url: '/about-us' });
    const left = await apiRemaining();
    for (let i = 0; i < LIMIT + 2; i++) {
      const r = await call(app, { method: 'GET', url: '/about-us' });
      expect(r.status).toBe(200);
      expect(r.res.headers['x-ratelimit-limit']).toBeUndefined();
    }
    // The page's NUL is no one's business: the page ignores its query. The API refuses one.
    expect((await call(app, { method: 'GET', url: '/about-us?q=%00' })).status).toBe(200);
    expect(await apiRemaining()).toBe(left - 1);
    expect((await call(app, { method: 'GET', url: '/api/plan/all?q=%00' })).status).toBe(400);
  });

  it('are cached by shared caches when public; member pages, unknown pages and API answers are not (the public reads of the API revalidate)', async () => {
    const publicPage = (await call(app, { method: 'GET', url: '/faqs' })).res.headers;
    expect(publicPage['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(publicPage.vary).toContain('Accept-Encoding');
    expect((await call(app, { method: 'GET', url: '/' })).res.headers['cache-control']).toBe(publicPage['cache-control']);
    expect((await call(app, { method: 'GET', url: '/posts' })).res.headers['cache-control']).toBe('no-cache');
    expect((await call(app, { method: 'GET', url: '/all-users' })).res.headers['cache-control']).toBe('no-cache');
    const unknown = await call(app, { method: 'GET', url: '/no-such-page' });
    expect(unknown.status).toBe(404);
    expect(unknown.res.headers['cache-control']).toBe('no-cache');
    expect((await call(app, { method: 'GET', url: '/api/health' })).res.headers['cache-control']).toBe('no-store');
    // The API's public reads are kept by any cache but asked again each time with their ETag (issue 31 §1).
    expect((await call(app, { method: 'GET', url: '/api/plan/all' })).res.headers['cache-control']).toBe('public, no-cache');
  });

  it('carry the security set and a request id of their own, in each encoding, and HEAD has the length and no body', async () => {
    const br = { 'accept-encoding': 'gzip, deflate, br' };
    const first = await overHttp('/how-it-works', { headers: br });
    const kept = await overHttp('/how-it-works', { headers: br });
    expect(kept.status).toBe(200);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(kept.body.equals(first.body)).toBe(true);
    expect(kept.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const given = 'A1B2C3D4-0000-4000-8000-000000000001';
    expect((await overHttp('/how-it-works', { headers: { ...br, 'x-request-id': given } })).headers['x-request-id']).toBe(given.toLowerCase());

    const plain = await overHttp('/how-it-works');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(kept.body).equals(plain.body)).toBe(true);
    const gzip = await overHttp('/how-it-works', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const head = await overHttp('/how-it-works', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(Number(head.headers['content-length'])).toBe(plain.body.length);
  });

  it('follow a new build within about a second', async () => {
    expect((await overHttp('/thank-you')).body.toString()).toContain('first build');
    const index = path.join(dist, 'index.html');
    fs.writeFileSync(index, fs.readFileSync(index, 'utf8').replace('first build', 'second build'));
    // A later modification time than the first build's, whatever the file system's clock grain.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(index, later, later);
    await expect.poll(async () => (await overHttp('/thank-you')).body.toString(), { timeout: 5000 }).toContain('second build');
  });
});
