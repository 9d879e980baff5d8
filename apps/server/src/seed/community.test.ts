import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { POST_TAGS } from '@tlt/shared/community';
import { call, testApp } from '../../test/helper.ts';
import { posts, users } from '../db/schema/index.ts';
import { seedDemo } from './demo.ts';

const app = await testApp({ fresh: true });
const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const rows = async <T>(q: ReturnType<typeof sql>) => ((await app.db.execute(q)) as unknown as { rows: T[] }).rows;

describe('demo community', () => {
  it('seeds approved posts across the tags, one pending, one rejected with a reason, with exact counters', async () => {
    expect(await seedDemo(app.db)).toBe(true);
    const all = await app.db.select().from(posts);
    const approved = all.filter((p) => p.verificationStatus === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(12);
    expect(new Set(approved.map((p) => p.postedByRole))).toEqual(new Set(['admin', 'user']));
    expect(new Set(approved.flatMap((p) => p.tags))).toEqual(new Set(POST_TAGS));
    expect(all.filter((p) => p.verificationStatus === 'pending')).toHaveLength(1);
    const [rejected] = all.filter((p) => p.verificationStatus === 'rejected');
    expect(rejected.rejectionReason?.length).toBeGreaterThan(20);
    for (const p of all) for (const img of p.images) {
      expect(img).toMatch(/^\/images\/community\/[a-z0-9-]+\.webp$/);
      expect(fs.existsSync(path.join(publicDir, img))).toBe(true);
    }
    const drift = await rows<{ id: string }>(sql`
      select p.id from posts p
      where p.like_count <> (select count(*) from post_likes l where l.post_id = p.id)
         or p.comment_count <> (select count(*) from post_comments c where c.post_id = p.id)`);
    expect(drift).toEqual([]);
    const [{ likes, comments, replies }] = await rows<{ likes: number; comments: number; replies: number }>(sql`
      select (select count(*)::int from post_likes) as likes,
             (select count(*)::int from post_comments where parent_id is null) as comments,
             (select count(*)::int from post_comments where parent_id is not null) as replies`);
    expect(likes).toBeGreaterThanOrEqual(5);
    expect(comments).toBeGreaterThanOrEqual(3);
    expect(replies).toBeGreaterThanOrEqual(2);
  });

  it('the trader has agreed and sees the feed; member@example.com has not', async () => {
    const login = async (email: string) =>
      (await call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password: 'Member@123' } })).body.data;
    const trader = await login('trader@example.com');
    expect(trader.user).toMatchObject({ agree: true, isProfitable: true });
    const feed = await call(app, { method: 'POST', url: '/api/post/allPosts', token: trader.token, payload: {} });
    expect(feed.status).toBe(200);
    expect(feed.body.data.posts).toHaveLength(10);
    expect(feed.body.data.posts.some((p: { isLiked: boolean }) => p.isLiked)).toBe(true);
    const mine = await call(app, { method: 'POST', url: '/api/post/allPosts', token: trader.token, payload: { postedByRole: 'mine' } });
    expect(new Set(mine.body.data.posts.map((p: { verificationStatus: string }) => p.verificationStatus)))
      .toEqual(new Set(['approved', 'pending', 'rejected']));
    const [member] = await app.db.select({ agree: users.agree }).from(users).where(eq(users.email, 'member@example.com'));
    expect(member.agree).toBe(false);
  });
});
