import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { notifications, posts } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';
import { communityUser, insertPost, ownImage, postApi, validPost } from '../../../test/community.ts';

// A database of its own: who gets a notification is asserted exactly.
const app = await testApp({ fresh: true });
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin' });
const otherAdmin = await communityUser(app, { userType: 'admin' });
const paid = await communityUser(app);
const paidNotAgreed = await communityUser(app, { agree: false });
const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
const neverPaid = await communityUser(app, { months: 0 });
const suspended = await communityUser(app, { active: false });

const list = (token: string, query = '', headers: Record<string, string> = {}) =>
  call(app, { method: 'GET', url: `/api/notification/all${query}`, token, headers });
const markAsRead = (token: string, notificationIds: unknown) =>
  call(app, { method: 'POST', url: '/api/notification/markAsRead', token, payload: { notificationIds } });
const rowsFor = (refId: string) => app.db.select().from(notifications).where(eq(notifications.refId, refId));

beforeAll(async () => {
  // Counts INSERT statements (not rows) on notifications: proof that the fan-out is one statement.
  await app.db.execute(sql`create table notification_insert_statements (n int not null)`);
  await app.db.execute(sql`create function count_notification_insert() returns trigger language plpgsql as $$
    begin insert into notification_insert_statements values (1); return null; end $$`);
  await app.db.execute(sql`create trigger notification_insert_statement after insert on notifications
    for each statement execute function count_notification_insert()`);
});
const statements = async () =>
  Number(((await app.db.execute(sql`select count(*)::int as n from notification_insert_statements`)) as unknown as { rows: { n: number }[] }).rows[0].n);

describe('an admin post with a notification', () => {
  it('notifies every active member with a current plan, not the author, in one statement', async () => {
    const before = await statements();
    const r = await api.create(admin.token, validPost({ notification: { title: ' Gold alert ', body: 'Watch <b>2,350</b>' } }));
    expect(r.status).toBe(200);
    expect(r.body.data.notification).toEqual({ title: 'Gold alert', body: 'Watch 2,350' });
    const rows = await rowsFor(r.body.data._id);
    expect(rows.map((n) => n.userId).sort()).toEqual([paid.user.id, paidNotAgreed.user.id].sort());
    for (const left of [admin, otherAdmin, expired, neverPaid, suspended]) expect(rows.map((n) => n.userId)).not.toContain(left.user.id);
    for (const n of rows) expect(n).toMatchObject({ title: 'Gold alert', body: 'Watch 2,350', type: 'post', read: false });
    expect(await statements()).toBe(before + 1);
  });

  it('a notification title alone is enough; no title means no notification', async () => {
    const titled = await api.create(admin.token, validPost({ notification: { title: 'Heads up' } }));
    expect((await rowsFor(titled.body.data._id)).map((n) => n.body)).toEqual(['', '']);
    const untitled = await api.create(admin.token, validPost({ notification: { title: '', body: '' } }));
    expect(untitled.body.data.notification).toBeNull();
    expect(await rowsFor(untitled.body.data._id)).toHaveLength(0);
  });

  it('a member\'s notification is ignored', async () => {
    const r = await api.create(paid.token, validPost({ notification: { title: 'Buy now', body: 'Everyone!' } }));
    expect(r.status).toBe(200);
    expect(r.body.data.notification).toBeNull();
    expect(await rowsFor(r.body.data._id)).toHaveLength(0);
  });

  it('a failed post writes no notifications (same transaction)', async () => {
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
    const r = await api.create(admin.token, validPost({ risk: 100.5, notification: { title: 'x', body: 'y' } }));
    expect(r.status).toBe(400);
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n).toBe(before);
    expect(await app.db.select().from(posts).where(eq(posts.risk, 100.5))).toHaveLength(0);
  });
});

describe('GET notification/all', () => {
  it('answers the caller\'s own notifications, newest first, paged', async () => {
    const a = await api.create(admin.token, validPost({ title: 'First', notification: { title: 'N1', body: 'b1' } }));
    const b = await api.create(otherAdmin.token, validPost({ title: 'Second', notification: { title: 'N2', body: 'b2' } }));
    const r = await list(paid.token, '?offset=0&limit=2');
    expect(r.status).toBe(200);
    expect(r.body.data).toHaveLength(2);
    expect(r.body.data[0]).toMatchObject({ title: 'N2', body: 'b2', read: false, data: { type: 'post', id: b.body.data._id } });
    expect(r.body.data[1]).toMatchObject({ title: 'N1', data: { id: a.body.data._id } });
    expect(Object.keys(r.body.data[0]).sort()).toEqual(['_id', 'body', 'createdAt', 'data', 'read', 'title']);
    const mine = (await app.db.select().from(notifications).where(eq(notifications.userId, paid.user.id))).length;
    expect((await list(paid.token, '?limit=50')).body.data).toHaveLength(mine);
    expect((await list(paid.token, `?offset=${mine}`)).body.data).toEqual([]);
    // Admins have no paid period, so they are not notified; nor is anyone else outside the paid members.
    for (const u of [admin, otherAdmin]) expect((await list(u.token, '?limit=50')).body.data).toEqual([]);
    for (const u of [expired, neverPaid, suspended]) {
      expect(await app.db.select().from(notifications).where(eq(notifications.userId, u.user.id))).toEqual([]);
    }
  });

  it('refuses bad paging', async () => {
    for (const q of ['?limit=0', '?limit=51', '?offset=-1', '?limit=ten']) expect((await list(paid.token, q)).status).toBe(400);
  });
});

describe('the list in the reader\'s language (issue 30 §6)', () => {
  const hindi = { 'accept-language': 'hi' };
  const about = async (refId: string, headers: Record<string, string> = {}) =>
    (await list(paid.token, '?limit=50', headers)).body.data.find((n: { data: { id: string } }) => n.data.id === refId);

  it('a watchlist\'s notice is in Hindi with Accept-Language: hi, its title as written; in English without', async () => {
    const r = await call(app, {
      method: 'POST', url: '/api/watchlist/create', token: admin.token,
      payload: { title: 'Breakout stocks', types: ['Stocks'], images: [ownImage('a'), ownImage('b')] },
    });
    expect(r.status).toBe(200);
    const english = await about(r.body.data._id);
    expect(english).toMatchObject({ title: 'New watchlist: Breakout stocks', body: 'Stocks · 2 charts', data: { type: 'watchlist' } });
    const inHindi = await about(r.body.data._id, hindi);
    expect(inHindi).toEqual({ ...english, title: 'नई वॉचलिस्ट: Breakout stocks', body: 'स्टॉक्स · 2 चार्ट' });
    expect((await list(paid.token, '?limit=50', hindi)).res.headers.vary).toMatch(/accept-language/i);
  });

  it('an admin\'s post notification stays as the admin wrote it, in both languages', async () => {
    // Even when it reads like one of the server's own texts.
    const r = await api.create(admin.token, validPost({ notification: { title: 'New trade wisdom', body: '3 charts' } }));
    for (const headers of [{}, hindi]) expect(await about(r.body.data._id, headers)).toMatchObject({ title: 'New trade wisdom', body: '3 charts' });
  });

  it('a review of the member\'s post: the server\'s words in Hindi, the admin\'s reason as written', async () => {
    const id = await insertPost(app, paid.user.id, { status: 'pending' });
    const r = await call(app, { method: 'PATCH', url: '/api/post/update', token: admin.token, payload: { _id: id, verificationStatus: 'rejected', rejectionReason: 'Add a stop loss' } });
    expect(r.status).toBe(200);
    expect(await about(id)).toMatchObject({ title: 'Your post was not approved', body: 'Reason: Add a stop loss' });
    expect(await about(id, hindi)).toMatchObject({ title: 'आपकी पोस्ट अप्रूव नहीं हुई', body: 'वजह: Add a stop loss' });
  });
});

describe('POST notification/markAsRead', () => {
  it('marks only the caller\'s own rows', async () => {
    const post = await api.create(admin.token, validPost({ notification: { title: 'Mark me', body: '' } }));
    const rows = await rowsFor(post.body.data._id);
    const own = rows.find((n) => n.userId === paid.user.id)!;
    const theirs = rows.find((n) => n.userId === paidNotAgreed.user.id)!;
    const r = await markAsRead(paid.token, [own.id, theirs.id, randomUUID()]);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ updated: 1 });
    const after = await rowsFor(post.body.data._id);
    expect(after.find((n) => n.id === own.id)!.read).toBe(true);
    expect(after.find((n) => n.id === theirs.id)!.read).toBe(false);
    // Again: nothing left to change.
    expect((await markAsRead(paid.token, [own.id])).body.data).toEqual({ updated: 0 });
    expect((await list(paid.token)).body.data.find((n: { _id: string }) => n._id === own.id).read).toBe(true);
  });

  it('refuses bad input', async () => {
    expect((await markAsRead(paid.token, ['not-a-uuid'])).status).toBe(400);
    expect((await markAsRead(paid.token, 'x')).status).toBe(400);
    expect((await markAsRead(paid.token, Array.from({ length: 201 }, () => randomUUID()))).status).toBe(400);
    expect((await markAsRead(paid.token, [])).body.data).toEqual({ updated: 0 });
  });
});

describe('the review messages are untouched by notifications', () => {
  it('an admin post with a notification still answers postCreated', async () => {
    const r = await api.create(admin.token, validPost({ notification: { title: 'Msg', body: '' } }));
    expect(r.body.message).toBe(COMMUNITY_MSG.postCreated);
  });
});
