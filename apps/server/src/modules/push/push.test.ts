import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { PUSH_KINDS, PUSH_MSG } from '@tlt/shared/push';
import { pushSubscriptions, sessions } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { fakeDevice } from '../../../test/push-device.ts';
import { DEVICES_PER_MEMBER_MAX } from './service.ts';

// The local "push service" origin tests may use; nothing listens there (deliveries are in deliver.test.ts).
const LOCAL = 'http://127.0.0.1:9';
const app = await testApp({ fresh: true, env: { PUSH_ENDPOINT_ALLOW: LOCAL } });
const member = await makeUser(app);
const admin = await makeUser(app, { userType: 'admin' });

const endpoint = () => `${LOCAL}/push/${randomUUID()}`;
const subscription = (e = endpoint()) => ({ endpoint: e, keys: fakeDevice().keys });
const api = {
  key: (token?: string) => call(app, { method: 'GET', url: '/api/push/vapidPublicKey', token }),
  subscribe: (token: string | undefined, payload: object, headers: Record<string, string> = {}) =>
    call(app, { method: 'POST', url: '/api/push/subscribe', token, payload, headers }),
  unsubscribe: (token: string | undefined, e: string) => call(app, { method: 'DELETE', url: '/api/push/subscribe', token, payload: { endpoint: e } }),
  kinds: (token: string | undefined, e: string, kinds: unknown) =>
    call(app, { method: 'PATCH', url: '/api/push/preferences', token, payload: { endpoint: e, kinds } }),
};
const rowOf = async (e: string) => (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, e)))[0];

describe('GET /api/push/vapidPublicKey', () => {
  it('answers anyone the public key, the same one each time', async () => {
    const first = await api.key();
    expect(first.status).toBe(200);
    expect(first.body.data.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(Buffer.from(first.body.data.publicKey, 'base64url')).toHaveLength(65);
    expect((await api.key(member.token)).body.data.publicKey).toBe(first.body.data.publicKey);
  });
});

describe('who may subscribe', () => {
  it('a visitor gets 401, a member whose plan ended 402, on every call', async () => {
    const expired = await makeUser(app, { months: 6, startedDaysAgo: 400 });
    const e = endpoint();
    for (const [token, code] of [[undefined, 401], ['not-a-session', 401], [expired.token, 402]] as const) {
      const sub = await api.subscribe(token, subscription(e));
      expect(sub.status).toBe(code);
      expect((await api.kinds(token, e, ['watchlist'])).status).toBe(code);
    }
    expect(await rowOf(e)).toBeUndefined();
    // Turning a device off needs only a sign-in: it always works.
    expect((await api.unsubscribe(undefined, e)).status).toBe(401);
    expect((await api.unsubscribe(expired.token, e)).body).toMatchObject({ code: 200, data: { removed: false } });
  });

  it('a member and an admin store their device with every kind on, labelled by its browser', async () => {
    for (const who of [member, admin]) {
      const e = endpoint();
      const sub = await api.subscribe(who.token, subscription(e), {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      });
      expect(sub.body).toMatchObject({ status: true, code: 200, data: { endpoint: e, kinds: [...PUSH_KINDS] } });
      const row = await rowOf(e);
      expect(row).toMatchObject({ userId: who.user.id, deviceLabel: 'Chrome on Android', lastSuccessAt: null });
      const [session] = await app.db.select().from(sessions).where(eq(sessions.id, row.sessionId));
      expect(session.userId).toBe(who.user.id);
    }
  });
});

describe('a device', () => {
  it('subscribing again refreshes the keys and keeps the kinds', async () => {
    const e = endpoint();
    await api.subscribe(member.token, subscription(e));
    await api.kinds(member.token, e, ['adminPost']);
    const again = subscription(e);
    const r = await api.subscribe(member.token, again);
    expect(r.body.data).toEqual({ endpoint: e, kinds: ['adminPost'] });
    expect(await rowOf(e)).toMatchObject({ p256dh: again.keys.p256dh, auth: again.keys.auth });
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, e))).toHaveLength(1);
  });

  it('moves to another member who subscribes it, with every kind on again', async () => {
    const other = await makeUser(app);
    const e = endpoint();
    await api.subscribe(member.token, subscription(e));
    await api.kinds(member.token, e, []);
    const r = await api.subscribe(other.token, subscription(e));
    expect(r.body.data.kinds).toEqual([...PUSH_KINDS]);
    expect((await rowOf(e)).userId).toBe(other.user.id);
    // The first member can no longer change or remove it.
    expect((await api.kinds(member.token, e, ['watchlist'])).body).toEqual({ status: false, code: 404, message: PUSH_MSG.subscriptionNotFound });
    expect((await api.unsubscribe(member.token, e)).body.data.removed).toBe(false);
    expect(await rowOf(e)).toBeDefined();
  });

  it('keeps the kinds chosen, each at most once, and refuses unknown ones', async () => {
    const e = endpoint();
    await api.subscribe(member.token, subscription(e));
    const r = await api.kinds(member.token, e, ['watchlist', 'reply', 'watchlist']);
    expect(r.body).toMatchObject({ code: 200, data: { endpoint: e, kinds: ['watchlist', 'reply'] } });
    expect((await rowOf(e)).kinds).toEqual(['watchlist', 'reply']);
    expect((await api.kinds(member.token, e, ['sms'])).status).toBe(400);
    expect((await api.kinds(member.token, e, [])).body.data.kinds).toEqual([]);
    expect((await api.kinds(member.token, endpoint(), ['reply'])).status).toBe(404);
  });

  it('is removed by its member', async () => {
    const e = endpoint();
    await api.subscribe(member.token, subscription(e));
    expect((await api.unsubscribe(member.token, e)).body).toMatchObject({ code: 200, data: { endpoint: e, removed: true } });
    expect(await rowOf(e)).toBeUndefined();
    expect((await api.unsubscribe(member.token, e)).body.data.removed).toBe(false);
  });

  it('ends with the sign-in that turned it on', async () => {
    const signedIn = await makeUser(app);
    const e = endpoint();
    await api.subscribe(signedIn.token, subscription(e));
    expect((await call(app, { method: 'GET', url: '/api/auth/logout', token: signedIn.token })).status).toBe(200);
    // Revoked, not deleted: delivery skips it (deliver.test.ts); the session cleanup deletes both.
    const row = await rowOf(e);
    await app.db.delete(sessions).where(eq(sessions.id, row.sessionId));
    expect(await rowOf(e)).toBeUndefined();
  });

  it(`a member keeps their newest ${DEVICES_PER_MEMBER_MAX} devices`, async () => {
    const many = await makeUser(app);
    const endpoints = Array.from({ length: DEVICES_PER_MEMBER_MAX + 2 }, () => endpoint());
    for (const e of endpoints) expect((await api.subscribe(many.token, subscription(e))).status).toBe(200);
    const rows = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, many.user.id));
    expect(rows.map((r) => r.endpoint).sort()).toEqual(endpoints.slice(2).sort());
  });
});

describe('endpoints refused (no server-side request forgery)', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
    'https://169.254.169.254/latest/meta-data/',
    'https://127.0.0.1/push',
    'https://127.0.0.1:9/push',
    'https://10.0.0.1/push',
    'https://192.168.1.1/push',
    'https://[::1]/push',
    'https://[fd00::1]/push',
    'https://localhost/push',
    'https://localhost:9/push',
    'http://127.0.0.1:10/push',
    'http://example.com/push',
    'ftp://example.com/push',
    'not a url',
  ])('%s', async (e) => {
    const r = await api.subscribe(member.token, { endpoint: e, keys: fakeDevice().keys });
    expect(r.body).toMatchObject({ status: false, code: 400, message: PUSH_MSG.endpointRefused });
    expect(await rowOf(e)).toBeUndefined();
  });

  it('keys that are not a P-256 point and a 16-byte secret', async () => {
    const { keys } = fakeDevice();
    for (const bad of [{ ...keys, auth: 'c2hvcnQ' }, { ...keys, p256dh: keys.p256dh.slice(2) }, { p256dh: keys.p256dh }, {}]) {
      const r = await api.subscribe(member.token, { endpoint: endpoint(), keys: bad });
      expect(r.body).toMatchObject({ code: 400, message: PUSH_MSG.keysInvalid });
    }
    expect((await api.subscribe(member.token, { endpoint: endpoint() })).status).toBe(400);
  });

  it('a visitor is told to sign in before anything about the endpoint', async () => {
    expect((await api.subscribe(undefined, { endpoint: 'https://127.0.0.1/x', keys: fakeDevice().keys })).body.message).toBe(MSG.sessionExpired);
  });
});
