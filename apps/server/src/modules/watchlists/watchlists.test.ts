import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMMUNITY_MSG, WATCHLIST_LIMITS } from '@tlt/shared/community';
import { notifications, watchlists } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';
import {
  chartItemApi, chartItemCalls, communityUser, expectByIdRules, expectChartItemDocumented, expectCreateRefuses, expectMemberReadsOnly, expectOneItemPerIdempotencyKey, expectOnlyCreateNotifies,
  expectUpdateIdRules, itRefusesOutsiders, notificationStatements, ownImage, paidUserIds, refusedImages, withDoomedTitle,
} from '../../../test/community.ts';

// A database of its own: lists and notification recipients are asserted exactly.
const app = await testApp({ fresh: true });
const admin = await communityUser(app, { userType: 'admin' });
const member = await communityUser(app);

const valid = (o: Record<string, unknown> = {}) => ({ title: 'Breakout candidates', images: [ownImage()], types: ['Stocks'], ...o });
const api = {
  ...chartItemApi(app, '/api/watchlist'),
  all: (token: string | undefined, payload?: unknown, query = '') =>
    call(app, { method: 'POST', url: `/api/watchlist/all${query}`, token, ...(payload === undefined ? {} : { payload: payload as object }) }),
};
const count = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(watchlists))[0].n;
/** A list written straight to the table (old data may have no type; demo data uses bundled images). */
async function insertWatchlist(o: { title?: string; types?: string[]; images?: string[]; createdAt?: Date } = {}) {
  const [row] = await app.db.insert(watchlists).values({
    title: o.title ?? 'A list', types: o.types ?? ['Stocks'], images: o.images ?? [ownImage()],
    ...(o.createdAt ? { createdAt: o.createdAt, updatedAt: o.createdAt } : {}),
  }).returning();
  return row;
}

describe('who may call watchlist/*', () => {
  const id = randomUUID();
  const calls = () => chartItemCalls('/api/watchlist', { method: 'POST', url: '/api/watchlist/all', payload: {} }, id, valid);

  itRefusesOutsiders(app, calls);

  it('a member reads but may not write: 403 with a message that says why, nothing stored', async () => {
    const before = await count();
    await expectMemberReadsOnly(app, calls(), member.token, COMMUNITY_MSG.watchlistAdminOnly);
    expect((await api.all(member.token)).status).toBe(200);
    // The refusal comes before the body is read: even a bad body is a 403, not a 400.
    expect((await api.create(member.token, { title: '' })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});

describe('POST watchlist/create', () => {
  it('stores the list and answers it with the spec\'s message', async () => {
    const r = await api.create(admin.token, valid({ title: '  Commodities for the week  ', types: ['Commodities'], images: [ownImage('a'), ownImage('b')] }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.watchlistCreated);
    expect(r.body.data).toEqual({
      _id: expect.any(String), title: 'Commodities for the week', images: [ownImage('a'), ownImage('b')], types: ['Commodities'],
      createdAt: expect.any(String), updatedAt: expect.any(String),
    });
    expect((await api.byId(member.token, r.body.data._id)).body.data).toEqual(r.body.data);
    const [row] = await app.db.select().from(watchlists).where(eq(watchlists.id, r.body.data._id));
    expect(row.createdBy).toBe(admin.user.id);
  });

  it('takes every category', async () => {
    for (const type of ['Stocks', 'Commodities', 'Currencies', 'F&O']) {
      const r = await api.create(admin.token, valid({ types: [type] }));
      expect(r.status, type).toBe(200);
      expect(r.body.data.types).toEqual([type]);
    }
  });

  it('stores the title as plain text', async () => {
    const r = await api.create(admin.token, valid({ title: '<b>Gold</b> &amp; <script>alert(1)</script>silver <img src=x onerror=alert(1)>' }));
    expect(r.status).toBe(200);
    expect(r.body.data.title).toBe('Gold & silver');
  });

  it('refuses a missing or empty title with the spec\'s message', async () => {
    const before = await count();
    for (const title of [undefined, '', '   ', '<script>alert(1)</script>', '<p></p>']) {
      const r = await api.create(admin.token, valid({ title }));
      expect(r.status, String(title)).toBe(400);
      expect(r.body.message).toBe(COMMUNITY_MSG.titleRequired);
      expect(r.body.data.errors[0].path).toBe('title');
    }
    expect(await count()).toBe(before);
  });

  it('wants one to four images this site stored', async () => {
    const before = await count();
    const cases = [
      ...refusedImages(),
      [[ownImage(), 'javascript:alert(1)'], COMMUNITY_MSG.imageUrl],
      // Shaped like ours, but not a name our store hands out (bundled demo charts are not uploads).
      [['/images/community/nifty-breakout.webp'], COMMUNITY_MSG.imageUrl],
      [[`/uploads/images/${'z'.repeat(64)}.webp`], COMMUNITY_MSG.imageUrl],
    ];
    for (const [images, message] of cases) {
      const r = await api.create(admin.token, valid({ images }));
      expect(r.status, JSON.stringify(images)).toBe(400);
      expect(r.body.message, JSON.stringify(images)).toBe(message);
    }
    const four = await api.create(admin.token, valid({ images: ['a', 'b', 'c', 'd'].map((c) => ownImage(c)) }));
    expect(four.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('wants exactly one of the four categories', async () => {
    const before = await count();
    for (const types of [undefined, []]) {
      const r = await api.create(admin.token, valid({ types }));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(COMMUNITY_MSG.typeRequired);
    }
    for (const types of [['Crypto'], ['Stocks', 'F&O'], ['Stocks', 'Stocks'], ['Other'], ['stocks'], 'Stocks', [1]]) {
      const r = await api.create(admin.token, valid({ types }));
      expect(r.status, JSON.stringify(types)).toBe(400);
      expect(r.body.message, JSON.stringify(types)).not.toBe(COMMUNITY_MSG.watchlistCreated);
    }
    expect((await api.create(admin.token, valid({ types: ['Crypto'] }))).body.message).toBe(COMMUNITY_MSG.typeUnknown);
    expect((await api.create(admin.token, valid({ types: ['Stocks', 'F&O'] }))).body.message).toBe(COMMUNITY_MSG.typeUnknown);
    expect(await count()).toBe(before);
  });

  it('refuses wrong types, NUL bytes and over-long titles with a 400', async () => {
    await expectCreateRefuses(api, admin.token, valid, count, [
      valid({ title: 42 }), valid({ title: ['x'] }), valid({ images: ownImage() }), valid({ images: [42] }),
      valid({ title: 'a\u0000b' }), valid({ images: [`${ownImage()}\u0000`] }), valid({ types: ['Stocks\u0000'] }),
      valid({ title: 'x'.repeat(WATCHLIST_LIMITS.titleMaxChars + 1) }), [], null,
    ]);
  });

  it('stores one list for a repeated Idempotency-Key', async () => {
    await expectOneItemPerIdempotencyKey(api, admin.token, valid({ title: 'Once' }), count);
  });
});

describe('the OpenAPI description', () => {
  it('lists every call, and the Idempotency-Key on create', async () => {
    await expectChartItemDocumented(app, '/api/watchlist');
  });
});

describe('GET watchlist/byId/{id}', () => {
  it('answers the list to a member and an admin', async () => {
    const row = await insertWatchlist({ title: 'Read me', types: [] });
    for (const who of [member, admin]) {
      const r = await api.byId(who.token, row.id);
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ _id: row.id, title: 'Read me', types: [] });
    }
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    await expectByIdRules(api, member.token, COMMUNITY_MSG.watchlistNotFound, ['abc', '123', `${randomUUID()}x`, '%00']);
  });
});

describe('PATCH watchlist/update', () => {
  it('changes every field and answers the saved list', async () => {
    const created = (await api.create(admin.token, valid({ title: 'Before' }))).body.data;
    const r = await api.update(admin.token, { _id: created._id, title: '<i>After</i>', images: [ownImage('c')], types: ['Currencies'] });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.watchlistUpdated);
    expect(r.body.data).toMatchObject({ _id: created._id, title: 'After', images: [ownImage('c')], types: ['Currencies'], createdAt: created.createdAt });
    expect(r.body.data.updatedAt >= created.updatedAt).toBe(true);
    expect((await api.byId(member.token, created._id)).body.data).toEqual(r.body.data);
  });

  it('keeps images already on the list, but admits no new foreign one', async () => {
    const bundled = '/images/community/gold-swing.webp';
    const row = await insertWatchlist({ images: [bundled] });
    const kept = await api.update(admin.token, { _id: row.id, title: 'Kept', images: [bundled, ownImage('d')], types: ['Stocks'] });
    expect(kept.status).toBe(200);
    expect(kept.body.data.images).toEqual([bundled, ownImage('d')]);
    const foreign = await api.update(admin.token, { _id: row.id, title: 'Kept', images: [bundled, '/images/community/crude-downtrend.webp'], types: ['Stocks'] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(COMMUNITY_MSG.imageUrl);
    expect((await api.byId(admin.token, row.id)).body.data.images).toEqual([bundled, ownImage('d')]);
  });

  it('applies the create rules, and a list without a type gets one', async () => {
    const row = await insertWatchlist({ types: [] });
    const base = { _id: row.id, title: 'Typed', images: [ownImage()] };
    expect((await api.update(admin.token, { ...base, types: [] })).body.message).toBe(COMMUNITY_MSG.typeRequired);
    expect((await api.update(admin.token, { ...base, types: ['Crypto'] })).status).toBe(400);
    expect((await api.update(admin.token, { ...base, title: ' ', types: ['F&O'] })).body.message).toBe(COMMUNITY_MSG.titleRequired);
    expect((await api.update(admin.token, { ...base, images: [], types: ['F&O'] })).body.message).toBe(COMMUNITY_MSG.imageRequired);
    expect((await api.byId(admin.token, row.id)).body.data.types).toEqual([]);
    expect((await api.update(admin.token, { ...base, types: ['F&O'] })).body.data.types).toEqual(['F&O']);
  });

  it('an unknown id is 404, a malformed or missing one 400', async () => {
    await expectUpdateIdRules(api, admin.token, valid, COMMUNITY_MSG.watchlistNotFound);
  });
});

describe('DELETE watchlist/delete/{id}', () => {
  it('deletes the list and answers its id', async () => {
    const row = await insertWatchlist();
    const r = await api.remove(admin.token, row.id);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: true, code: 200, message: COMMUNITY_MSG.watchlistDeleted, data: { _id: row.id } });
    expect((await api.byId(admin.token, row.id)).status).toBe(404);
    expect((await api.remove(admin.token, row.id)).status).toBe(404);
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    const r = await api.remove(admin.token, randomUUID());
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(COMMUNITY_MSG.watchlistNotFound);
    expect((await api.remove(admin.token, 'not-an-id')).status).toBe(400);
  });
});

describe('POST watchlist/all', () => {
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  let rows: { id: string; title: string }[];
  beforeEach(async () => {
    await app.db.delete(watchlists);
    rows = [
      await insertWatchlist({ title: 'stocks old', types: ['Stocks'], createdAt: at(50) }),
      await insertWatchlist({ title: 'commodities', types: ['Commodities'], createdAt: at(40) }),
      await insertWatchlist({ title: 'currencies', types: ['Currencies'], createdAt: at(30) }),
      await insertWatchlist({ title: 'fno', types: ['F&O'], createdAt: at(20) }),
      await insertWatchlist({ title: 'untyped', types: [], createdAt: at(10) }),
      await insertWatchlist({ title: 'stocks new', types: ['Stocks'], createdAt: at(5) }),
    ];
  });
  const titles = (r: { body: { data?: { title: string }[] } }) => r.body.data!.map((w) => w.title);

  it('answers every list, newest first, with no body, an empty body or no types', async () => {
    const newest = ['stocks new', 'untyped', 'fno', 'currencies', 'commodities', 'stocks old'];
    for (const payload of [undefined, {}, { types: [] }, null]) {
      const r = await api.all(member.token, payload);
      expect(r.status, JSON.stringify(payload)).toBe(200);
      expect(titles(r), JSON.stringify(payload)).toEqual(newest);
    }
    expect(Object.keys((await api.all(member.token)).body.data[0]).sort()).toEqual(['_id', 'createdAt', 'images', 'title', 'types', 'updatedAt']);
  });

  it('filters by category; Other is the lists with no type', async () => {
    expect(titles(await api.all(member.token, { types: ['Stocks'] }))).toEqual(['stocks new', 'stocks old']);
    expect(titles(await api.all(member.token, { types: ['F&O', 'Commodities'] }))).toEqual(['fno', 'commodities']);
    expect(titles(await api.all(member.token, { types: ['Other'] }))).toEqual(['untyped']);
    expect(titles(await api.all(admin.token, { types: ['Currencies', 'Other'] }))).toEqual(['untyped', 'currencies']);
  });

  it('refuses an unknown category or a malformed body', async () => {
    for (const payload of [{ types: ['Crypto'] }, { types: 'Stocks' }, { types: [null] }, { types: ['Stocks\u0000'] }, []]) {
      const r = await api.all(member.token, payload);
      expect(r.status, JSON.stringify(payload)).toBe(400);
    }
    expect((await api.all(member.token, { types: ['Crypto'] })).body.message).toBe(COMMUNITY_MSG.typeUnknown);
  });

  it('pages with offset and limit; the same instant is ordered by id', async () => {
    const same = at(1);
    const twins = [await insertWatchlist({ title: 'twin', createdAt: same }), await insertWatchlist({ title: 'twin', createdAt: same })];
    const all = (await api.all(member.token)).body.data.map((w: { _id: string }) => w._id);
    expect(all.slice(0, 2)).toEqual(twins.map((t) => t.id).sort().reverse());
    const paged = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      paged.push(...(await api.all(member.token, {}, `?offset=${offset}&limit=3`)).body.data.map((w: { _id: string }) => w._id));
    }
    expect(paged).toEqual(all);
    expect((await api.all(member.token, {}, `?offset=${all.length}`)).body.data).toEqual([]);
    for (const q of ['?limit=0', `?limit=${WATCHLIST_LIMITS.pageSize + 1}`, '?offset=-1', '?limit=ten']) {
      expect((await api.all(member.token, {}, q)).status, q).toBe(400);
    }
    expect(rows).toHaveLength(6);
  });

  it(`answers at most ${WATCHLIST_LIMITS.pageSize} by default`, async () => {
    await app.db.insert(watchlists).values(Array.from({ length: WATCHLIST_LIMITS.pageSize }, (_, i) => ({
      title: `bulk ${i}`, types: ['Stocks'], images: [ownImage()], createdAt: at(100 + i),
    })));
    const r = await api.all(member.token);
    expect(r.body.data).toHaveLength(WATCHLIST_LIMITS.pageSize);
    expect(r.body.data[0].title).toBe('stocks new');
    expect((await api.all(member.token, {}, `?offset=${WATCHLIST_LIMITS.pageSize}`)).body.data).toHaveLength(6);
  });
});

describe('notifications for a new watchlist', () => {
  const inserts = notificationStatements(app, 'wl');
  const statements = inserts.count;
  let people: Awaited<ReturnType<typeof communityUser>>[];
  let otherAdmin: Awaited<ReturnType<typeof communityUser>>;

  it('tell every active member with a current plan, not the author, in one statement', async () => {
    await inserts.install();
    // Everyone this file made so far, plus the cases that must be left out.
    otherAdmin = await communityUser(app, { userType: 'admin' });
    const notAgreed = await communityUser(app, { agree: false });
    const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
    const neverPaid = await communityUser(app, { months: 0 });
    const suspended = await communityUser(app, { active: false });
    people = [notAgreed, expired, neverPaid, suspended];
    const paidIds = await paidUserIds(app);
    expect(paidIds).toContain(member.user.id);
    expect(paidIds).toContain(notAgreed.user.id);

    const before = await statements();
    const r = await api.create(admin.token, valid({ title: 'Nifty leaders', types: ['F&O'], images: [ownImage('a'), ownImage('b')] }));
    expect(r.status).toBe(200);
    const rows = await app.db.select().from(notifications).where(eq(notifications.refId, r.body.data._id));
    expect(rows.map((n) => n.userId).sort()).toEqual([...paidIds].sort());
    for (const left of [admin, otherAdmin, expired, neverPaid, suspended]) expect(rows.map((n) => n.userId)).not.toContain(left.user.id);
    for (const n of rows) {
      expect(n).toMatchObject({ title: 'New watchlist: Nifty leaders', body: 'F&O · 2 charts', type: 'watchlist', refId: r.body.data._id, read: false });
    }
    expect(await statements()).toBe(before + 1);
    // What the member's notification list answers.
    const listed = (await call(app, { method: 'GET', url: '/api/notification/all', token: member.token })).body.data[0];
    expect(listed).toMatchObject({ title: 'New watchlist: Nifty leaders', body: 'F&O · 2 charts', data: { type: 'watchlist', id: r.body.data._id } });
  });

  it('a long title is cut with an ellipsis; one chart is "1 chart"', async () => {
    const title = `Swing ideas ${'x'.repeat(170)}`;
    const r = await api.create(admin.token, valid({ title }));
    const [n] = await app.db.select().from(notifications).where(eq(notifications.refId, r.body.data._id)).limit(1);
    expect(n.title).toHaveLength(120);
    expect(n.title.startsWith('New watchlist: Swing ideas x')).toBe(true);
    expect(n.title.endsWith('…')).toBe(true);
    expect(n.body).toBe('Stocks · 1 chart');
  });

  it('an admin\'s list tells the other admins\' members too; the author is never told', async () => {
    const r = await api.create(otherAdmin.token, valid());
    const rows = await app.db.select().from(notifications).where(eq(notifications.refId, r.body.data._id));
    expect(rows.map((n) => n.userId)).not.toContain(otherAdmin.user.id);
    expect(rows.map((n) => n.userId)).toContain(member.user.id);
    expect(people).toHaveLength(4);
  });

  it('a failed create, an update and a delete write none; a delete keeps those sent', async () => {
    const before = await statements();
    expect((await api.create(admin.token, valid({ images: ['https://evil.example/x.png'] }))).status).toBe(400);
    expect((await api.create(admin.token, valid({ types: ['Crypto'] }))).status).toBe(400);
    expect(await statements()).toBe(before);
    await expectOnlyCreateNotifies(app, api, admin.token, { create: valid({ title: 'To be removed' }), edit: valid({ title: 'Renamed' }) }, statements);
  });

  it('a create that fails at commit, after the fan-out, leaves no notifications behind (one transaction)', async () => {
    // A deferred check runs at commit, after the notifications were inserted: they must roll back with the list.
    await withDoomedTitle(app, 'watchlists', 'wl', async () => {
      const total = async () => (await app.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
      const before = [await total(), await statements()];
      const r = await api.create(admin.token, valid({ title: 'Doomed' }));
      expect(r.status).toBe(500);
      // Whatever the transaction wrote rolled back: the fan-out's rows and the statement counter's alike.
      expect(await statements()).toBe(before[1]);
      expect(await total()).toBe(before[0]);
      expect(await app.db.select().from(watchlists).where(eq(watchlists.title, 'Doomed'))).toEqual([]);
    });
  });
});
