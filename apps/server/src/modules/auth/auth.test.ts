import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { renewalTokens, sessions } from '../../db/schema/index.ts';
import { makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const login = (email: string, password = PASSWORD, extra: object = {}) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password, ...extra } });
const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');

describe('POST /api/auth/login', () => {
  it('signs a member in with a fresh 256-bit token stored only as its hash', async () => {
    const { user } = await makeUser(app);
    const a = await login(user.email.toUpperCase());
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ status: true, code: 200, data: { user: { _id: user.id, email: user.email } } });
    const token = a.body.data.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toContain(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const b = await login(user.email);
    expect(b.body.data.token).not.toBe(token);
  });

  it('answers 403 with the spec message for a wrong password or an unknown email', async () => {
    const { user } = await makeUser(app);
    for (const r of [await login(user.email, 'Wrong-pass1'), await login('nobody@example.com')]) {
      expect(r.status).toBe(403);
      expect(r.body).toEqual({ status: false, code: 403, message: MSG.wrongCredentials });
    }
  });

  it('answers 401 for a suspended account, only after the password matched', async () => {
    const { user } = await makeUser(app, { active: false });
    expect((await login(user.email, 'Wrong-pass1')).status).toBe(403);
    const r = await login(user.email);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(MSG.accountSuspended);
  });

  it('answers 402 with a single-use renewal token when the paid period has ended', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 40 });
    const r = await login(user.email);
    expect(r.status).toBe(402);
    expect(r.body.message).toBe(MSG.loginSubscriptionExpired);
    const renewalToken = r.body.data.renewalToken as string;
    expect(r.body.data).toMatchObject({ name: user.name, email: user.email });
    expect(renewalToken.length).toBeGreaterThanOrEqual(22);
    const [row] = await app.db.select().from(renewalTokens).where(eq(renewalTokens.tokenHash, sha256(renewalToken)));
    expect(row.userId).toBe(user.id);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1); // the factory's only
  });

  it('lets an admin in without any plan', async () => {
    const { user } = await makeUser(app, { userType: 'admin' });
    const r = await login(user.email);
    expect(r.status).toBe(200);
    expect(r.body.data.user.userType).toBe('admin');
  });

  it('validates with the spec messages, first failing field first, all in data.errors', async () => {
    const r = await call(app, { method: 'POST', url: '/api/auth/login', payload: {} });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.emailRequired);
    expect(r.body.data.errors).toEqual([
      { path: 'email', message: MSG.emailRequired },
      { path: 'password', message: MSG.passwordRequired },
    ]);
    const bad = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'nope', password: 'x' } });
    expect(bad.body.message).toBe(MSG.invalidEmail);
    const wrongType = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 42, password: ['x'] } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.data.errors.map((e: { path: string }) => e.path)).toEqual(['email', 'password']);
  });

  it('short sessions when remember me is off', async () => {
    const { user } = await makeUser(app);
    const r = await login(user.email, PASSWORD, { remember: false });
    const [s] = await app.db.select().from(sessions).where(eq(sessions.tokenHash, sha256(r.body.data.token)));
    expect(s.expiresAt.getTime() - Date.now()).toBeLessThan(13 * 3600_000);
  });
});

describe('GET /api/auth and the session rules', () => {
  it('returns the current user and never a password or session hash', async () => {
    const { user } = await makeUser(app);
    const { body } = await login(user.email);
    const r = await call(app, { method: 'GET', url: '/api/auth', token: body.data.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ _id: user.id, name: user.name, userType: 'normal', active: true });
    expect(r.body.data.payment[0]).toMatchObject({ planType: 'Half-Yearly', amount: 17999, expiry: false });
    for (const text of [r.raw, JSON.stringify(body)]) {
      expect(text).not.toMatch(/password|hash|\$argon2/i);
    }
  });

  const expired = { status: false, code: 401, message: MSG.sessionExpired };

  it('answers 401 Session Expired for a missing, malformed or unknown token', async () => {
    expect((await call(app, { method: 'GET', url: '/api/auth' })).body).toEqual(expired);
    expect((await call(app, { method: 'GET', url: '/api/auth', token: 'x'.repeat(43) })).body).toEqual(expired);
    const basic = await call(app, { method: 'GET', url: '/api/auth', headers: { authorization: 'Basic abc' } });
    expect(basic.body).toEqual(expired);
  });

  it('answers 401 after logout revoked the token on the server', async () => {
    const { token } = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).status).toBe(200);
    const out = await call(app, { method: 'GET', url: '/api/auth/logout', token });
    expect(out.body).toMatchObject({ status: true, code: 200 });
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).body).toEqual(expired);
    // Logging out twice, or without a token, is harmless.
    expect((await call(app, { method: 'GET', url: '/api/auth/logout', token })).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/auth/logout' })).status).toBe(200);
  });

  it('answers 401 for an expired session and for a deactivated user', async () => {
    const a = await makeUser(app);
    await app.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, a.user.id));
    expect((await call(app, { method: 'GET', url: '/api/auth', token: a.token })).body).toEqual(expired);
    const b = await makeUser(app, { active: false });
    expect((await call(app, { method: 'GET', url: '/api/auth', token: b.token })).body).toEqual(expired);
  });
});

// Login limits and the lockout: lockout.test.ts (in process) and test/lockout-process.test.ts (real addresses).
