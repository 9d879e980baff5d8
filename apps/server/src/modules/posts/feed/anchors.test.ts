import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { posts } from '../../../db/schema/index.ts';
import { testApp } from '../../../../test/helper.ts';
import { communityUser, insertPost, postApi } from '../../../../test/community.ts';

// A database of its own: the feed's contents are asserted exactly.
const app = await testApp({ fresh: true });
const api = postApi(app);
const member = await communityUser(app, { name: 'Meera' });
const newestFirst: string[] = [];
for (let i = 0; i < 7; i += 1) newestFirst.unshift(await insertPost(app, member.user.id));

const page = async (offset: number, limit: number) =>
  (await api.allPosts(member.token, {}, `?offset=${offset}&limit=${limit}`)).body.data.posts.map((p: { _id: string }) => p._id);

describe('feed pages by offset through anchors (feed/anchors.ts)', () => {
  it('answers the same pages when it learns where offsets start and when it uses that', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect(await page(0, 2)).toEqual(newestFirst.slice(0, 2));
      expect(await page(2, 2)).toEqual(newestFirst.slice(2, 4));
      expect(await page(3, 3)).toEqual(newestFirst.slice(3, 6));
      expect(await page(6, 3)).toEqual(newestFirst.slice(6));
      expect(await page(9, 3)).toEqual([]);
    }
  });

  it('forgets them when posts are added or leave the feed, also when written behind its back', async () => {
    expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5));
    // Straight to the table, as another process would: only the feed_changed message tells.
    newestFirst.unshift(await insertPost(app, member.user.id));
    await vi.waitFor(async () => expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5)), { timeout: 5_000 });
    const [gone] = newestFirst.splice(1, 1);
    await app.db.update(posts).set({ verificationStatus: 'rejected' }).where(eq(posts.id, gone));
    await vi.waitFor(async () => expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5)), { timeout: 5_000 });
    await app.db.delete(posts).where(eq(posts.id, newestFirst.shift()!));
    await vi.waitFor(async () => expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5)), { timeout: 5_000 });
  });

  it('a like does not move anything', async () => {
    await api.like(member.token, newestFirst[4]);
    expect(await page(3, 2)).toEqual(newestFirst.slice(3, 5));
    expect((await api.allPosts(member.token, {}, '?offset=4&limit=1')).body.data.posts[0]).toMatchObject({ isLiked: true, likeCount: 1 });
  });
});
