import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG, PostPageSchema } from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { posts, users } from '../../db/schema/index.ts';
import { testApp } from '../../../test/helper.ts';
import { loadPosts } from './load.ts';
import { communityUser, insertPost, postApi } from '../../../test/community.ts';

// A database of its own: the feed's contents are asserted exactly.
const app = await testApp({ fresh: true });
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin', name: 'Desk' });
const member = await communityUser(app, { name: 'Meera', bio: 'Options seller' });
const other = await communityUser(app, { name: 'Om' });
await app.db.update(users).set({ isProfitable: true, profileImg: '/uploads/images/x.webp' }).where(eq(users.id, other.user.id));

// Oldest first, then a second apart: PGlite's clock reads in milliseconds, so two inserts on a fast
// machine can share a created_at, and the feed (created_at desc, id desc) would order them by their random ids.
const adminPost = await insertPost(app, admin.user.id, { role: 'admin', tags: ['Commodities'], title: '<p>Gold</p>' });
const otherPost = await insertPost(app, other.user.id, { tags: ['Intraday', 'Psychology'] });
const myApproved = await insertPost(app, member.user.id, { tags: ['Intraday'] });
const myPending = await insertPost(app, member.user.id, { status: 'pending' });
const myRejected = await insertPost(app, member.user.id, { status: 'rejected' });
await app.db.update(posts).set({ rejectionReason: 'Chart unreadable' }).where(eq(posts.id, myRejected));
const otherPending = await insertPost(app, other.user.id, { status: 'pending' });
const oldestFirst = [adminPost, otherPost, myApproved, myPending, myRejected, otherPending];
for (const [n, id] of oldestFirst.entries())
  await app.db.update(posts).set({ createdAt: sql`now() - make_interval(secs => ${oldestFirst.length - n})` }).where(eq(posts.id, id));

const ids = (r: { body: { data?: { posts: { _id: string }[] } } }) => r.body.data!.posts.map((p) => p._id);

describe('POST post/allPosts: the feed', () => {
  it('lists approved posts newest first with authors populated and no comments', async () => {
    const r = await api.allPosts(member.token, {}, '?verificationStatus=approved&offset=0&limit=10');
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([myApproved, otherPost, adminPost]);
    expect(r.body.data.nextCursor).toBeNull();
    expect(r.body.data.pendingCount).toBeUndefined();
    const om = r.body.data.posts[1];
    expect(om.postedBy).toEqual({ _id: other.user.id, name: 'Om', profileImg: '/uploads/images/x.webp', isProfitable: true, bio: null, userType: 'normal' });
    expect(om.comments).toBeUndefined();
    expect(r.body.data.posts[2]).toMatchObject({ postedByRole: 'admin', title: '<p>Gold</p>', postedBy: { userType: 'admin', name: 'Desk' } });
  });

  it('filters by admin, by tags, and pages by offset and by cursor', async () => {
    expect(ids(await api.allPosts(member.token, { postedByRole: 'admin' }))).toEqual([adminPost]);
    expect(ids(await api.allPosts(member.token, { tags: ['Psychology', 'Commodities'] }))).toEqual([otherPost, adminPost]);
    const first = await api.allPosts(member.token, {}, '?offset=0&limit=2');
    expect(ids(first)).toEqual([myApproved, otherPost]);
    expect(ids(await api.allPosts(member.token, {}, '?offset=2&limit=2'))).toEqual([adminPost]);
    const next = await api.allPosts(member.token, { after: first.body.data.nextCursor }, '?limit=2');
    expect(ids(next)).toEqual([adminPost]);
  });

  it('mine lists all of my posts whatever their status, with the rejection reason', async () => {
    const r = await api.allPosts(member.token, { postedByRole: 'mine' }, '?verificationStatus=approved');
    expect(ids(r)).toEqual([myRejected, myPending, myApproved]);
    expect(r.body.data.posts[0]).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'Chart unreadable' });
  });

  it('favorite lists my favourites only', async () => {
    await api.favorite(member.token, adminPost, true);
    await api.favorite(other.token, otherPost, true);
    const r = await api.allPosts(member.token, { postedByRole: 'favorite' });
    expect(ids(r)).toEqual([adminPost]);
    expect(r.body.data.posts[0].isFavorite).toBe(true);
    await api.favorite(member.token, adminPost, false);
  });

  it('refuses bad input: unknown filter or tag, bad paging, a bad cursor, a rejected list', async () => {
    for (const [body, query] of [
      [{ postedByRole: 'everyone' }, ''],
      [{ tags: ['Stocks'] }, ''],
      [{ tags: 'Intraday' }, ''],
      [{}, '?limit=0'],
      [{}, '?limit=51'],
      [{}, '?offset=-1'],
      [{}, '?offset=abc'],
      [{ after: 'not-a-cursor' }, ''],
      [{}, '?verificationStatus=rejected'],
      [{ verificationStatus: 'deleted' }, ''],
    ] as const) {
      const r = await api.allPosts(member.token, body, query);
      expect(r.status, `${JSON.stringify(body)} ${query}`).toBe(400);
    }
  });
});

describe('POST post/allPosts: one post', () => {
  it('answers the post with its comments and replies', async () => {
    const c = (await api.comment(other.token, { postId: myApproved, content: 'Q' })).body.data.comments[0];
    await api.reply(member.token, { postId: myApproved, commentId: c._id, content: 'A' });
    const r = await api.allPosts(other.token, { postId: myApproved });
    expect(r.status).toBe(200);
    expect(r.body.data.nextCursor).toBeNull();
    const [p] = r.body.data.posts;
    expect(p).toMatchObject({ _id: myApproved, commentCount: 2, commentsOpen: true, postedBy: { bio: 'Options seller' } });
    expect(p.comments).toEqual([expect.objectContaining({
      content: 'Q', commentedBy: expect.objectContaining({ _id: other.user.id }),
      reply: [expect.objectContaining({ content: 'A', commentId: c._id, commentedBy: expect.objectContaining({ _id: member.user.id }) })],
    })]);
  });

  it('a pending or rejected post is seen by its author and admins only (404 for others)', async () => {
    for (const id of [myPending, myRejected]) {
      expect((await api.allPosts(member.token, { postId: id })).status).toBe(200);
      expect((await api.allPosts(admin.token, { postId: id })).status).toBe(200);
      const r = await api.allPosts(other.token, { postId: id });
      expect(r.status).toBe(404);
      expect(r.body.message).toBe(COMMUNITY_MSG.postNotFound);
    }
    expect((await api.allPosts(member.token, { postId: randomUUID() })).status).toBe(404);
    expect((await api.allPosts(member.token, { postId: 'x1' })).status).toBe(400);
  });
});

describe('POST post/allPosts: the review list', () => {
  it('admins get the pending posts and their count', async () => {
    const r = await api.allPosts(admin.token, { verificationStatus: 'pending' });
    expect(r.status).toBe(200);
    expect(ids(r)).toEqual([otherPending, myPending]);
    expect(r.body.data.pendingCount).toBe(2);
    const page = await api.allPosts(admin.token, { verificationStatus: 'pending' }, '?limit=1');
    expect(ids(page)).toEqual([otherPending]);
    expect(page.body.data.pendingCount).toBe(2);
  });

  it('members get 403, also through the query string', async () => {
    for (const [body, query] of [[{ verificationStatus: 'pending' }, ''], [{}, '?verificationStatus=pending']] as const) {
      const r = await api.allPosts(member.token, body, query);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(COMMUNITY_MSG.reviewOnly);
    }
  });

  it('an accepted post leaves the list and joins the feed', async () => {
    await api.update(admin.token, { _id: otherPending, verificationStatus: 'approved' });
    const r = await api.allPosts(admin.token, { verificationStatus: 'pending' });
    expect(ids(r)).toEqual([myPending]);
    expect(r.body.data.pendingCount).toBe(1);
    expect(ids(await api.allPosts(member.token, {}))).toContain(otherPending);
  });
});

describe('POST post/allPosts: the answer is exactly its schema', () => {
  // The route writes its answer with JSON.stringify, not zod: every kind of answer must equal its
  // own parse by the response schema (which strips unknown keys), so nothing outside it leaves.
  it('feed, filters, cursor page, one post with comments, the review list', async () => {
    await api.like(member.token, otherPost);
    await api.favorite(member.token, otherPost, true);
    const first = await api.allPosts(member.token, {}, '?offset=0&limit=1');
    const answers = [
      first,
      await api.allPosts(member.token, { after: first.body.data.nextCursor }, '?limit=10'),
      await api.allPosts(member.token, { postedByRole: 'admin' }),
      await api.allPosts(member.token, { postedByRole: 'mine' }),
      await api.allPosts(member.token, { postedByRole: 'favorite' }),
      await api.allPosts(member.token, { tags: ['Intraday'] }),
      await api.allPosts(other.token, { postId: myApproved }),
      await api.allPosts(admin.token, { verificationStatus: 'pending' }),
    ];
    const schema = envelopeSchema(PostPageSchema);
    for (const r of answers) {
      expect(r.status).toBe(200);
      expect(r.body.data.posts.length).toBeGreaterThan(0);
      expect(schema.parse(r.body)).toEqual(r.body);
    }
    expect(answers[6].body.data.posts[0].comments.length).toBeGreaterThan(0);
    await api.favorite(member.token, otherPost, false);
    await api.like(member.token, otherPost, false);
  });
});

describe('POST post/allPosts: the feed builds posts from raw rows', () => {
  // feedPage reads its rows in array mode and builds each post itself (rawPost); loadPosts goes
  // through drizzle's mapping. Both must write the same post, byte for byte, whatever is null.
  it('every field, with and without prices, notification, reason, likes and favourites', async () => {
    await app.db.update(posts).set({
      targetPrice1: 101.5, targetPrice2: 99, stopLoss: 0.25, risk: 2.75, showDisclaimer: true,
      notificationTitle: 'Alert', notificationBody: null, images: [],
    }).where(eq(posts.id, otherPost));
    await app.db.update(posts).set({ notificationTitle: 'Heads up', notificationBody: 'Body', updatedAt: new Date(Date.now() - 30 * 864e5) })
      .where(eq(posts.id, myApproved));
    await api.like(member.token, otherPost);
    await api.favorite(member.token, adminPost, true);
    for (const [token, viewerId, body] of [
      [member.token, member.user.id, {}], [member.token, member.user.id, { postedByRole: 'mine' }],
      [other.token, other.user.id, {}], [admin.token, admin.user.id, { verificationStatus: 'pending' }],
    ] as const) {
      const r = await api.allPosts(token, body);
      expect(r.status).toBe(200);
      const feed = r.body.data.posts as { _id: string }[];
      expect(feed.length).toBeGreaterThan(0);
      const loaded = await loadPosts(app.db, feed.map((p) => p._id), viewerId);
      expect(JSON.stringify(feed)).toBe(JSON.stringify(loaded));
    }
    expect(feedPostOf(await api.allPosts(member.token, {}), otherPost)).toMatchObject({
      targetPrice1: 101.5, targetPrice2: 99, stopLoss: 0.25, risk: 2.75, showDisclaimer: true, images: [],
      notification: { title: 'Alert', body: '' }, isLiked: true, isFavorite: false,
    });
    expect(feedPostOf(await api.allPosts(member.token, {}), myApproved)).toMatchObject({ commentsOpen: false, notification: { title: 'Heads up', body: 'Body' } });
    await api.like(member.token, otherPost, false);
    await api.favorite(member.token, adminPost, false);
  });
});

const feedPostOf = (r: { body: { data?: { posts: { _id: string }[] } } }, id: string) => r.body.data!.posts.find((p) => p._id === id);
