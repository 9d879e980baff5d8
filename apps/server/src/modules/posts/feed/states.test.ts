import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres, testApp } from '../../../../test/helper.ts';
import { communityUser, insertPost, postApi } from '../../../../test/community.ts';

/**
 * What the feed's in-memory reader state (states.ts) rests on, on the embedded database: the
 * database announces every change to it on feed_state, and PGlite hands the announcement to the
 * listener before the writing statement's (or transaction's) promise settles, so nothing answers
 * a write before memory has dropped what the write changed.
 */
describe.skipIf(onPostgres)('feed_state on PGlite (feed/states.ts)', async () => {
  const app = await testApp({ fresh: true });
  const member = await communityUser(app, { name: 'Asha' });
  const postId = await insertPost(app, member.user.id, { tags: ['Intraday'] });
  const heard: string[] = [];
  const listener = await app.database.listen('feed_state', (p) => heard.push(p), () => {});

  it('is heard before a write statement returns, with no tick in between', async () => {
    heard.length = 0;
    await app.db.execute(sql`update posts set like_count = like_count + 1 where id = ${postId}`);
    expect(heard).toEqual([postId]);
  });

  it('is heard at a transaction\'s commit, before the transaction returns, and not before the commit', async () => {
    heard.length = 0;
    await app.db.transaction(async (tx) => {
      await tx.execute(sql`insert into post_likes (post_id, user_id) values (${postId}, ${member.user.id})`);
      await tx.execute(sql`update posts set title = 'Edited' where id = ${postId}`);
      await new Promise((r) => setTimeout(r, 5));
      expect(heard).toEqual([]);
    });
    // The post's own change and the feed's new version (a deferred trigger at the commit).
    expect(heard).toContain(postId);
    expect(heard.some((p) => /^v:\d+$/.test(p))).toBe(true);
  });

  it('is heard for a favourite and for likes removed by an account\'s deletion (a cascade)', async () => {
    heard.length = 0;
    await app.db.execute(sql`insert into post_favorites (post_id, user_id) values (${postId}, ${member.user.id})`);
    expect(heard).toEqual([postId]);
    heard.length = 0;
    await app.db.execute(sql`delete from users where id = ${member.user.id}`);
    expect(heard).toContain(postId);
  });

  it('a like through HTTP shows in the very next read of a page served from memory', async () => {
    const reader = await communityUser(app, { name: 'Bilal' });
    const other = await insertPost(app, reader.user.id, { tags: ['Currency'] });
    const api = postApi(app);
    const read = async () => (await api.allPosts(reader.token, {}, '?offset=0&limit=10')).body.data.posts
      .find((p: { _id: string }) => p._id === other);
    await read();
    await read(); // loads the page's state into memory
    await app.db.execute(sql`select 1`);
    expect(await read()).toMatchObject({ isLiked: false, likeCount: 0 });
    expect((await api.like(reader.token, other, true)).status).toBe(200);
    expect(await read()).toMatchObject({ isLiked: true, likeCount: 1 });
    expect((await api.favorite(reader.token, other, true)).status).toBe(200);
    expect(await read()).toMatchObject({ isFavorite: true });
    await listener.close();
  });
});
