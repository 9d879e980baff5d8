import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { postFavorites, postLikes } from '../../db/schema/index.ts';
import { testApp } from '../../../test/helper.ts';
import { communityUser, insertPost, postApi, postRow } from '../../../test/community.ts';

const app = await testApp();
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin' });
const author = await communityUser(app);
const fan = await communityUser(app);

const likeRows = async (postId: string) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(postLikes).where(eq(postLikes.postId, postId)))[0].n;
const favRows = async (postId: string, userId: string) => (await app.db.select().from(postFavorites)
  .where(and(eq(postFavorites.postId, postId), eq(postFavorites.userId, userId)))).length;

describe('POST post/likePost', () => {
  it('likes and unlikes; the answer is the post with its count and my state', async () => {
    const postId = await insertPost(app, author.user.id);
    const liked = await api.like(fan.token, postId, true);
    expect(liked.status).toBe(200);
    expect(liked.body.data).toMatchObject({ _id: postId, likeCount: 1, isLiked: true, isFavorite: false });
    const byAuthor = await api.like(author.token, postId, true);
    expect(byAuthor.body.data).toMatchObject({ likeCount: 2, isLiked: true });
    const unliked = await api.like(fan.token, postId, false);
    expect(unliked.body.data).toMatchObject({ likeCount: 1, isLiked: false });
    expect(await likeRows(postId)).toBe(1);
  });

  it('is idempotent: liking twice or unliking what was never liked changes nothing', async () => {
    const postId = await insertPost(app, author.user.id);
    await api.like(fan.token, postId, true);
    expect((await api.like(fan.token, postId, true)).body.data.likeCount).toBe(1);
    await api.like(fan.token, postId, false);
    const again = await api.like(fan.token, postId, false);
    expect(again.status).toBe(200);
    expect(again.body.data.likeCount).toBe(0);
    expect((await postRow(app, postId)).likeCount).toBe(0);
  });

  it('50 concurrent likes from one member make one row and like_count 1', async () => {
    const postId = await insertPost(app, author.user.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.like(fan.token, postId, true)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    expect(await likeRows(postId)).toBe(1);
    expect((await postRow(app, postId)).likeCount).toBe(1);
  });

  it('concurrent likes and unlikes from many members keep like_count equal to the rows', async () => {
    const postId = await insertPost(app, author.user.id);
    const members = await Promise.all(Array.from({ length: 8 }, () => communityUser(app)));
    await Promise.all(members.flatMap((m, i) => [api.like(m.token, postId, true), api.like(m.token, postId, i % 2 === 0)]));
    expect((await postRow(app, postId)).likeCount).toBe(await likeRows(postId));
  });

  it('only posts the caller can see: others\' pending posts 404; bad input 400', async () => {
    const pending = await insertPost(app, author.user.id, { status: 'pending' });
    const r = await api.like(fan.token, pending, true);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(COMMUNITY_MSG.postNotFound);
    expect(await likeRows(pending)).toBe(0);
    expect((await api.like(author.token, pending, true)).status).toBe(200);
    expect((await api.like(admin.token, pending, true)).body.data.likeCount).toBe(2);
    expect((await api.like(fan.token, randomUUID(), true)).status).toBe(404);
    expect((await api.like(fan.token, 'nope', true)).status).toBe(400);
    expect((await api.like(fan.token, pending, 'yes')).status).toBe(400);
    expect((await api.like(fan.token, pending, '')).status).toBe(400);
  });
});

describe('POST post/makeFavorite', () => {
  it('adds and removes a favourite with the spec\'s messages; idempotent', async () => {
    const postId = await insertPost(app, author.user.id);
    const added = await api.favorite(fan.token, postId, true);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(COMMUNITY_MSG.addedToFavorites);
    expect(added.body.data).toMatchObject({ _id: postId, isFavorite: true, isLiked: false });
    expect((await api.favorite(fan.token, postId, true)).body.data.isFavorite).toBe(true);
    expect(await favRows(postId, fan.user.id)).toBe(1);
    // Someone else's view is unaffected.
    const seen = await api.allPosts(author.token, { postId });
    expect(seen.body.data.posts[0].isFavorite).toBe(false);
    const removed = await api.favorite(fan.token, postId, false);
    expect(removed.body.message).toBe(COMMUNITY_MSG.removedFromFavorites);
    expect(removed.body.data.isFavorite).toBe(false);
    expect(await favRows(postId, fan.user.id)).toBe(0);
  });

  it('20 concurrent favourites make one row', async () => {
    const postId = await insertPost(app, author.user.id);
    await Promise.all(Array.from({ length: 20 }, () => api.favorite(fan.token, postId, true)));
    expect(await favRows(postId, fan.user.id)).toBe(1);
  });

  it('the favourites filter lists my favourites; un-favouriting takes the post out', async () => {
    const postId = await insertPost(app, author.user.id);
    await api.favorite(fan.token, postId, true);
    const favs = async () => (await api.allPosts(fan.token, { postedByRole: 'favorite' })).body.data.posts.map((p: { _id: string }) => p._id);
    expect(await favs()).toContain(postId);
    await api.favorite(fan.token, postId, false);
    expect(await favs()).not.toContain(postId);
  });

  it('refuses posts the caller cannot see and bad input', async () => {
    const rejected = await insertPost(app, author.user.id, { status: 'rejected' });
    expect((await api.favorite(fan.token, rejected, true)).status).toBe(404);
    expect(await favRows(rejected, fan.user.id)).toBe(0);
    expect((await api.favorite(fan.token, rejected, 'maybe')).status).toBe(400);
    expect((await api.favorite(fan.token, '', true)).status).toBe(400);
  });
});
