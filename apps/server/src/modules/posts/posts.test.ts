import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { posts } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';
import { communityUser, insertPost, ownImage, postApi, postRow, validPost } from '../../../test/community.ts';

const app = await testApp();
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin', name: 'Asha Admin' });
const member = await communityUser(app, { name: 'Ravi Member', bio: 'Swing trader, Nifty options' });
const other = await communityUser(app);

describe('POST post/create', () => {
  it('a member\'s post waits for review whatever the client sends; the answer is the saved post with its author', async () => {
    const r = await api.create(member.token, validPost({
      verificationStatus: 'approved', postedByRole: 'admin', postedBy: admin.user.id, showDisclaimer: true,
      notification: { title: 'Hi all', body: 'Read this' }, comments: ['x'],
    }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.postCreatedUnderReview);
    const p = r.body.data;
    expect(p).toMatchObject({
      verificationStatus: 'pending', postedByRole: 'user', title: 'Nifty breakout above 22,500', images: [ownImage()],
      targetPrice1: 22600, targetPrice2: 22750.5, stopLoss: 22400, risk: 1.5, tags: ['Intraday'],
      showDisclaimer: false, notification: null, rejectionReason: null,
      likeCount: 0, isLiked: false, isFavorite: false, commentCount: 0, commentsOpen: true,
      postedBy: { _id: member.user.id, name: 'Ravi Member', bio: 'Swing trader, Nifty options', userType: 'normal', isProfitable: false, profileImg: null },
    });
    const row = await postRow(app, p._id);
    expect(row).toMatchObject({ postedBy: member.user.id, verificationStatus: 'pending', postedByRole: 'user', notificationTitle: null });
  });

  it('an admin\'s post is approved at once, keeps the disclaimer and a rich title (sanitised)', async () => {
    const r = await api.create(admin.token, validPost({
      title: '<p><strong>Gold</strong> <em>breakout</em> <a href="https://example.com/chart">chart</a></p>',
      images: [], verificationStatus: 'pending', showDisclaimer: true, risk: 100,
    }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.postCreated);
    expect(r.body.data).toMatchObject({
      verificationStatus: 'approved', postedByRole: 'admin', showDisclaimer: true, images: [], risk: 100,
      title: '<p><strong>Gold</strong> <em>breakout</em> <a href="https://example.com/chart" rel="noopener nofollow">chart</a></p>',
    });
  });

  it('refuses each broken rule with the spec\'s message', async () => {
    const cases: [typeof member, Record<string, unknown>, string][] = [
      [member, { title: '   ' }, COMMUNITY_MSG.titleRequired],
      [member, { title: undefined }, COMMUNITY_MSG.titleRequired],
      [admin, { title: '<p></p>' }, COMMUNITY_MSG.titleRequired],
      [member, { title: '<script>alert(1)</script>' }, COMMUNITY_MSG.titleRequired],
      [member, { images: [] }, COMMUNITY_MSG.imageRequired],
      [member, { tags: [] }, COMMUNITY_MSG.tagRequired],
      [member, { tags: undefined }, COMMUNITY_MSG.tagRequired],
      [member, { tags: ['Stocks'] }, COMMUNITY_MSG.tagUnknown],
      [member, { images: ['a', 'b', 'c', 'd', 'e'].map(ownImage) }, COMMUNITY_MSG.maxImages],
      [member, { images: ['https://evil.example.com/chart.png'] }, COMMUNITY_MSG.imageUrl],
      [member, { images: ['/images/community/nifty.webp'] }, COMMUNITY_MSG.imageUrl],
      [member, { images: ['javascript:alert(1)'] }, COMMUNITY_MSG.imageUrl],
      [member, { risk: 2.01 }, COMMUNITY_MSG.riskTooHigh],
      [admin, { risk: 100.01 }, COMMUNITY_MSG.riskTooHighAdmin],
      [member, { targetPrice1: 1.005 }, COMMUNITY_MSG.priceInvalid],
      [member, { stopLoss: -1 }, COMMUNITY_MSG.priceInvalid],
      [member, { targetPrice2: '100' }, COMMUNITY_MSG.priceInvalid],
      [admin, { notification: { title: '', body: 'Body without a title' } }, COMMUNITY_MSG.notificationTitleRequired],
    ];
    const before = (await app.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0].n;
    for (const [who, change, message] of cases) {
      const r = await api.create(who.token, validPost(change));
      expect(r.status, JSON.stringify(change)).toBe(400);
      expect(r.body.message, JSON.stringify(change)).toBe(message);
    }
    expect((await app.db.select({ n: sql<number>`count(*)::int` }).from(posts))[0].n).toBe(before);
  });

  it('accepts the limits themselves: 4 images, risk 2 (member), risk 100 (admin), 2-decimal prices', async () => {
    const r = await api.create(member.token, validPost({ images: ['a', 'b', 'c', 'd'].map(ownImage), risk: 2, targetPrice1: 1.05 }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ risk: 2, targetPrice1: 1.05 });
    expect(r.body.data.images).toHaveLength(4);
  });

  it('answers 400 for a body that is not an object or has wrong types', async () => {
    expect((await api.create(member.token, [])).status).toBe(400);
    expect((await api.create(member.token, validPost({ showDisclaimer: 'yes' }))).status).toBe(400);
    expect((await api.create(member.token, validPost({ images: 'x' }))).status).toBe(400);
  });
});

describe('titles never keep anything that runs', () => {
  const attacks = [
    '<script>alert(1)</script>Breakout',
    '<img src=x onerror="alert(1)">Breakout',
    '<a href="javascript:alert(1)">Breakout</a>',
    '<p onclick="alert(1)" style="x">Breakout</p>',
    '&lt;script&gt;alert(1)&lt;/script&gt;Breakout',
    '<svg><script>alert(1)</script></svg>Breakout',
    '<a href="JaVaScRiPt:alert(1)">Breakout</a>',
    '<iframe src="https://evil.example.com"></iframe>Breakout',
    '<a href="&#106;avascript:alert(1)">Breakout</a>',
    '<a href=" java&#x09;script:alert(1)">Breakout</a>',
    '<p><span onmouseover=alert(1)>Breakout</span></p>',
  ];
  // Entities decoded and blanks removed first, so an encoded `javascript:` cannot hide.
  const decoded = (t: string) => t
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/\s/g, '');
  const runs = /<script|<img|<iframe|<svg|\bon[a-z]+=|javascript:/i;

  for (const who of ['member', 'admin'] as const) {
    it(`for a ${who}`, async () => {
      const user = who === 'admin' ? admin : member;
      for (const title of attacks) {
        const r = await api.create(user.token, validPost({ title }));
        expect(r.status, title).toBe(200);
        const stored = (await postRow(app, r.body.data._id)).title;
        expect(decoded(stored), title).not.toMatch(runs);
        expect(stored, title).toContain('Breakout');
        if (who === 'member') expect(stored, title).not.toMatch(/[<>]/);
      }
    });
  }

  it('a member\'s title is plain text: tags stripped, characters kept', async () => {
    const r = await api.create(member.token, validPost({ title: '<b>Nifty</b> < 22,000 & "RSI" > 70' }));
    expect(r.body.data.title).toBe('Nifty < 22,000 & "RSI" > 70');
  });

  it('an admin link gets rel=noopener and keeps only http(s)/mailto hrefs', async () => {
    const r = await api.create(admin.token, validPost({
      title: '<p><a href="https://x.example" target="_self" onmouseover="x()">a</a><a href="mailto:desk@example.com">b</a><a href="data:text/html,x">c</a></p>',
    }));
    expect(r.body.data.title).toBe(
      '<p><a href="https://x.example" target="_blank" rel="noopener noreferrer nofollow">a</a>'
      + '<a href="mailto:desk@example.com" rel="noopener nofollow">b</a><a rel="noopener nofollow">c</a></p>',
    );
  });
});

describe('PATCH post/update (edit)', () => {
  it('a member edits their own post: back to pending, rejection reason cleared, updatedAt now', async () => {
    const id = await insertPost(app, member.user.id, { status: 'rejected', updatedDaysAgo: 3 });
    await app.db.update(posts).set({ rejectionReason: 'Add a stop loss' }).where(eq(posts.id, id));
    const before = await postRow(app, id);
    const r = await api.update(member.token, validPost({ _id: id, title: 'Now with a stop loss', verificationStatus: 'approved' }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.postUpdated);
    expect(r.body.data).toMatchObject({ _id: id, title: 'Now with a stop loss', verificationStatus: 'pending', rejectionReason: null });
    const after = await postRow(app, id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime() + 2 * 86400_000);
    expect(Math.abs(after.updatedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(after.createdAt.getTime()).toBe(before.createdAt.getTime());
  });

  it('an approved member post edited by its author leaves the feed for review', async () => {
    const id = await insertPost(app, member.user.id, { status: 'approved' });
    expect((await api.update(member.token, validPost({ _id: id }))).body.data.verificationStatus).toBe('pending');
  });

  it('an admin edits any post and it is approved; the member\'s title stays plain text', async () => {
    const id = await insertPost(app, member.user.id, { status: 'pending' });
    const r = await api.update(admin.token, validPost({ _id: id, title: '<p><strong>Tidied</strong></p>', risk: 50 }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ verificationStatus: 'approved', postedByRole: 'user', title: 'Tidied', risk: 50 });
    expect(r.body.data.postedBy._id).toBe(member.user.id);
  });

  it('a member may not edit another\'s post (403); unknown and malformed ids', async () => {
    const id = await insertPost(app, other.user.id);
    const r = await api.update(member.token, validPost({ _id: id, title: 'Mine now' }));
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(COMMUNITY_MSG.notYourPost);
    expect((await postRow(app, id)).title).toBe('A post');
    const missing = await api.update(member.token, validPost({ _id: randomUUID() }));
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(COMMUNITY_MSG.postNotFound);
    expect((await api.update(member.token, validPost({ _id: 'abc' }))).status).toBe(400);
    expect((await api.update(member.token, validPost({}))).status).toBe(400);
  });

  it('keeps images already on the post (bundled ones too) but refuses new foreign ones', async () => {
    const id = await insertPost(app, admin.user.id, { role: 'admin' });
    await app.db.update(posts).set({ images: ['/images/community/nifty.webp'] }).where(eq(posts.id, id));
    const kept = await api.update(admin.token, validPost({ _id: id, images: ['/images/community/nifty.webp', ownImage('b')] }));
    expect(kept.status).toBe(200);
    expect(kept.body.data.images).toEqual(['/images/community/nifty.webp', ownImage('b')]);
    const foreign = await api.update(admin.token, validPost({ _id: id, images: ['/images/community/other.webp'] }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.message).toBe(COMMUNITY_MSG.imageUrl);
  });

  it('applies the same rules as create', async () => {
    const id = await insertPost(app, member.user.id);
    for (const [change, message] of [
      [{ risk: 2.01 }, COMMUNITY_MSG.riskTooHigh],
      [{ images: [] }, COMMUNITY_MSG.imageRequired],
      [{ tags: [] }, COMMUNITY_MSG.tagRequired],
      [{ title: '' }, COMMUNITY_MSG.titleRequired],
    ] as const) {
      const r = await api.update(member.token, validPost({ _id: id, ...change }));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });
});

describe('PATCH post/update (review)', () => {
  /** A member's post waiting for review, and an admin's or member's verdict on it. */
  const pendingPost = () => insertPost(app, member.user.id, { status: 'pending' });
  const review = (token: string, _id: string, verificationStatus: string) => api.update(token, { _id, verificationStatus });

  it.each([
    ['an admin accepts a pending post', admin.token, 200, COMMUNITY_MSG.postApproved, 'approved'],
    ['a member may not review (even their own post)', member.token, 403, COMMUNITY_MSG.reviewOnly, 'pending'],
  ] as const)('%s', async (_, token, status, message, after) => {
    const id = await pendingPost();
    const r = await review(token, id, 'approved');
    expect(r.status).toBe(status);
    expect(r.body.message).toBe(message);
    expect((await postRow(app, id)).verificationStatus).toBe(after);
  });

  it('an admin rejects with a reason the author then sees', async () => {
    const id = await pendingPost();
    const r = await api.update(admin.token, { _id: id, verificationStatus: 'rejected', rejectionReason: ' No stop loss <b>given</b> ' });
    expect(r.body.message).toBe(COMMUNITY_MSG.postRejected);
    expect(r.body.data).toMatchObject({ verificationStatus: 'rejected', rejectionReason: 'No stop loss given' });
    const mine = await api.allPosts(member.token, { postId: id });
    expect(mine.body.data.posts[0].rejectionReason).toBe('No stop loss given');
  });

  it('bad statuses and unknown ids', async () => {
    const id = await pendingPost();
    expect((await review(admin.token, id, 'pending')).status).toBe(400);
    expect((await api.update(admin.token, { _id: id })).status).toBe(400);
    expect((await review(admin.token, randomUUID(), 'approved')).status).toBe(404);
  });
});

describe('a deleted member\'s pending post', () => {
  it('leaves the review queue and its count, and cannot be approved (409); rejecting it still clears it', async () => {
    const leaving = await communityUser(app, { name: 'Leaving Member' });
    const id = await insertPost(app, leaving.user.id, { status: 'pending', title: 'Waiting for review' });
    const queued = async () => (await api.allPosts(admin.token, { verificationStatus: 'pending' }, '?limit=50')).body.data;
    const before = await queued();
    expect(before.posts.map((p: { _id: string }) => p._id)).toContain(id);

    const erased = await call(app, { method: 'POST', url: `/api/user/${leaving.user.id}/erase`, token: admin.token, payload: { posts: 'keep' } });
    expect(erased.status).toBe(200);

    const after = await queued();
    expect(after.posts.map((p: { _id: string }) => p._id)).not.toContain(id);
    expect(after.pendingCount).toBe(before.pendingCount - 1);
    const approve = await api.update(admin.token, { _id: id, verificationStatus: 'approved' });
    expect(approve.status).toBe(409);
    expect(approve.body.message).toBe(COMMUNITY_MSG.authorDeleted);
    expect((await postRow(app, id)).verificationStatus).toBe('pending');
    // Nothing is published under "Deleted member" by an old tab's ACCEPT; REJECT takes it off the books.
    expect((await api.update(admin.token, { _id: id, verificationStatus: 'rejected' })).status).toBe(200);
    expect((await postRow(app, id)).verificationStatus).toBe('rejected');
  });
});

describe('a post\'s entry price', () => {
  it('is saved, answered and edited like the other prices, and may be left out', async () => {
    const r = await api.create(member.token, validPost({ entryPrice: 22480.5 }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ entryPrice: 22480.5, stopLoss: 22400 });
    const edited = await api.update(member.token, { ...validPost({ entryPrice: null }), _id: r.body.data._id });
    expect(edited.body.data.entryPrice).toBeNull();
    expect((await api.create(member.token, validPost({ entryPrice: -1 }))).body.message).toBe(COMMUNITY_MSG.priceInvalid);
  });
});

describe('DELETE post/delete/:id', () => {
  it('a member deletes their own post, not another\'s; an admin any', async () => {
    const mine = await insertPost(app, member.user.id);
    const theirs = await insertPost(app, other.user.id);
    const denied = await api.remove(member.token, theirs);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(COMMUNITY_MSG.notYourPost);
    expect(await postRow(app, theirs)).toBeDefined();
    const r = await api.remove(member.token, mine);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: COMMUNITY_MSG.postDeleted, data: { _id: mine } });
    expect(await postRow(app, mine)).toBeUndefined();
    expect((await api.remove(admin.token, theirs)).status).toBe(200);
    expect(await postRow(app, theirs)).toBeUndefined();
  });

  it('unknown ids 404, malformed ids 400', async () => {
    const r = await api.remove(admin.token, randomUUID());
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(COMMUNITY_MSG.postNotFound);
    expect((await api.remove(admin.token, 'not-an-id')).status).toBe(400);
  });
});
