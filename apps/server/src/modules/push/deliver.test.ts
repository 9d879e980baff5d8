import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PushPayloadSchema } from '@tlt/shared/push';
import { notifications, pushSubscriptions, sessions, users } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { decryptPush, type Device, fakeDevice, localPushService, verifyVapid } from '../../../test/push-device.ts';
import { DEFAULT_RETRY_MS, retryAfterMs, retryDelayMs, sendToMembers } from './deliver.ts';
import { pushTopic } from './message.ts';

const { received, answers, origin } = await localPushService();

const app = await testApp({ fresh: true, env: { PUSH_ENDPOINT_ALLOW: origin } });
const publicKey = (await call(app, { method: 'GET', url: '/api/push/vapidPublicKey' })).body.data.publicKey as string;

beforeEach(() => {
  received.length = 0;
  answers.clear();
});

/** A member with one device subscribed through the API. */
async function memberWithDevice(o: { kinds?: string[]; language?: 'en' | 'hi' } = {}) {
  const made = await makeUser(app, { language: o.language });
  const device: Device = fakeDevice();
  const path = `/push/${randomUUID()}`;
  const endpoint = `${origin}${path}`;
  const r = await call(app, { method: 'POST', url: '/api/push/subscribe', token: made.token, payload: { endpoint, keys: device.keys } });
  expect(r.status).toBe(200);
  if (o.kinds) await call(app, { method: 'PATCH', url: '/api/push/preferences', token: made.token, payload: { endpoint, kinds: o.kinds } });
  const [row] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
  return { ...made, device, path, endpoint, subscriptionId: row.id };
}

/** The notification the fan-out would have written for this member. */
async function notify(userId: string, type: 'post' | 'watchlist' | 'tradewisdom', refId: string) {
  const [n] = await app.db.insert(notifications).values({ userId, title: 'T', body: 'B', type, refId }).returning();
  return n.id;
}
const subscriptionRow = async (id: string) => (await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0];

describe('pushes in the member\'s language (issue 30 §6)', () => {
  const payloadOf = (m: { path: string; device: Device }) =>
    PushPayloadSchema.parse(JSON.parse(decryptPush(m.device, received.find((r) => r.path === m.path)!.body)));

  it('a Hindi member reads the server\'s words in Hindi, an English member as before; what people wrote stays as written', async () => {
    const hindi = await memberWithDevice({ language: 'hi' });
    const english = await memberWithDevice();
    const listId = randomUUID();
    await notify(hindi.user.id, 'watchlist', listId);
    await notify(english.user.id, 'watchlist', listId);
    await app.push.sendToMembers({ kind: 'watchlist', type: 'watchlist', refId: listId, title: 'New watchlist: Breakout stocks', body: 'Swing · 3 charts' });
    expect(payloadOf(hindi)).toMatchObject({ title: 'नई वॉचलिस्ट: Breakout stocks', body: 'Swing · 3 चार्ट' });
    expect(payloadOf(english)).toMatchObject({ title: 'New watchlist: Breakout stocks', body: 'Swing · 3 charts' });

    received.length = 0;
    await app.push.sendToMembers({
      kind: 'postReviewed', userIds: [hindi.user.id, english.user.id], url: '/posts/x', title: 'Your post was not approved', body: 'Reason: Add a stop loss',
    });
    expect(payloadOf(hindi)).toMatchObject({ title: 'आपकी पोस्ट अप्रूव नहीं हुई', body: 'वजह: Add a stop loss' });
    expect(payloadOf(english)).toMatchObject({ title: 'Your post was not approved', body: 'Reason: Add a stop loss' });

    // An admin's post notification is the admin's own words, in whatever language they wrote.
    received.length = 0;
    const postId = randomUUID();
    await notify(hindi.user.id, 'post', postId);
    await app.push.sendToMembers({ kind: 'adminPost', type: 'post', refId: postId, title: 'New watchlist: 3 charts', body: '5 charts' });
    expect(payloadOf(hindi)).toMatchObject({ title: 'New watchlist: 3 charts', body: '5 charts' });
  });
});

describe('sendToMembers', () => {
  it('pushes an admin post encrypted (aes128gcm) with TTL, high urgency, a topic and VAPID, to open the post from its notification', async () => {
    const m = await memberWithDevice();
    const postId = randomUUID();
    const notificationId = await notify(m.user.id, 'post', postId);
    const report = await app.push.sendToMembers({ kind: 'adminPost', type: 'post', refId: postId, title: 'Nifty long above 22,500', body: 'Targets 22,600 / 22,750' });
    expect(report).toEqual({ sent: 1, skipped: 0, removed: 0, failed: 0, retry: null });

    expect(received).toHaveLength(1);
    const [req] = received;
    expect(req.path).toBe(m.path);
    expect(req.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: String(24 * 3600), urgency: 'high', 'content-type': 'application/octet-stream' });
    const topic = pushTopic('adminPost', postId);
    expect(req.headers.topic).toBe(topic);
    expect(topic).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const claims = verifyVapid(req.headers.authorization, publicKey, origin);
    expect(claims.sub).toMatch(/^mailto:/);
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());

    const payload = PushPayloadSchema.parse(JSON.parse(decryptPush(m.device, req.body)));
    expect(payload).toEqual({
      title: 'Nifty long above 22,500', body: 'Targets 22,600 / 22,750', url: `/posts/${postId}/${notificationId}`, tag: topic,
    });
    expect((await subscriptionRow(m.subscriptionId)).lastSuccessAt).toBeInstanceOf(Date);
  });

  it('reaches only the members holding that notification, and only devices that want the kind', async () => {
    const wants = await memberWithDevice();
    const declined = await memberWithDevice({ kinds: ['adminPost', 'tradeWisdom'] });
    const without = await memberWithDevice();
    const listId = randomUUID();
    await notify(wants.user.id, 'watchlist', listId);
    await notify(declined.user.id, 'watchlist', listId);
    await notify(without.user.id, 'post', listId); // another type about the same id
    const report = await app.push.sendToMembers({ kind: 'watchlist', type: 'watchlist', refId: listId, title: 'New watchlist', body: 'Breakouts' });
    expect(report.sent).toBe(1);
    expect(received.map((r) => r.path)).toEqual([wants.path]);
    expect(received[0].headers).toMatchObject({ urgency: 'normal', ttl: String(24 * 3600) });
  });

  it('skips the members the caller names (a live stream shows it already), asking once per member', async () => {
    const live = await memberWithDevice();
    const away = await memberWithDevice();
    const id = randomUUID();
    await notify(live.user.id, 'tradewisdom', id);
    await notify(away.user.id, 'tradewisdom', id);
    const asked: string[] = [];
    const report = await app.push.sendToMembers(
      { kind: 'tradeWisdom', type: 'tradewisdom', refId: id, title: 'Lesson', body: 'Cut losses early' },
      { skip: (userId) => (asked.push(userId), userId === live.user.id) },
    );
    expect(report).toMatchObject({ sent: 1, skipped: 1 });
    expect(received.map((r) => r.path)).toEqual([away.path]);
    expect(asked.sort()).toEqual([live.user.id, away.user.id].sort());
  });

  it('sends to given members with a given url', async () => {
    const m = await memberWithDevice();
    const report = await app.push.sendToMembers({ kind: 'reply', userIds: [m.user.id], url: '/posts/p1', title: 'New reply', body: 'Asha replied' });
    expect(report.sent).toBe(1);
    expect(JSON.parse(decryptPush(m.device, received[0].body))).toMatchObject({ url: '/posts/p1', title: 'New reply' });
    expect(received[0].headers).toMatchObject({ urgency: 'normal', ttl: String(3 * 24 * 3600) });
    expect((await app.push.sendToMembers({ kind: 'reply', userIds: [], url: '/x', title: 't', body: 'b' })).sent).toBe(0);
  });

  it('deletes a subscription the push service calls gone (410, 404)', async () => {
    for (const status of [410, 404]) {
      const m = await memberWithDevice();
      answers.set(m.path, { status });
      const report = await app.push.sendToMembers({ kind: 'reply', userIds: [m.user.id], url: '/x', title: 't', body: 'b' });
      expect(report).toMatchObject({ sent: 0, removed: 1, retry: null });
      expect(await subscriptionRow(m.subscriptionId)).toBeUndefined();
    }
  });

  it('reports 429 and 5xx for a retry after the Retry-After, keeping the subscription; the retry sends to those only', async () => {
    const limited = await memberWithDevice();
    const broken = await memberWithDevice();
    const fine = await memberWithDevice();
    answers.set(limited.path, { status: 429, headers: { 'retry-after': '120' } });
    answers.set(broken.path, { status: 503 });
    const message = { kind: 'reply' as const, userIds: [limited.user.id, broken.user.id, fine.user.id], url: '/x', title: 't', body: 'b' };
    const report = await app.push.sendToMembers(message);
    expect(report.sent).toBe(1);
    expect(report.retry?.subscriptionIds.sort()).toEqual([limited.subscriptionId, broken.subscriptionId].sort());
    expect(report.retry?.afterMs).toBe(120_000);
    expect(await subscriptionRow(limited.subscriptionId)).toBeDefined();

    answers.clear();
    received.length = 0;
    const again = await app.push.sendToMembers(message, { only: report.retry!.subscriptionIds });
    expect(again).toMatchObject({ sent: 2, retry: null });
    expect(received.map((r) => r.path).sort()).toEqual([limited.path, broken.path].sort());
  });

  it('keeps a subscription refused for another reason (logged), and retries one it could not reach', async () => {
    const refused = await memberWithDevice();
    answers.set(refused.path, { status: 403 });
    expect(await app.push.sendToMembers({ kind: 'reply', userIds: [refused.user.id], url: '/x', title: 't', body: 'b' }))
      .toMatchObject({ failed: 1, removed: 0, retry: null });
    expect(await subscriptionRow(refused.subscriptionId)).toBeDefined();

    // A port nobody listens on: connection refused is the service's trouble, not the device's.
    const unreachable = await makeUser(app);
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const closedOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((r) => closed.close(r));
    const [row] = await app.db.insert(pushSubscriptions).values({
      userId: unreachable.user.id, sessionId: await sessionOf(unreachable.user.id), endpoint: `${closedOrigin}/push/1`, ...fakeDevice().keys,
    }).returning();
    const sender = { ...app.push.sender, endpointAllow: [origin, closedOrigin] };
    const report = await sendToMembers(app.db, { kind: 'reply', userIds: [unreachable.user.id], url: '/x', title: 't', body: 'b' }, { sender });
    expect(report.retry).toEqual({ subscriptionIds: [row.id], afterMs: DEFAULT_RETRY_MS });
  });

  it('pushes nothing to a device whose sign-in ended or whose member was deactivated', async () => {
    const loggedOut = await memberWithDevice();
    await call(app, { method: 'GET', url: '/api/auth/logout', token: loggedOut.token });
    const deactivated = await memberWithDevice();
    await app.db.update(users).set({ active: false }).where(eq(users.id, deactivated.user.id));
    const report = await app.push.sendToMembers({ kind: 'reply', userIds: [loggedOut.user.id, deactivated.user.id], url: '/x', title: 't', body: 'b' });
    expect(report.sent).toBe(0);
    expect(received).toHaveLength(0);
  });

  it('checks the endpoint again at delivery: a name now resolving to a private address is never contacted, and removed', async () => {
    const m = await makeUser(app);
    const [row] = await app.db.insert(pushSubscriptions).values({
      userId: m.user.id, sessionId: await sessionOf(m.user.id), endpoint: 'https://push.example.com/send/abc', ...fakeDevice().keys,
    }).returning();
    const lookups: string[] = [];
    const sender = {
      ...app.push.sender,
      resolve: async (host: string) => (lookups.push(host), [{ address: '127.0.0.1', family: 4 }]),
    };
    const report = await sendToMembers(app.db, { kind: 'reply', userIds: [m.user.id], url: '/x', title: 't', body: 'b' }, { sender });
    expect(lookups).toEqual(['push.example.com']);
    expect(report).toMatchObject({ sent: 0, removed: 1 });
    expect(await subscriptionRow(row.id)).toBeUndefined();
    expect(received).toHaveLength(0);
  });
});

describe('back-off', () => {
  it('reads Retry-After as seconds or a date, and doubles from a minute up to an hour', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('30', now)).toBe(30_000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:02:00 GMT', now)).toBe(120_000);
    expect(retryAfterMs(undefined, now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect([1, 2, 3, 10].map((a) => retryDelayMs(a))).toEqual([60_000, 120_000, 240_000, 3600_000]);
    expect(retryDelayMs(1, 300_000)).toBe(300_000);
  });
});

async function sessionOf(userId: string): Promise<string> {
  const [s] = await app.db.select({ id: sessions.id }).from(sessions).where(and(eq(sessions.userId, userId)));
  return s.id;
}
