import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_LIMITS } from '@tlt/shared/community';
import { HttpError } from '../../../lib/errors.ts';
import { makeUser } from '../../../../test/factories.ts';
import { call, testApp } from '../../../../test/helper.ts';
import { FeedAnchors } from './anchors.ts';
import { feedPage } from './page.ts';
import { decodeCursor, encodeCursor, type FeedQuery, pendingCount } from './query.ts';

interface Seeded { id: string; at: string; by: string; role: 'admin' | 'user'; status: string; tags: string[] }

let app: FastifyInstance;
let viewer: string;
let other: string;
let admin: string;
const all: Seeded[] = [];

/** created_at given as text with microseconds, so ties and 1 µs gaps are exact. */
async function post(by: string, at: string, o: { role?: 'admin' | 'user'; status?: string; tags?: string[] } = {}) {
  const role = o.role ?? 'user';
  const status = o.status ?? 'approved';
  const tags = o.tags ?? ['Intraday'];
  const res = (await app.db.execute(sql`
    insert into posts (posted_by, posted_by_role, verification_status, title, tags, created_at)
    values (${by}::uuid, ${role}::posted_by_role, ${status}::verification_status, 't',
            array[${sql.join(tags.map((t) => sql`${t}`), sql`, `)}]::text[], ${at}::timestamptz)
    returning id`)) as unknown as { rows: { id: string }[] };
  all.push({ id: res.rows[0].id, at, by, role, status, tags });
}

/** The expected order, computed here rather than by the database. */
const newestFirst = (rows: Seeded[]) =>
  [...rows].sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1)).map((r) => r.id);

const q = (o: Partial<FeedQuery> = {}): FeedQuery => ({ viewerId: viewer, status: 'approved', offset: 0, limit: 10, ...o });

/** The live feedPage, answered as ids; `anchors` as the route passes them. */
async function pageIds(query: FeedQuery, anchors?: FeedAnchors) {
  const page = await feedPage(app.db, query, anchors);
  return { ids: page.posts.map((p) => p._id), nextCursor: page.nextCursor };
}

/** A live cache of where offsets start, fresh for one walk (nothing here sends feed_changed). */
function liveAnchors() {
  const anchors = new FeedAnchors();
  anchors.bind(() => true);
  return anchors;
}

/**
 * Every page by offset, read the three ways feedPage reads one: by SQL offset (no anchors), by
 * keyset from the anchor the previous page left (in order, as a reader scrolls), and by one row
 * more to learn the anchor (last page first, so no offset's anchor is known yet). All must agree.
 */
async function byOffset(base: Partial<FeedQuery>, limit: number) {
  const offsets: number[] = [];
  const plain: string[] = [];
  for (let offset = 0; ; offset += limit) {
    const { ids } = await pageIds(q({ ...base, offset, limit }));
    offsets.push(offset);
    plain.push(...ids);
    if (ids.length < limit) break;
  }
  const scrolled = liveAnchors();
  const keyset: string[] = [];
  for (const offset of offsets) keyset.push(...(await pageIds(q({ ...base, offset, limit }), scrolled)).ids);
  const jumping = liveAnchors();
  const learnt: string[][] = [];
  for (const offset of [...offsets].reverse()) learnt.unshift((await pageIds(q({ ...base, offset, limit }), jumping)).ids);
  expect(keyset).toEqual(plain);
  expect(learnt.flat()).toEqual(plain);
  return plain;
}

async function byCursor(base: Partial<FeedQuery>, limit: number) {
  const out: string[] = [];
  let after: string | undefined;
  for (;;) {
    const page = await pageIds(q({ ...base, after, limit }));
    out.push(...page.ids);
    if (!page.nextCursor) return out;
    after = page.nextCursor;
  }
}

beforeAll(async () => {
  app = await testApp({ fresh: true });
  viewer = (await makeUser(app)).user.id;
  other = (await makeUser(app)).user.id;
  admin = (await makeUser(app, { userType: 'admin' })).user.id;
  const tags = [['Intraday'], ['Commodities', 'Other'], ['Psychology'], ['Intraday', 'Currency']];
  // Groups of four posts sharing one created_at, groups 1 µs apart (one JS millisecond holds many).
  for (let g = 0; g < 6; g += 1) {
    const at = `2026-03-01T10:00:00.${String(123400 + g).padStart(6, '0')}Z`;
    for (let k = 0; k < 4; k += 1) {
      const by = k === 0 ? admin : k % 2 ? viewer : other;
      await post(by, at, { role: by === admin ? 'admin' : 'user', tags: tags[(g + k) % 4] });
    }
  }
  await post(viewer, '2026-03-02T09:00:00.000001Z', { status: 'pending' });
  await post(other, '2026-03-02T09:00:00.000001Z', { status: 'pending' });
  await post(other, '2026-03-02T08:00:00.000000Z', { status: 'pending', tags: ['Psychology'] });
  await post(viewer, '2026-03-03T09:00:00.500000Z', { status: 'rejected' });
  const approved = all.filter((p) => p.status === 'approved');
  for (const p of [approved[1], approved[6], approved[7], approved[20]]) {
    await app.db.execute(sql`insert into post_favorites (post_id, user_id) values (${p.id}::uuid, ${viewer}::uuid)`);
  }
  // Someone else's favourite must not leak into the viewer's list.
  await app.db.execute(sql`insert into post_favorites (post_id, user_id) values (${approved[2].id}::uuid, ${other}::uuid)`);
  // A favourite that is no longer approved drops out of the list.
  const pendingFav = all.find((p) => p.status === 'pending' && p.by === other)!;
  await app.db.execute(sql`insert into post_favorites (post_id, user_id) values (${pendingFav.id}::uuid, ${viewer}::uuid)`);
});

describe('feedPage paging', () => {
  it('orders the approved feed newest first by (created_at, id), ties broken by id', async () => {
    const expected = newestFirst(all.filter((p) => p.status === 'approved'));
    const { ids, nextCursor } = await pageIds(q({ limit: COMMUNITY_LIMITS.maxPageSize }));
    expect(ids).toEqual(expected);
    expect(nextCursor).toBeNull();
  });

  it.each([1, 3, 4, 5, 7])('offset pages and cursor pages of %i agree and never skip or repeat a row', async (limit) => {
    const expected = newestFirst(all.filter((p) => p.status === 'approved'));
    expect(await byOffset({}, limit)).toEqual(expected);
    expect(await byCursor({}, limit)).toEqual(expected);
  });

  it('gives the cursor of the last row when the page is full, null when it is not', async () => {
    const first = await pageIds(q({ limit: 5 }));
    expect(first.ids).toHaveLength(5);
    expect(decodeCursor(first.nextCursor!).id).toBe(first.ids[4]);
    // The cursor keeps the microseconds a JS Date would have lost.
    expect(decodeCursor(first.nextCursor!).at).toMatch(/\.\d{6}Z$/);
    const total = all.filter((p) => p.status === 'approved').length;
    expect((await pageIds(q({ offset: total - 2, limit: 5 }))).nextCursor).toBeNull();
  });

  it('lets the cursor replace the offset', async () => {
    const first = await pageIds(q({ limit: 4 }));
    const second = await pageIds(q({ limit: 4, after: first.nextCursor!, offset: 999 }));
    expect(second.ids).toEqual((await pageIds(q({ limit: 4, offset: 4 }))).ids);
  });

  it('filters admin: approved posts by admins', async () => {
    const expected = newestFirst(all.filter((p) => p.status === 'approved' && p.role === 'admin'));
    expect(expected.length).toBeGreaterThan(0);
    expect(await byCursor({ filter: 'admin' }, 2)).toEqual(expected);
    expect(await byOffset({ filter: 'admin' }, 2)).toEqual(expected);
  });

  it('filters mine: the viewer\'s posts in any status', async () => {
    const expected = newestFirst(all.filter((p) => p.by === viewer));
    expect(new Set(all.filter((p) => p.by === viewer).map((p) => p.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(await byCursor({ filter: 'mine' }, 3)).toEqual(expected);
    expect(await byOffset({ filter: 'mine' }, 3)).toEqual(expected);
  });

  it('filters favorite: approved posts the viewer favourited, no one else\'s', async () => {
    const favs = new Set([1, 6, 7, 20].map((i) => all.filter((p) => p.status === 'approved')[i].id));
    const expected = newestFirst(all.filter((p) => favs.has(p.id)));
    expect(await byCursor({ filter: 'favorite' }, 3)).toEqual(expected);
    expect(await byOffset({ filter: 'favorite' }, 3)).toEqual(expected);
    const otherView = await pageIds(q({ viewerId: other, filter: 'favorite' }));
    expect(otherView.ids).toEqual([all.filter((p) => p.status === 'approved')[2].id]);
  });

  it('filters by tags: any of the given tags', async () => {
    const want = ['Currency', 'Psychology'];
    const expected = newestFirst(all.filter((p) => p.status === 'approved' && p.tags.some((t) => want.includes(t))));
    expect(expected.length).toBeGreaterThan(0);
    expect(await byCursor({ tags: want }, 4)).toEqual(expected);
    expect(await byOffset({ tags: want }, 4)).toEqual(expected);
    const adminTagged = newestFirst(all.filter((p) => p.status === 'approved' && p.role === 'admin' && p.tags.includes('Intraday')));
    expect(await byCursor({ filter: 'admin', tags: ['Intraday'] }, 2)).toEqual(adminTagged);
  });

  it('passes any tag text safely (quotes, backslashes, commas, braces)', async () => {
    const odd = ['Say "hi", \\ {x}', "O'Neil"];
    await post(other, '2026-03-04T00:00:00.000000Z', { tags: odd });
    const id = all[all.length - 1].id;
    expect((await pageIds(q({ tags: [odd[0]] }))).ids).toEqual([id]);
    expect((await pageIds(q({ tags: [odd[1], 'Nope'] }))).ids).toEqual([id]);
    expect((await pageIds(q({ tags: ['Say "hi"'] }))).ids).toEqual([]);
    await app.db.execute(sql`delete from posts where id = ${id}::uuid`);
    all.pop();
  });

  it('lists pending posts for review, and counts them', async () => {
    const expected = newestFirst(all.filter((p) => p.status === 'pending'));
    expect(await byCursor({ status: 'pending' }, 2)).toEqual(expected);
    expect(await byOffset({ status: 'pending' }, 2)).toEqual(expected);
    expect(await pendingCount(app.db)).toBe(expected.length);
  });

  it('answers a malformed cursor on POST post/allPosts with a 400 envelope', async () => {
    const member = await makeUser(app);
    await app.db.execute(sql`update users set agree = true where id = ${member.user.id}::uuid`);
    const res = await call(app, { method: 'POST', url: '/api/post/allPosts?verificationStatus=approved', token: member.token, payload: { after: 'garbage' } });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(false);
  });

  it.each([
    ['not base64 at all', '!!!'],
    ['no separator', Buffer.from('hello').toString('base64url')],
    ['a millisecond date', Buffer.from(`2026-03-01T10:00:00.123Z|${'0'.repeat(8)}-0000-0000-0000-${'0'.repeat(12)}`).toString('base64url')],
    ['a bad id', Buffer.from('2026-03-01T10:00:00.123456Z|nope').toString('base64url')],
    ['an impossible date', encodeCursor({ at: '2026-13-45T10:00:00.123456Z', id: '00000000-0000-0000-0000-000000000000' })],
    ['a day the month lacks', encodeCursor({ at: '2026-02-30T10:00:00.123456Z', id: '00000000-0000-0000-0000-000000000000' })],
    ['extra parts', Buffer.from('2026-03-01T10:00:00.123456Z|00000000-0000-0000-0000-000000000000|x').toString('base64url')],
  ])('refuses a malformed cursor (%s) with a 400, not a 500', async (_why, after) => {
    const err = await pageIds(q({ after })).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
  });
});

describe('feedPage anchors and the feed version', () => {
  it('does not trust an anchor learnt before a change it has not been told of (another process\'s, its message on the way)', async () => {
    // Nothing here sends feed_changed: these anchors stay as learnt, as a process's do until the message comes.
    const anchors = liveAnchors();
    const at = (offset: number) => q({ offset, limit: 3 });
    const approved = all.filter((p) => p.status === 'approved');
    expect((await pageIds(at(6), anchors)).ids).toEqual(newestFirst(approved).slice(6, 9));
    expect((await pageIds(at(9), anchors)).ids).toEqual(newestFirst(approved).slice(9, 12));
    // A post above those pages leaves the feed, written straight to the table (another process).
    const gone = newestFirst(approved)[1];
    await app.db.execute(sql`update posts set verification_status = 'rejected' where id = ${gone}::uuid`);
    try {
      const now = newestFirst(approved.filter((p) => p.id !== gone));
      expect((await pageIds(at(6), anchors)).ids).toEqual(now.slice(6, 9));
      expect((await pageIds(at(9), anchors)).ids).toEqual(now.slice(9, 12));
      // Learnt again at the new version, the anchors are used and right.
      expect((await pageIds(at(9), anchors)).ids).toEqual(now.slice(9, 12));
    } finally {
      await app.db.execute(sql`update posts set verification_status = 'approved' where id = ${gone}::uuid`);
    }
  });
});
