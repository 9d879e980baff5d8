import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT, LIVE_REPLAY_MAX, LiveNotificationSchema, NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { livePresence, notifications, sessions, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { atFileEnd, call, onPostgres, testApp, testConfig, testDatabase } from '../../../test/helper.ts';
import { communityUser, ownImage, postApi, validPost } from '../../../test/community.ts';
import { isComment, isEvent, type OpenStream, openStream } from '../../../test/sse.ts';
import { liveUserIds } from './index.ts';
import { MAX_STREAMS_PER_USER } from './stream-hub.ts';
import { notifyActiveMembers } from './service.ts';

// A database of its own, whose listen() lets a test stand in for a lost LISTEN connection.
const base = await testDatabase();
atFileEnd(() => base.close());
const gaps: { channel: string; onGap: () => void }[] = [];
const database: Database = {
  ...base,
  listen: (channel, onMessage, onGap) => {
    gaps.push({ channel, onGap });
    return base.listen(channel, onMessage, onGap);
  },
};

/** A listening app: streams need a real socket (inject cannot stream). */
async function listening(o: Parameters<typeof testApp>[0] = {}) {
  const app = await testApp({ database, ...o });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}${NOTIFICATION_STREAM_PATH}` };
}

// The heartbeat (20 s) never fires here, so what closes a stream in these tests is auth_changed.
const { app, url } = await listening();
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin' });
const member = await communityUser(app);
const other = await communityUser(app);
const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
const neverPaid = await communityUser(app, { months: 0 });
const suspended = await communityUser(app, { active: false });

const opened: OpenStream[] = [];
async function stream(token: string | undefined, headers: Record<string, string> = {}, at = url) {
  const s = await openStream(at, { token, headers });
  opened.push(s);
  return s;
}
afterAll(() => opened.forEach((s) => s.close()));

const post = async (title: string) => {
  const r = await api.create(admin.token, validPost({ notification: { title, body: `About ${title}` } }));
  expect(r.status).toBe(200);
  return r.body.data._id as string;
};
const notificationOf = async (userId: string, refId: string) =>
  (await app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.refId, refId))))[0];
const parse = (data: string | undefined) => LiveNotificationSchema.parse(JSON.parse(data!));

describe('who may open the stream (the guard of notification/all)', () => {
  it('a visitor 401, a suspended member 401, a member whose paid period ended 402', async () => {
    const cases: [string | undefined, number][] = [[undefined, 401], ['not-a-token', 401], [suspended.token, 401], [expired.token, 402], [neverPaid.token, 402]];
    for (const [token, status] of cases) {
      const s = await stream(token);
      expect(s.status).toBe(status);
      expect(s.body).toMatchObject({ status: false, code: status });
    }
  });

  it('a client that does not ask for an event stream gets 406, not a stream (app.inject would wait forever)', async () => {
    const r = await call(app, { method: 'GET', url: NOTIFICATION_STREAM_PATH, token: member.token });
    expect(r.status).toBe(406);
    expect(r.body).toMatchObject({ status: false, code: 406, data: { accept: 'text/event-stream' } });
    expect((await stream(member.token, { accept: 'application/json' })).status).toBe(406);
    // The guard comes first.
    expect((await call(app, { method: 'GET', url: NOTIFICATION_STREAM_PATH })).status).toBe(401);
  });

  it('a member and an admin get an event stream, uncompressed and unbuffered', async () => {
    for (const u of [member, admin]) {
      const s = await stream(u.token, { 'accept-encoding': 'gzip, br' });
      expect(s.status).toBe(200);
      expect(s.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(s.headers.get('cache-control')).toContain('no-cache');
      expect(s.headers.get('x-accel-buffering')).toBe('no');
      expect(s.headers.get('connection')).toBe('keep-alive');
      expect(s.headers.get('content-encoding')).toBeNull();
      expect(s.headers.get('x-content-type-options')).toBe('nosniff');
      expect(await s.next()).toEqual({ comment: 'open' });
      s.close();
    }
  });
});

describe('live notifications', () => {
  it('an admin post with a notification reaches the member\'s open stream, with the new unread count', async () => {
    const s = await stream(member.token);
    const unreadBefore = (await call(app, { method: 'GET', url: '/api/notification/all?limit=50', token: member.token }))
      .body.data!.filter((n: { read: boolean }) => !n.read).length;
    const refId = await post('Gold breakout');
    const ev = await s.next(isEvent(LIVE_EVENT.notification));
    const row = await notificationOf(member.user.id, refId);
    expect(ev.id).toBe(row.id);
    const live = parse(ev.data);
    const listed = (await call(app, { method: 'GET', url: '/api/notification/all?limit=1', token: member.token })).body.data![0];
    expect(live).toEqual({ notification: listed, unread: unreadBefore + 1 });
    expect(live.notification).toMatchObject({ title: 'Gold breakout', body: 'About Gold breakout', read: false, data: { type: 'post', id: refId } });
    s.close();
  });

  it('each member gets their own row, on each of their streams', async () => {
    const [a1, a2, b] = [await stream(member.token), await stream(member.token), await stream(other.token)];
    const refId = await post('Crude alert');
    const mine = await notificationOf(member.user.id, refId);
    const theirs = await notificationOf(other.user.id, refId);
    for (const s of [a1, a2]) expect((await s.next(isEvent(LIVE_EVENT.notification))).id).toBe(mine.id);
    expect((await b.next(isEvent(LIVE_EVENT.notification))).id).toBe(theirs.id);
  });

  it('the server\'s words reach a Hindi reader\'s stream (Accept-Language: hi) in Hindi, live and replayed; an English one\'s as stored', async () => {
    const [hi, en] = [await stream(member.token, { 'accept-language': 'hi' }), await stream(member.token)];
    const r = await call(app, {
      method: 'POST', url: '/api/watchlist/create', token: admin.token,
      payload: { title: 'Breakout stocks', types: ['Stocks'], images: [ownImage('a'), ownImage('b')] },
    });
    expect(r.status).toBe(200);
    const row = await notificationOf(member.user.id, r.body.data._id);
    const [hindi, english] = [parse((await hi.next(isEvent(LIVE_EVENT.notification))).data), parse((await en.next(isEvent(LIVE_EVENT.notification))).data)];
    expect(english.notification).toMatchObject({ _id: row.id, title: 'New watchlist: Breakout stocks', body: 'Stocks · 2 charts' });
    expect(hindi).toEqual({ ...english, notification: { ...english.notification, title: 'नई वॉचलिस्ट: Breakout stocks', body: 'स्टॉक्स · 2 चार्ट' } });
    // An admin's post notification stays as written, and a replay speaks the stream's language too.
    await post('Gold breakout, 2 charts');
    expect(parse((await hi.next(isEvent(LIVE_EVENT.notification))).data).notification).toMatchObject({ title: 'Gold breakout, 2 charts', body: 'About Gold breakout, 2 charts' });
    const older = await stream(member.token, { 'accept-language': 'hi', 'last-event-id': (await app.db.select().from(notifications)
      .where(and(eq(notifications.userId, member.user.id), sql`${notifications.createdAt} < ${row.createdAt}`))
      .orderBy(desc(notifications.createdAt)).limit(1))[0].id });
    expect(parse((await older.next(isEvent(LIVE_EVENT.notification))).data).notification.title).toBe('नई वॉचलिस्ट: Breakout stocks');
    for (const s of [hi, en, older]) s.close();
  });

  it('a rolled-back write announces nothing: the next event is the next committed one', async () => {
    const s = await stream(member.token);
    await expect(app.db.transaction(async (tx) => {
      await notifyActiveMembers(tx, { authorId: admin.user.id, title: 'Never', body: '', type: 'post', refId: crypto.randomUUID() });
      throw new Error('roll back');
    })).rejects.toThrow('roll back');
    const refId = await post('After the rollback');
    expect(parse((await s.next(isEvent(LIVE_EVENT.notification))).data).notification.data.id).toBe(refId);
  });

  it('the announcement carries ids only, the same size for any number of recipients', async () => {
    const payloads: string[] = [];
    const l = await base.listen('notifications_new', (p) => payloads.push(p), () => {});
    const refId = await post('Payload');
    await expect.poll(() => payloads.length).toBe(1);
    await l.close();
    const p = JSON.parse(payloads[0]);
    expect(Object.keys(p).sort()).toEqual(['at', 'refId']);
    expect(p.refId).toBe(refId);
    expect(payloads[0].length).toBeLessThan(120);
  });

  it('a notification written through one app reaches a stream held by another app on the same database', async () => {
    const second = await listening();
    const s = await stream(member.token, {}, second.url);
    const refId = await post('Across apps');
    expect((await s.next(isEvent(LIVE_EVENT.notification))).id).toBe((await notificationOf(member.user.id, refId)).id);
  });

  it('a stream held by either app is seen by both as live (live_presence), until it closes or its app does', async () => {
    const lone = await communityUser(app);
    const isLive = async () => (await liveUserIds(app.db)).has(lone.user.id);
    expect(await isLive()).toBe(false);
    const second = await listening();
    const s = await stream(lone.token, {}, second.url);
    await s.next();
    await expect.poll(isLive).toBe(true);
    s.close();
    await expect.poll(isLive).toBe(false);

    // The app closing takes its presence with it, though the client never hung up.
    const third = await listening();
    const t = await stream(lone.token, {}, third.url);
    await t.next();
    await expect.poll(isLive).toBe(true);
    await third.app.close();
    await t.ended;
    expect(await isLive()).toBe(false);
  });

  it('a presence row its process stopped refreshing (the process died) is not live', async () => {
    const ghost = await communityUser(app);
    await app.db.insert(livePresence).values({ processId: 'dead-process', userId: ghost.user.id, seenAt: sql`now() - interval '2 minutes'` });
    expect((await liveUserIds(app.db)).has(ghost.user.id)).toBe(false);
    await app.db.update(livePresence).set({ seenAt: sql`now()` }).where(eq(livePresence.processId, 'dead-process'));
    expect((await liveUserIds(app.db)).has(ghost.user.id)).toBe(true);
    await app.db.delete(livePresence).where(eq(livePresence.processId, 'dead-process'));
  });
});

describe('heartbeat and rate limits', () => {
  it(`a user holds at most ${MAX_STREAMS_PER_USER} streams per process: one more ends the oldest`, async () => {
    const u = await communityUser(app);
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) held.push(await stream(u.token));
    await Promise.all(held.map((s) => s.next()));
    const newest = await stream(u.token);
    await held[0].ended;
    const refId = await post('Ten streams');
    const id = (await notificationOf(u.user.id, refId)).id;
    for (const s of [...held.slice(1), newest]) expect((await s.next(isEvent(LIVE_EVENT.notification))).id).toBe(id);
  });


  it('a `: ping` comment on the heartbeat; streams are not counted against the rate limit', async () => {
    const quick = await listening({ liveHeartbeatMs: 100, env: { RATE_LIMIT_PER_MIN: '2' } });
    const streams = [];
    for (let i = 0; i < 4; i++) {
      const s = await stream(member.token, {}, quick.url);
      expect(s.status).toBe(200);
      streams.push(s);
    }
    for (const s of streams) expect(await s.next(isComment('ping'))).toEqual({ comment: 'ping' });
    // The limit itself holds for everything else.
    const list = () => call(quick.app, { method: 'GET', url: '/api/notification/all', token: member.token });
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(429);
  });

  it('the heartbeat keeps the app\'s presence rows fresh', async () => {
    const quick = await listening({ liveHeartbeatMs: 100 });
    const u = await communityUser(app);
    const s = await stream(u.token, {}, quick.url);
    await s.next();
    const seenAt = async () => (await app.db.select().from(livePresence).where(eq(livePresence.userId, u.user.id)))[0]?.seenAt;
    await expect.poll(seenAt).toBeDefined();
    const first = (await seenAt())!;
    await expect.poll(async () => (await seenAt())! > first).toBe(true);
  });
});

describe('replay with Last-Event-ID', () => {
  it('replays the member\'s notifications after the given one, oldest first, then streams live ones', async () => {
    const ids: string[] = [];
    for (const t of ['R1', 'R2', 'R3']) ids.push((await notificationOf(member.user.id, await post(t))).id);
    const s = await stream(member.token, { 'last-event-id': ids[0] });
    const first = await s.next(isEvent(LIVE_EVENT.notification));
    const second = await s.next(isEvent(LIVE_EVENT.notification));
    expect([first.id, second.id]).toEqual([ids[1], ids[2]]);
    expect(parse(second.data).notification.title).toBe('R3');
    const live = await post('R4');
    expect((await s.next(isEvent(LIVE_EVENT.notification))).id).toBe((await notificationOf(member.user.id, live)).id);
    expect(s.frames.filter((f) => f.event === LIVE_EVENT.refetch)).toEqual([]);
  });

  it('the newest one replays nothing; an unknown, malformed or someone else\'s id replays nothing and asks for a refetch', async () => {
    const [newest] = await app.db.select().from(notifications).where(eq(notifications.userId, member.user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(1);
    const [theirs] = await app.db.select().from(notifications).where(eq(notifications.userId, other.user.id)).limit(1);
    const quiet = await stream(member.token, { 'last-event-id': newest.id });
    for (const id of [crypto.randomUUID(), 'nonsense', theirs.id]) {
      const s = await stream(member.token, { 'last-event-id': id });
      expect(await s.next((f) => !f.comment)).toEqual({ event: LIVE_EVENT.refetch, data: '{}' });
    }
    const refId = await post('After replays');
    const ev = await quiet.next((f) => !f.comment);
    expect(ev.id).toBe((await notificationOf(member.user.id, refId)).id);
  });

  it(`more than ${LIVE_REPLAY_MAX} missed: a refetch, then the newest ${LIVE_REPLAY_MAX}, oldest first`, async () => {
    const u = await communityUser(app);
    const rows = await app.db.insert(notifications).values(Array.from({ length: LIVE_REPLAY_MAX + 3 }, (_, i) => ({
      userId: u.user.id, title: `N${i}`, type: 'post' as const, refId: crypto.randomUUID(),
      createdAt: new Date(Date.now() - (100 - i) * 1000),
    }))).returning();
    const s = await stream(u.token, { 'last-event-id': rows[0].id });
    expect(await s.next((f) => !f.comment)).toMatchObject({ event: LIVE_EVENT.refetch });
    const got = [];
    for (let i = 0; i < LIVE_REPLAY_MAX; i++) got.push((await s.next(isEvent(LIVE_EVENT.notification))).id);
    expect(got).toEqual(rows.slice(3).map((r) => r.id));
    expect(parse(s.frames.at(-1)!.data).unread).toBe(50);
  });
});

describe('a lost LISTEN connection', () => {
  it('makes every open stream refetch, again once it is back, and notifications flow after it', async () => {
    const a = await stream(member.token);
    const b = await stream(other.token);
    await a.next();
    await b.next();
    if (onPostgres) {
      // The real thing: the server ends the LISTEN connection; the listen layer reconnects.
      await app.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = 'LISTEN "notifications_new"'`);
    } else {
      // PGlite lives in this process and cannot lose it: the apps' onGap run as the layer would run them.
      for (const g of gaps) if (g.channel === 'notifications_new') g.onGap();
    }
    // One refetch at the loss, one when LISTEN is back (what was written in between shows only then).
    for (const s of [a, b]) {
      for (let i = 0; i < 2; i++) expect(await s.next((f) => !f.comment)).toEqual({ event: LIVE_EVENT.refetch, data: '{}' });
    }
    const refId = await post('After the gap');
    const want = (await notificationOf(member.user.id, refId)).id;
    expect((await a.next(isEvent(LIVE_EVENT.notification))).id).toBe(want);
  });
});

describe('streams that must close', () => {
  it('logout closes that session\'s stream, not the member\'s other sessions\'', async () => {
    const u = await communityUser(app);
    const second = (await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: u.user.email, password: u.password } })).body.data.token;
    const going = await stream(u.token);
    const staying = await stream(second);
    await going.next();
    expect(await call(app, { method: 'GET', url: '/api/auth/logout', token: u.token })).toMatchObject({ status: 200 });
    await going.ended;
    expect((await stream(u.token)).status).toBe(401);
    // The other session still streams.
    const refId = await post('Still here');
    expect((await staying.next(isEvent(LIVE_EVENT.notification))).id).toBe((await notificationOf(u.user.id, refId)).id);
  });

  it('a deactivated member\'s streams close, and they may not reopen', async () => {
    const u = await communityUser(app);
    const [s1, s2] = [await stream(u.token), await stream(u.token)];
    await s1.next();
    await s2.next();
    await app.db.update(users).set({ active: false }).where(eq(users.id, u.user.id));
    await Promise.all([s1.ended, s2.ended]);
    await expect.poll(async () => (await liveUserIds(app.db)).has(u.user.id)).toBe(false);
    expect((await stream(u.token)).status).toBe(401);
  });

  it('a deleted session\'s stream closes', async () => {
    const u = await communityUser(app);
    const s = await stream(u.token);
    await s.next();
    await app.db.delete(sessions).where(eq(sessions.userId, u.user.id));
    await s.ended;
  });

  it('the heartbeat closes a stream whose session expired (nothing is written when time runs out)', async () => {
    const quick = await listening({ liveHeartbeatMs: 100 });
    const u = await communityUser(app);
    const token = newToken();
    await app.db.insert(sessions).values({ userId: u.user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 1500) });
    const s = await stream(token, {}, quick.url);
    expect(s.status).toBe(200);
    await s.ended;
    expect((await stream(token, {}, quick.url)).status).toBe(401);
  });

  it('closing the app ends its streams first, so close does not wait on them', async () => {
    const own: FastifyInstance = await buildApp(testConfig(), { bootstrap: false, database });
    await own.listen({ port: 0, host: '127.0.0.1' });
    const { port } = own.server.address() as { port: number };
    const s = await stream(member.token, {}, `http://127.0.0.1:${port}${NOTIFICATION_STREAM_PATH}`);
    await s.next();
    await own.close();
    await s.ended;
  });
});
