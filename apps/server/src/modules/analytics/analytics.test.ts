import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { cleanPath } from './service.ts';

const app = await testApp();
let n = 0;
const visitorId = () => `visitor-${++n}-${Date.now()}`;
const pageview = (path: string, v = visitorId()) => ({ kind: 'pageview', path, visitorId: v });
const post = (events: unknown[], o: { token?: string; ip?: string } = {}) =>
  call(app, { method: 'POST', url: '/api/analytics/events', payload: { events }, token: o.token, remoteAddress: o.ip ?? '10.0.0.1' });
const rowsOf = (v: string) => app.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, v)).orderBy(desc(analyticsEvents.id));

describe('POST /api/analytics/events', () => {
  it('stores a batch of page views, events and conversions, anonymously without a token', async () => {
    const v = visitorId();
    const r = await post([
      pageview('/pricing-plans?plan_selected=3', v),
      { kind: 'event', path: '/register', category: 'Registration', action: 'Payment Cancelled', label: 'Yearly', value: 349.99, utmSource: 'fb', visitorId: v },
      { kind: 'conversion', path: '/register', category: 'Conversion', action: 'purchase', label: 'INR', value: 17999, visitorId: v },
    ]);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: true, code: 200, data: { stored: 3 } });
    const rows = await rowsOf(v);
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.userId === null)).toBe(true);
    expect(rows.find((row) => row.kind === 'event')).toMatchObject({
      path: '/register', category: 'Registration', action: 'Payment Cancelled', label: 'Yearly', value: '349.99', utmSource: 'fb',
    });
    expect(rows.find((row) => row.kind === 'pageview')?.path).toBe('/pricing-plans?plan_selected=3');
  });

  it('never stores secrets from paths: token/key parameters and renewal tokens are removed', async () => {
    const v = visitorId();
    await post([pageview('/reset-password?token=abc&utm_source=fb', v), pageview('/renew-subscription/sekret-renewal', v)]);
    expect((await rowsOf(v)).map((r) => r.path).sort()).toEqual(['/renew-subscription/:token', '/reset-password?utm_source=fb']);
    expect(cleanPath('/x?key=1&Token=2')).toBe('/x');
  });

  it('attaches the signed-in user when a valid bearer token comes along, and ignores a stale one', async () => {
    const { user, token } = await makeUser(app);
    const v = visitorId();
    expect((await post([pageview('/posts', v)], { token })).status).toBe(200);
    expect((await rowsOf(v))[0].userId).toBe(user.id);
    const w = visitorId();
    expect((await post([pageview('/', w)], { token: 'not-a-session' })).status).toBe(200);
    expect((await rowsOf(w))[0].userId).toBeNull();
  });

  it('refuses batches over 20 events, empty batches and bad events (400)', async () => {
    const v = visitorId();
    expect((await post(Array.from({ length: 21 }, () => pageview('/', v)))).status).toBe(400);
    expect((await post(Array.from({ length: 20 }, () => pageview('/', v)))).status).toBe(200);
    expect((await post([])).status).toBe(400);
    for (const bad of [
      { kind: 'click', path: '/', visitorId: v },
      { kind: 'pageview', path: 'https://evil.example/', visitorId: v },
      { kind: 'pageview', path: `/${'a'.repeat(300)}`, visitorId: v },
      { kind: 'event', path: '/', action: 'x'.repeat(101), visitorId: v },
      { kind: 'event', path: '/', value: 'lots', visitorId: v },
      { kind: 'pageview', path: '/', visitorId: 'a b' },
      { kind: 'pageview', path: '/' },
    ]) {
      const r = await post([bad]);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.body.status).toBe(false);
    }
    expect((await call(app, { method: 'POST', url: '/api/analytics/events', payload: 'nonsense', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await rowsOf(v)).toHaveLength(20);
  });

  it('limits each IP to ANALYTICS_EVENTS_PER_MIN batches a minute (120 unless set; 429), other IPs unaffected', async () => {
    expect(app.config.limits.analyticsPerIpPerMin).toBe(120);
    const ip = '10.9.9.9';
    // Invalid bodies still count: the limit runs before validation, so nothing is written here.
    const codes = await Promise.all(Array.from({ length: 120 }, () => post([], { ip })));
    expect(codes.every((r) => r.status === 400)).toBe(true);
    const over = await post([pageview('/')], { ip });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ status: false, code: 429 });
    expect((await post([pageview('/')], { ip: '10.9.9.10' })).status).toBe(200);
  });

  it('takes its limit from ANALYTICS_EVENTS_PER_MIN (the journeys lift it: all their browsers share one address)', async () => {
    const lifted = await testApp({ env: { ANALYTICS_EVENTS_PER_MIN: '3' } });
    const at = (ip: string) => call(lifted, { method: 'POST', url: '/api/analytics/events', payload: { events: [] }, remoteAddress: ip });
    expect((await Promise.all([1, 2, 3].map(() => at('10.8.8.8')))).map((r) => r.status)).toEqual([400, 400, 400]);
    expect((await at('10.8.8.8')).status).toBe(429);
  });
});

describe('browser errors and Web Vitals (issue 28 §6)', () => {
  const ofKind = (kind: string, path: string) => app.db.select().from(analyticsEvents)
    .where(and(eq(analyticsEvents.kind, kind), eq(analyticsEvents.path, path))).orderBy(desc(analyticsEvents.id));

  it('stores a short message and the path without its query for an error, and nothing that names the visitor', async () => {
    const { token } = await makeUser(app);
    const path = `/posts/err-${visitorId()}`;
    const long = `TypeError: x is undefined at https://site.example/a.js?token=sekret ${'y'.repeat(900)}`;
    const r = await post([
      { kind: 'error', path: `${path}?reset=sekret2#frag`, category: 'error', label: long, visitorId: visitorId() },
      { kind: 'error', path, category: 'unhandledrejection', label: 'Failed to fetch', visitorId: visitorId(), utmSource: 'fb' },
    ], { token });
    expect(r.status).toBe(200);
    const rows = await ofKind('error', path);
    expect(rows.map((row) => row.category).sort()).toEqual(['error', 'unhandledrejection']);
    const first = rows.find((row) => row.category === 'error')!;
    expect(first.label!.length).toBeLessThanOrEqual(200);
    expect(first.label).toMatch(/^TypeError: x is undefined at https:\/\/site\.example\/a\.js /);
    expect(JSON.stringify(rows)).not.toContain('sekret');
    expect(rows.every((row) => row.visitorId === null && row.userId === null && row.utmSource === null && row.value === null)).toBe(true);
    // A renewal link's token is a path segment: never stored either.
    await post([{ kind: 'error', path: '/renew-subscription/sekret-renewal?x=1', category: 'error', label: 'boom', visitorId: visitorId() }]);
    expect(await ofKind('error', '/renew-subscription/:token')).not.toHaveLength(0);
  });

  it('stores a Web Vital\'s name, value and rating on the path without its query', async () => {
    const path = `/pricing-plans-${visitorId()}`;
    expect((await post([
      { kind: 'vital', path: `${path}?plan_selected=3`, action: 'LCP', value: 2412.5, label: 'good', visitorId: visitorId() },
      { kind: 'vital', path, action: 'CLS', value: 0.12, label: 'needs-improvement', visitorId: visitorId() },
    ])).status).toBe(200);
    const rows = await ofKind('vital', path);
    expect(rows.map((row) => [row.action, Number(row.value), row.label]).sort()).toEqual([['CLS', 0.12, 'needs-improvement'], ['LCP', 2412.5, 'good']]);
    expect(rows.every((row) => row.visitorId === null)).toBe(true);
  });

  it('refuses kinds, names, ratings and values out of bounds (400), storing nothing of the batch', async () => {
    const path = `/bounds-${visitorId()}`;
    const v = visitorId();
    for (const bad of [
      { kind: 'error', path, category: 'console', label: 'x', visitorId: v },
      { kind: 'error', path, category: 'error', visitorId: v },
      { kind: 'error', path, category: 'error', label: 'x'.repeat(1001), visitorId: v },
      { kind: 'vital', path, action: 'FID', value: 10, label: 'good', visitorId: v },
      { kind: 'vital', path, action: 'LCP', value: -1, label: 'good', visitorId: v },
      { kind: 'vital', path, action: 'LCP', value: 1e7, label: 'good', visitorId: v },
      { kind: 'vital', path, action: 'LCP', value: 100, label: 'great', visitorId: v },
      { kind: 'vital', path, action: 'LCP', label: 'good', visitorId: v },
    ]) {
      const r = await post([bad, pageview(path, v)]);
      expect(r.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await rowsOf(v)).toHaveLength(0);
  });
});

describe('GET /api/analytics/config', () => {
  it('answers nulls when nothing is configured', async () => {
    const r = await call(app, { method: 'GET', url: '/api/analytics/config' });
    expect(r.body).toEqual({ status: true, code: 200, data: { gaMeasurementId: null, metaPixelId: null } });
  });

  it('answers the configured ids', async () => {
    const configured = await testApp({ env: { GA_MEASUREMENT_ID: 'G-TEST123', META_PIXEL_ID: '1234567890' } });
    const r = await call(configured, { method: 'GET', url: '/api/analytics/config' });
    expect(r.body.data).toEqual({ gaMeasurementId: 'G-TEST123', metaPixelId: '1234567890' });
  });
});

describe('GET /api/analytics/summary', () => {
  it('is for admins only: 401 for visitors, 403 for members', async () => {
    expect((await call(app, { method: 'GET', url: '/api/analytics/summary' })).status).toBe(401);
    const member = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/analytics/summary', token: member.token })).status).toBe(403);
  });

  it('counts page views per path and events per action over the last days', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const a = visitorId();
    const b = visitorId();
    await post([pageview('/summary-test', a), pageview('/summary-test', a), pageview('/summary-test', b),
      { kind: 'event', path: '/register', category: 'Summary', action: 'Summary Clicked', value: 5, visitorId: a },
      { kind: 'event', path: '/register', category: 'Summary', action: 'Summary Clicked', value: 7, visitorId: b }]);
    const r = await call(app, { method: 'GET', url: '/api/analytics/summary?days=7', token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data.days).toBe(7);
    expect(r.body.data.pageViews).toContainEqual({ path: '/summary-test', views: 3, visitors: 2 });
    expect(r.body.data.events).toContainEqual({ category: 'Summary', action: 'Summary Clicked', count: 2, value: 12 });
    expect(r.body.data.conversions.count).toBeGreaterThanOrEqual(1);
    expect(r.body.data.visitors).toBeGreaterThanOrEqual(2);
    expect((await call(app, { method: 'GET', url: '/api/analytics/summary?days=0', token: admin.token })).status).toBe(400);
  });
});

describe('analytics ids as settings (GET/PUT /api/admin/settings/analytics)', () => {
  const env = { GA_MEASUREMENT_ID: 'G-ENV12345', META_PIXEL_ID: '111111111111' };

  it('an admin id wins over the environment, and clearing it goes back to the environment', async () => {
    const configured = await testApp({ env, fresh: true });
    const admin = await makeUser(configured, { userType: 'admin' });
    const settings = (payload?: object) => call(configured, {
      method: payload ? 'PUT' : 'GET', url: '/api/admin/settings/analytics', token: admin.token, payload, remoteAddress: '10.5.0.1',
    });
    const config = async () => (await call(configured, { method: 'GET', url: '/api/analytics/config' })).body.data;

    expect((await settings()).body.data).toEqual({
      gaMeasurementId: { value: null, env: 'G-ENV12345', effective: 'G-ENV12345' },
      metaPixelId: { value: null, env: '111111111111', effective: '111111111111' },
    });
    const put = await settings({ gaMeasurementId: ' G-ADMIN987 ', metaPixelId: '' });
    expect(put.status).toBe(200);
    expect(put.body.message).toBe('Analytics ids saved');
    expect(put.body.data.gaMeasurementId).toEqual({ value: 'G-ADMIN987', env: 'G-ENV12345', effective: 'G-ADMIN987' });
    expect(await config()).toEqual({ gaMeasurementId: 'G-ADMIN987', metaPixelId: '111111111111' });

    await settings({ gaMeasurementId: null, metaPixelId: '222222222222' });
    expect(await config()).toEqual({ gaMeasurementId: 'G-ENV12345', metaPixelId: '222222222222' });

    const log = await call(configured, { method: 'GET', url: '/api/admin/audit?action=analytics.update', token: admin.token });
    expect(log.body.data.entries).toMatchObject([
      { ip: '10.5.0.1', before: { gaMeasurementId: 'G-ADMIN987', metaPixelId: null }, after: { gaMeasurementId: null, metaPixelId: '222222222222' } },
      { actor: { _id: admin.user.id }, before: { gaMeasurementId: null }, after: { gaMeasurementId: 'G-ADMIN987' } },
    ]);
    // The same ids again change nothing and write no entry.
    await settings({ gaMeasurementId: null, metaPixelId: '222222222222' });
    expect((await call(configured, { method: 'GET', url: '/api/admin/audit?action=analytics.update', token: admin.token })).body.data.entries).toHaveLength(2);
  });

  it('refuses ids of the wrong shape with a clear message, and is for admins only', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const member = await makeUser(app);
    const put = (payload: object, token?: string) => call(app, { method: 'PUT', url: '/api/admin/settings/analytics', token, payload });
    const ga = await put({ gaMeasurementId: 'UA-12345-1', metaPixelId: null }, admin.token);
    expect(ga.status).toBe(400);
    expect(ga.body.message).toBe('Use the Google Analytics measurement id, e.g. G-AB12CD34EF');
    const pixel = await put({ gaMeasurementId: null, metaPixelId: '12ab34' }, admin.token);
    expect(pixel.status).toBe(400);
    expect(pixel.body.message).toBe('A Meta pixel id is digits only, e.g. 123456789012345');
    expect((await put({ gaMeasurementId: 42, metaPixelId: null }, admin.token)).status).toBe(400);
    expect((await put({ gaMeasurementId: null, metaPixelId: null })).status).toBe(401);
    expect((await put({ gaMeasurementId: null, metaPixelId: null }, member.token)).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/admin/settings/analytics', token: member.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/analytics/config' })).body.data).toEqual({ gaMeasurementId: null, metaPixelId: null });
  });
});
