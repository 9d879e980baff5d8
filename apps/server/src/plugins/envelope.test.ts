import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '@tlt/shared/messages';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';

const app = await testApp({ limits: { bodyBytes: 2048 } });
// Routes only this test needs: a crash, and one behind each guard.
app.get('/api/test/boom', async () => {
  throw new Error('secret internals at /srv/app.ts:12');
});
app.get('/api/test/member', { preHandler: app.requireMember }, async () => ({ status: true, code: 200 }));
app.get('/api/test/admin', { preHandler: app.requireAdmin }, async () => ({ status: true, code: 200 }));
app.post('/api/test/echo', { schema: { body: z.object({ n: z.number() }) } }, async (req) => ({
  status: true, code: 200, data: req.body,
}));

describe('the envelope on every /api answer', () => {
  it('404 for unknown API paths', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/login/extra']) {
      const r = await call(app, { method: 'GET', url });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ status: false, code: 404, message: MSG.apiNotFound });
    }
  });

  it('400 for malformed or empty JSON', async () => {
    for (const payload of ['{"email":', '']) {
      const r = await call(app, {
        method: 'POST', url: '/api/auth/login', payload, headers: { 'content-type': 'application/json' },
      });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({ status: false, code: 400, message: MSG.malformedJson });
    }
  });

  it('400 when the body is not an object at all', async () => {
    const r = await call(app, { method: 'POST', url: '/api/test/echo', payload: '[1,2]', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.invalidInput);
  });

  it('413 for a body over the limit', async () => {
    const r = await call(app, { method: 'POST', url: '/api/test/echo', payload: { n: 1, pad: 'x'.repeat(5000) } });
    expect(r.status).toBe(413);
    expect(r.body).toEqual({ status: false, code: 413, message: MSG.bodyTooLarge });
  });

  it('415 for a content type the API does not take', async () => {
    const r = await call(app, { method: 'POST', url: '/api/test/echo', payload: 'n=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(r.status).toBe(415);
    expect(r.body.code).toBe(415);
  });

  it('500 masked: no stack or message leaks, the request id is given', async () => {
    const r = await call(app, { method: 'GET', url: '/api/test/boom' });
    expect(r.status).toBe(500);
    expect(r.body.message).toBe(MSG.internalError);
    expect(r.raw).not.toMatch(/secret|srv|stack|Error/);
    expect(r.body.data.requestId).toBe(r.res.headers['x-request-id']);
  });
});

describe('route guards', () => {
  it('member guard: 401 without session, 402 for an ended period, admins pass', async () => {
    expect((await call(app, { method: 'GET', url: '/api/test/member' })).body.message).toBe(MSG.sessionExpired);
    const ended = await makeUser(app, { months: 1, startedDaysAgo: 45 });
    const r = await call(app, { method: 'GET', url: '/api/test/member', token: ended.token });
    expect(r.status).toBe(402);
    expect(r.body).toEqual({ status: false, code: 402, message: MSG.subscriptionExpired });
    const current = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/test/member', token: current.token })).status).toBe(200);
    const admin = await makeUser(app, { userType: 'admin' });
    expect((await call(app, { method: 'GET', url: '/api/test/member', token: admin.token })).status).toBe(200);
  });

  it('checks the session before the body: a visitor with a bad body gets 401, not 400', async () => {
    const r = await call(app, { method: 'PUT', url: '/api/underMaintenance', payload: { isTLT: 'not a boolean' } });
    expect(r.status).toBe(401);
  });

  it('admin guard: 401 without session, 403 for members', async () => {
    expect((await call(app, { method: 'GET', url: '/api/test/admin' })).status).toBe(401);
    const member = await makeUser(app);
    const r = await call(app, { method: 'GET', url: '/api/test/admin', token: member.token });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ status: false, code: 403, message: MSG.forbidden });
    const admin = await makeUser(app, { userType: 'admin' });
    expect((await call(app, { method: 'GET', url: '/api/test/admin', token: admin.token })).status).toBe(200);
  });
});

describe('security headers, docs, rate limit', () => {
  it('sends the API set on JSON answers: a deny-all CSP with frame-ancestors, nosniff, no-store', async () => {
    const r = await call(app, { method: 'GET', url: '/api/health' });
    expect(r.res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(r.res.headers['x-content-type-options']).toBe('nosniff');
    expect(r.res.headers['x-frame-options']).toBe('DENY');
    expect(r.res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(r.res.headers['cache-control']).toBe('no-store');
    expect(r.res.headers['strict-transport-security']).toBeUndefined();
    // Errors too.
    const missing = await call(app, { method: 'GET', url: '/api/nope' });
    expect(missing.res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends the page set (scripts and styles from self only) on documents and the docs UI', async () => {
    for (const url of ['/anything', '/api/docs/static/index.html']) {
      const r = await call(app, { method: 'GET', url });
      const csp = String(r.res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(r.res.headers['x-content-type-options']).toBe('nosniff');
      expect(r.res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets Razorpay\'s checkout script and frame in only when that provider is on', async () => {
    const page = async (a: typeof app) => String((await call(a, { method: 'GET', url: '/x' })).res.headers['content-security-policy']);
    expect(await page(app)).not.toContain('razorpay');
    const rzp = await testApp({ env: { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'k', RAZORPAY_WEBHOOK_SECRET: 'w' } });
    const csp = await page(rzp);
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com/);
    expect(csp).toContain('https://api.razorpay.com');
    // The test checkout exists only in test mode.
    expect((await call(rzp, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: 'o', outcome: 'pay' } })).status).toBe(404);
  });

  it('adds HSTS when PUBLIC_URL is https', async () => {
    const https = await testApp({ env: { PUBLIC_URL: 'https://thelazytrader.example' } });
    for (const url of ['/api/health', '/some-page']) {
      const r = await call(https, { method: 'GET', url });
      expect(r.res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    }
  });

  it('serves OpenAPI generated from the shared schemas', async () => {
    const r = await call(app, { method: 'GET', url: '/api/docs/json' });
    expect(r.status).toBe(200);
    const doc = r.body as unknown as { openapi: string; paths: Record<string, any> };
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/auth/login'].post;
    expect(Object.keys(login.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(doc.paths['/api/health']).toBeDefined();
    expect((await call(app, { method: 'GET', url: '/api/docs' })).status).toBeLessThan(400);
  });

  it('answers 429 in the envelope when the global per-IP limit is passed', async () => {
    const limited = await testApp({ env: { RATE_LIMIT_PER_MIN: '3' } });
    const codes = [];
    // An address of its own: on PostgreSQL the file's apps share the counters, like a fleet.
    for (let i = 0; i < 4; i++) codes.push((await call(limited, { method: 'GET', url: '/api/underMaintenance', remoteAddress: '10.92.0.1' })).body);
    expect(codes.slice(0, 3).every((b) => b.code === 200)).toBe(true);
    expect(codes[3]).toEqual({ status: false, code: 429, message: MSG.tooManyRequests });
  });
});

describe('GET /api/health', () => {
  it('pings the database: 200 while it answers, 503 once it is gone', async () => {
    const own = await testApp({ fresh: true });
    const admin = await makeUser(own, { userType: 'admin' });
    const up = await call(own, { method: 'GET', url: '/api/health', token: admin.token });
    expect(up.body).toMatchObject({ status: true, code: 200, data: { up: true, db: expect.stringMatching(/pglite|postgres/), uptimeSeconds: expect.any(Number) } });
    await own.database.close();
    const down = await call(own, { method: 'GET', url: '/api/health' });
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ status: false, code: 503, message: MSG.databaseUnavailable });
  });
});

describe('GET /api/health for anyone else', () => {
  it('tells a visitor, a member or a bad token only that the site is up', async () => {
    const member = await makeUser(app);
    for (const token of [undefined, member.token, 'not-a-session']) {
      const r = await call(app, { method: 'GET', url: '/api/health', token });
      expect(r.body).toEqual({ status: true, code: 200, data: { up: true } });
    }
  });
});

describe('request ids', () => {
  it('are made by the server; a caller\'s X-Request-Id is kept only when it is a UUID', async () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const plain = await call(app, { method: 'GET', url: '/api/underMaintenance' });
    expect(plain.res.headers['x-request-id']).toMatch(uuid);
    for (const given of ['evil<script>', 'x'.repeat(64), '123']) {
      const r = await call(app, { method: 'GET', url: '/api/underMaintenance', headers: { 'x-request-id': given } });
      expect(r.res.headers['x-request-id']).toMatch(uuid);
      expect(r.res.headers['x-request-id']).not.toBe(given);
    }
    const lb = '3f2c1a9e-8b7d-4c6e-9f01-23456789abcd';
    expect((await call(app, { method: 'GET', url: '/api/underMaintenance', headers: { 'x-request-id': lb } })).res.headers['x-request-id']).toBe(lb);
  });
});
