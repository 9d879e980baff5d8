import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { call, testApp } from '../../../../test/helper.ts';
import { communityUser, insertPost, postApi, validPost } from '../../../../test/community.ts';
import { PASSWORD } from '../../../../test/factories.ts';
import { feedPage } from './page.ts';
import type { FeedQuery } from './query.ts';

/**
 * The feed's page cache (pages.ts) against the uncached query, after random writes. Two apps on one
 * database stand for two API processes: writes go through one, reads through either, so a page kept
 * by one must not outlive a write made through the other. Runs on PGlite, and on PostgreSQL where
 * the suite does (TEST_DATABASE_URL: both apps then share one PostgreSQL database). On PGlite each
 * view is read twice: the second answer comes from the reader state kept in memory (feed/states.ts)
 * once the first has loaded it, so a change that memory missed shows there.
 */
const first = await testApp({ fresh: true });
const second = await testApp({ database: first.database });
const apps = [first, second];
const apis = apps.map(postApi);

const admin = await communityUser(first, { name: 'Admin', userType: 'admin' });
const members = [await communityUser(first, { name: 'Asha' }), await communityUser(first, { name: 'Bilal' }), await communityUser(first, { name: 'Chitra' })];
const people = [...members, admin];
const readers = [members[0], admin];

/** Posts that exist or existed (a write on a deleted one is refused: harmless). */
const known: string[] = [];
for (const [i, tags] of [['Intraday'], ['Currency'], ['Psychology', 'Intraday'], ['Commodities'], ['Currency', 'Psychology']].entries()) {
  const by = i % 2 ? admin : members[i % 3];
  known.push(await insertPost(first, by.user.id, { role: by === admin ? 'admin' : 'user', tags }));
}

type Body = { postedByRole?: 'admin'; tags?: string[]; after?: string };
/** The requests each check makes, as the client sends them, and the same as a FeedQuery. */
const views: { query: string; body: Body; q: Partial<FeedQuery> }[] = [
  { query: '?offset=0&limit=3', body: {}, q: { offset: 0, limit: 3 } },
  { query: '?offset=3&limit=3', body: {}, q: { offset: 3, limit: 3 } },
  { query: '?offset=0&limit=2', body: { postedByRole: 'admin' }, q: { offset: 0, limit: 2, filter: 'admin' } },
  { query: '?offset=1&limit=4', body: { tags: ['Psychology', 'Currency'] }, q: { offset: 1, limit: 4, tags: ['Psychology', 'Currency'] } },
];

/** One write, by whom and through which app. */
const write = fc.record({
  kind: fc.constantFrom('create', 'approve', 'reject', 'delete', 'edit', 'comment', 'uncomment', 'like', 'unlike', 'favourite', 'unfavourite', 'rename', 'avatar', 'leave'),
  who: fc.nat({ max: people.length - 1 }),
  post: fc.nat(),
  via: fc.nat({ max: 1 }),
  readVia: fc.nat({ max: 1 }),
  tags: fc.subarray(['Intraday', 'Currency', 'Psychology', 'Commodities'], { minLength: 1 }),
  /** leave: whether the member's posts go with their account. */
  keepPosts: fc.boolean(),
});
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never;

let serial = 0;
async function apply(w: Write) {
  const api = apis[w.via];
  const by = w.kind === 'approve' || w.kind === 'reject' ? admin : people[w.who];
  const postId = known[w.post % known.length];
  serial += 1;
  switch (w.kind) {
    case 'create': {
      const res = await api.create(by.token, validPost({ tags: w.tags, title: `Post ${serial}` }));
      if (res.body?.data?._id) known.push(res.body.data._id);
      return;
    }
    case 'approve': await api.update(by.token, { _id: postId, verificationStatus: 'approved' }); return;
    case 'reject': await api.update(by.token, { _id: postId, verificationStatus: 'rejected', rejectionReason: 'No' }); return;
    case 'delete': await api.remove(by.token, postId); return;
    case 'edit': await api.update(by.token, { _id: postId, ...validPost({ tags: w.tags, title: `Edited ${serial}` }) }); return;
    case 'comment': await api.comment(by.token, { postId, content: `Comment ${serial}` }); return;
    case 'uncomment': {
      const thread = await api.allPosts(by.token, { postId });
      const mine = thread.body?.data?.posts?.[0]?.comments?.find((c: { commentedBy: { _id: string } }) => c.commentedBy._id === by.user.id);
      if (mine) await api.removeComment(by.token, postId, mine._id);
      return;
    }
    case 'like': await api.like(by.token, postId, true); return;
    case 'unlike': await api.like(by.token, postId, false); return;
    case 'favourite': await api.favorite(by.token, postId, true); return;
    case 'unfavourite': await api.favorite(by.token, postId, false); return;
    case 'rename':
      // An author's name is on every post of theirs: straight to the table, as the profile page would.
      await apps[w.via].db.update(users).set({ name: `Name ${serial}` }).where(eq(users.id, by.user.id));
      return;
    case 'avatar':
      await apps[w.via].db.update(users).set({ profileImg: `/uploads/images/${String(serial % 10).repeat(64)}.webp` }).where(eq(users.id, by.user.id));
      return;
    case 'leave': {
      // A member who posted, liked, favoured and commented (seen by the readers first), then deletes their account.
      const leaver = await communityUser(first, { name: `Leaver ${serial}` });
      const own = await api.create(leaver.token, validPost({ tags: w.tags, title: `Leaving ${serial}` }));
      if (own.body?.data?._id) {
        known.push(own.body.data._id);
        await api.update(admin.token, { _id: own.body.data._id, verificationStatus: 'approved' });
      }
      await api.like(leaver.token, postId, true);
      await api.favorite(leaver.token, postId, true);
      await api.comment(leaver.token, { postId, content: `Bye ${serial}` });
      await check(w.readVia);
      const res = await call(apps[w.via], { method: 'POST', url: '/api/user/me/delete', token: leaver.token, payload: { password: PASSWORD, posts: w.keepPosts ? 'keep' : 'remove' } });
      expect(res.status).toBe(200);
      return;
    }
  }
}

/** Every view for every reader through `app`, against the uncached query (feedPage without a cache). */
async function check(via: number) {
  await checkOnce(via);
  // Whatever the first pass started reading into memory has landed (PGlite runs one statement at a time).
  await first.db.execute(sql`select 1`);
  await checkOnce(via);
}

async function checkOnce(via: number) {
  for (const reader of readers) {
    for (const view of views) {
      const res = await apis[via].allPosts(reader.token, view.body, view.query);
      expect(res.status).toBe(200);
      const fresh = await feedPage(first.db, { viewerId: reader.user.id, status: 'approved', offset: 0, limit: 10, ...view.q });
      expect(res.body.data, `${view.query} ${JSON.stringify(view.body)} as ${reader.user.name}`).toEqual(JSON.parse(JSON.stringify(fresh)));
      // The page after it by cursor, kept under its own key.
      if (fresh.nextCursor && view.q.offset === 0) {
        const next = await apis[via].allPosts(reader.token, { ...view.body, after: fresh.nextCursor }, view.query);
        const freshNext = await feedPage(first.db, { viewerId: reader.user.id, status: 'approved', offset: 0, limit: 10, ...view.q, after: fresh.nextCursor });
        expect(next.body.data).toEqual(JSON.parse(JSON.stringify(freshNext)));
      }
    }
  }
}

describe('the feed page cache (feed/pages.ts)', () => {
  it('answers what the uncached query answers after any sequence of writes, through either process', async () => {
    await check(0);
    await check(1);
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        for (const w of writes) {
          await apply(w);
          await check(w.readVia);
        }
      }),
      { numRuns: 10 },
    );
  }, 120_000);
});
