import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, TRADE_WISDOM_LIMITS } from '@tlt/shared/community';
import { notifications, tradeWisdom, users } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';
import {
  chartItemApi, chartItemCalls, communityUser, expectByIdRules, expectChartItemDocumented, expectCreateRefuses, expectMemberReadsOnly, expectOneItemPerIdempotencyKey, expectOnlyCreateNotifies,
  expectUpdateIdRules, itRefusesOutsiders, notificationStatements, ownImage, paidUserIds, refusedImages, withDoomedTitle,
} from '../../../test/community.ts';

// A database of its own: lists and notification recipients are asserted exactly.
const app = await testApp({ fresh: true });
const admin = await communityUser(app, { userType: 'admin', name: 'Asha Admin' });
await app.db.update(users).set({ profileImg: ownImage('p') }).where(eq(users.id, admin.user.id));
app.sessionCache.dropUser(admin.user.id);
const member = await communityUser(app);

const valid = (o: Record<string, unknown> = {}) => ({ title: 'Cut losers early, let winners run.', images: [ownImage()], ...o });
const api = {
  ...chartItemApi(app, '/api/tradeWisdom'),
  all: (token: string | undefined, query = '') => call(app, { method: 'GET', url: `/api/tradeWisdom/all${query}`, token }),
};
const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(tradeWisdom))[0].n;
/** An item written straight to the table (demo data uses bundled images). */
async function insertWisdom(o: { title?: string; images?: string[]; createdAt?: Date } = {}) {
  const [row] = await app.db.insert(tradeWisdom).values({
    postedBy: admin.user.id, title: o.title ?? 'A lesson', images: o.images ?? [ownImage()],
    ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
  }).returning();
  return row;
}

describe('who may call tradeWisdom/*', () => {
  const id = randomUUID();
  const calls = () => chartItemCalls('/api/tradeWisdom', { method: 'GET', url: '/api/tradeWisdom/all' }, id, valid);

  itRefusesOutsiders(app, calls);

  it('a member reads but may not write: 403 with a message that says why, nothing stored', async () => {
    const existing = await insertWisdom();
    const before = await count();
    await expectMemberReadsOnly(app, calls(), member.token, COMMUNITY_MSG.tradeWisdomAdminOnly);
    expect((await api.byId(member.token, existing.id)).status).toBe(200);
    expect((await api.remove(member.token, existing.id)).status).toBe(403);
    expect((await api.create(member.token, { title: '' })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('POST tradeWisdom/create', () => {
  it('stores the item with its author and answers it with the spec\'s message', async () => {
    const r = await api.create(admin.token, valid({ images: [ownImage('a'), ownImage('b')] }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.tradeWisdomCreated);
    expect(r.body.data).toEqual({
      _id: expect.any(String), title: 'Cut losers early, let winners run.', images: [ownImage('a'), ownImage('b')],
      postedBy: { _id: admin.user.id, name: 'Asha Admin', profileImg: ownImage('p') },
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await api.byId(member.token, r.body.data._id)).body.data).toEqual(r.body.data);
  });

  it('keeps the text as typed, line breaks and all, as plain text', async () => {
    const r = await api.create(admin.token, valid({ title: '  Rule 1: <b>never</b> average down.\n\nRule 2: risk &lt; 2% &amp; size small.\r\n<script>x()</script>Done  ' }));
    expect(r.status).toBe(200);
    expect(r.body.data.title).toBe('Rule 1: never average down.\n\nRule 2: risk < 2% & size small.\r\nDone');
  });

  it('refuses a missing or empty title with the spec\'s message', async () => {
    const before = await count();
    for (const title of [undefined, '', ' \n ', '<script>alert(1)</script>']) {
      const r = await api.create(admin.token, valid({ title }));
      expect(r.status, String(title)).toBe(400);
      expect(r.body.message).toBe(COMMUNITY_MSG.titleRequired);
    }
    expect(await count()).toBe(before);
  });

  it('wants one to four images this site stored', async () => {
    const before = await count();
    const cases = [...refusedImages(), [['/images/community/gold-swing.webp'], COMMUNITY_MSG.imageUrl]];
    for (const [images, message] of cases) {
      const r = await api.create(admin.token, valid({ images }));
      expect(r.status, JSON.stringify(images)).toBe(400);
      expect(r.body.message, JSON.stringify(images)).toBe(message);
    }
    expect((await api.create(admin.token, valid({ images: ['a', 'b', 'c', 'd'].map((c) => ownImage(c)) }))).status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('refuses wrong types, NUL bytes and over-long text with a 400', async () => {
    await expectCreateRefuses(api, admin.token, valid, count, [
      valid({ title: 42 }), valid({ title: null }), valid({ images: ownImage() }), valid({ images: [{}] }),
      valid({ title: 'a\u0000b' }), valid({ images: [`${ownImage()}\u0000`] }),
      valid({ title: 'x'.repeat(TRADE_WISDOM_LIMITS.titleMaxChars + 1) }), [], null,
    ]);
  });

  it('stores one item for a repeated Idempotency-Key', async () => {
    await expectOneItemPerIdempotencyKey(api, admin.token, valid({ title: 'Once' }), count);
  });
});

describe('the OpenAPI description', () => {
  it('lists every call, and the Idempotency-Key on create', async () => {
    await expectChartItemDocumented(app, '/api/tradeWisdom');
  });
});

describe('GET tradeWisdom/byId/{id}', () => {
  it('an unknown id is 404, a malformed one 400', async () => {
    await expectByIdRules(api, member.token, COMMUNITY_MSG.tradeWisdomNotFound, ['abc', '1', `${randomUUID()}0`]);
  });
});

describe('PATCH tradeWisdom/update', () => {
  it('changes the text and images and answers the saved item', async () => {
    const created = (await api.create(admin.token, valid({ title: 'Before' }))).body.data;
    const r = await api.update(admin.token, { _id: created._id, title: 'After\nwith a second line', images: [ownImage('c')] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.tradeWisdomUpdated);
    expect(r.body.data).toMatchObject({ _id: created._id, title: 'After\nwith a second line', images: [ownImage('c')], createdAt: created.createdAt, postedBy: created.postedBy });
    expect((await api.byId(member.token, created._id)).body.data).toEqual(r.body.data);
  });

  it('keeps images already on the item, but admits no new foreign one', async () => {
    const bundled = '/images/community/nifty-breakout.webp';
    const row = await insertWisdom({ images: [bundled] });
    const kept = await api.update(admin.token, { _id: row.id, title: 'Kept', images: [ownImage('e'), bundled] });
    expect(kept.status).toBe(200);
    expect(kept.body.data.images).toEqual([ownImage('e'), bundled]);
    const foreign = await api.update(admin.token, { _id: row.id, title: 'Kept', images: ['https://evil.example/a.png'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(COMMUNITY_MSG.imageUrl);
  });

  it('applies the create rules; an unknown id is 404, a malformed or missing one 400', async () => {
    const row = await insertWisdom();
    expect((await api.update(admin.token, { _id: row.id, title: '', images: [ownImage()] })).body.message).toBe(COMMUNITY_MSG.titleRequired);
    expect((await api.update(admin.token, { _id: row.id, title: 'x', images: [] })).body.message).toBe(COMMUNITY_MSG.imageRequired);
    await expectUpdateIdRules(api, admin.token, valid, COMMUNITY_MSG.tradeWisdomNotFound);
  });
});

describe('DELETE tradeWisdom/delete/{id}', () => {
  it('deletes the item and answers its id; unknown 404, malformed 400', async () => {
    const row = await insertWisdom();
    const r = await api.remove(admin.token, row.id);
    expect(r.body).toEqual({ status: true, code: 200, message: COMMUNITY_MSG.tradeWisdomDeleted, data: { _id: row.id } });
    expect((await api.byId(member.token, row.id)).status).toBe(404);
    const again = await api.remove(admin.token, row.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(COMMUNITY_MSG.tradeWisdomNotFound);
    expect((await api.remove(admin.token, 'x')).status).toBe(400);
  });
});

describe('GET tradeWisdom/all', () => {
  it(`answers ${COMMUNITY_LIMITS.pageSize} a page, newest first, the same instant ordered by id`, async () => {
    await app.db.delete(tradeWisdom);
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    for (let i = 0; i < 12; i++) await insertWisdom({ title: `lesson ${i}`, createdAt: at(100 - i) });
    const same = at(1);
    const twins = [await insertWisdom({ title: 'twin', createdAt: same }), await insertWisdom({ title: 'twin', createdAt: same })];
    const first = await api.all(member.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data.slice(0, 2).map((w: { _id: string }) => w._id)).toEqual(twins.map((t) => t.id).sort().reverse());
    expect(first.body.data.slice(2).map((w: { title: string }) => w.title)).toEqual([11, 10, 9, 8, 7, 6, 5, 4].map((i) => `lesson ${i}`));
    expect(first.body.data[0]).toEqual({
      _id: expect.any(String), title: 'twin', images: [ownImage()],
      postedBy: { _id: admin.user.id, name: 'Asha Admin', profileImg: ownImage('p') }, createdAt: same.toISOString(), updatedAt: same.toISOString(),
    });
    // The spec's client: offset = page × 10, stopping at a page of fewer than 10.
    const second = await api.all(member.token, '?offset=10&limit=10');
    expect(second.body.data.map((w: { title: string }) => w.title)).toEqual(['lesson 3', 'lesson 2', 'lesson 1', 'lesson 0']);
    expect((await api.all(admin.token, '?offset=14')).body.data).toEqual([]);
    expect((await api.all(admin.token, '?limit=3')).body.data).toHaveLength(3);
  });

  it('refuses bad paging', async () => {
    for (const q of ['?limit=0', `?limit=${COMMUNITY_LIMITS.maxPageSize + 1}`, '?offset=-1', '?offset=x', '?limit=%00']) {
      expect((await api.all(member.token, q)).status, q).toBe(400);
    }
  });
});

describe('notifications for new trade wisdom', () => {
  const inserts = notificationStatements(app, 'tw');
  const statements = inserts.count;

  it('tell every active member with a current plan, not the author, in one statement', async () => {
    await inserts.install();
    const otherAdmin = await communityUser(app, { userType: 'admin' });
    const notAgreed = await communityUser(app, { agree: false });
    const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
    const neverPaid = await communityUser(app, { months: 0 });
    const suspended = await communityUser(app, { active: false });
    const paidIds = await paidUserIds(app);
    expect(paidIds).toEqual(expect.arrayContaining([member.user.id, notAgreed.user.id]));

    const before = await statements();
    const text = `Position size first.\nThen the entry. ${'Patience pays. '.repeat(20)}`;
    const r = await api.create(admin.token, valid({ title: text }));
    expect(r.status).toBe(200);
    const rows = await app.db.select().from(notifications).where(eq(notifications.refId, r.body.data._id));
    expect(rows.map((n) => n.userId).sort()).toEqual([...paidIds].sort());
    for (const left of [admin, otherAdmin, expired, neverPaid, suspended]) expect(rows.map((n) => n.userId)).not.toContain(left.user.id);
    const body = rows[0].body;
    expect(body.startsWith('Position size first. Then the entry. Patience pays.')).toBe(true);
    expect(body).toHaveLength(140);
    expect(body.endsWith('…')).toBe(true);
    for (const n of rows) expect(n).toMatchObject({ title: 'New trade wisdom', body, type: 'tradewisdom', refId: r.body.data._id, read: false });
    expect(await statements()).toBe(before + 1);
    const listed = (await call(app, { method: 'GET', url: '/api/notification/all', token: member.token })).body.data[0];
    expect(listed).toMatchObject({ title: 'New trade wisdom', data: { type: 'tradewisdom', id: r.body.data._id } });

    // A short lesson is told whole.
    const short = await api.create(admin.token, valid({ title: 'Plan the trade.\nTrade the plan.' }));
    const [n] = await app.db.select().from(notifications).where(eq(notifications.refId, short.body.data._id)).limit(1);
    expect(n.body).toBe('Plan the trade. Trade the plan.');
  });

  it('a failed create, an update and a delete write none; a delete keeps those sent', async () => {
    const before = await statements();
    expect((await api.create(admin.token, valid({ images: ['https://evil.example/x.png'] }))).status).toBe(400);
    expect((await api.create(admin.token, valid({ title: ' ' }))).status).toBe(400);
    expect(await statements()).toBe(before);
    await expectOnlyCreateNotifies(app, api, admin.token, { create: valid({ title: 'Short-lived' }), edit: valid({ title: 'Edited' }) }, statements);
  });

  it('a create that fails at commit, after the fan-out, leaves no notifications behind (one transaction)', async () => {
    await withDoomedTitle(app, 'trade_wisdom', 'tw', async () => {
      const total = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
      const before = await total();
      expect((await api.create(admin.token, valid({ title: 'Doomed' }))).status).toBe(500);
      expect(await total()).toBe(before);
      expect(await app.db.select().from(tradeWisdom).where(eq(tradeWisdom.title, 'Doomed'))).toEqual([]);
    });
  });
});
