import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { decryptPush, fakeDevice, localPushService } from '../../../test/push-device.ts';
import { communityUser, ownImage, validPost } from '../../../test/community.ts';
import { type PushJob, PUSH_QUEUE, pushJobHandler, queuePush } from './jobs.ts';

const push = await localPushService();
const { answers, origin } = push;
/** The paths the service was sent to, in order. */
const paths = () => push.received.map((r) => r.path);

const skipped = new Set<string>();
// The app's own push worker (app.ts), told who is "streaming" by the test.
const app = await testApp({ fresh: true, env: { PUSH_ENDPOINT_ALLOW: origin }, pushSkip: (userId) => skipped.has(userId) });
await app.ready();

beforeEach(() => {
  push.received.length = 0;
  answers.clear();
  skipped.clear();
});

async function memberWithDevice() {
  const made = await makeUser(app);
  const device = fakeDevice();
  const path = `/push/${randomUUID()}`;
  await call(app, { method: 'POST', url: '/api/push/subscribe', token: made.token, payload: { endpoint: `${origin}${path}`, keys: device.keys } });
  return { ...made, device, path };
}
const queued = async () => (await app.db.execute(sql`
  select data, extract(epoch from start_after - now())::int as in_seconds from pgboss.job
  where name = ${PUSH_QUEUE} and state = 'created' order by created_on`) as unknown as { rows: Array<{ data: PushJob; in_seconds: number }> }).rows;

describe('web push on the job queue', () => {
  it('a push queued in the creating transaction is delivered once it commits, and never if it rolls back', async () => {
    const m = await memberWithDevice();
    const postId = randomUUID();
    await app.db.transaction(async (tx) => {
      await tx.insert(notifications).values({ userId: m.user.id, title: 'T', body: 'B', type: 'post', refId: postId });
      await queuePush(app, { kind: 'adminPost', type: 'post', refId: postId, title: 'Nifty long', body: 'Above 22,500' }, { tx });
    });
    await expect(app.db.transaction(async (tx) => {
      await queuePush(app, { kind: 'adminPost', type: 'post', refId: postId, title: 'Never', body: 'Rolled back' }, { tx });
      throw new Error('rollback');
    })).rejects.toThrow('rollback');
    await app.jobs.drain();
    expect(paths()).toEqual([m.path]);
    expect(JSON.parse(decryptPush(m.device, push.received[0].body))).toMatchObject({ title: 'Nifty long', url: expect.stringMatching(`^/posts/${postId}/`) });
  });

  it('skips members with a live stream', async () => {
    const live = await memberWithDevice();
    skipped.add(live.user.id);
    await queuePush(app, { kind: 'reply', userIds: [live.user.id], url: '/x', title: 't', body: 'b' });
    await app.jobs.drain();
    expect(paths()).toEqual([]);
  });

  it('the devices a push service asks to wait get a job of their own after its Retry-After, and only they', async () => {
    const limited = await memberWithDevice();
    const fine = await memberWithDevice();
    answers.set(limited.path, { status: 429, headers: { 'retry-after': '300' } });
    await queuePush(app, { kind: 'watchlist', userIds: [limited.user.id, fine.user.id], url: '/watchlist/w1', title: 'New list', body: 'b' });
    await app.jobs.drain();
    expect(paths().sort()).toEqual([limited.path, fine.path].sort());
    const [retry, ...more] = await queued();
    expect(more).toEqual([]);
    expect(retry.data).toMatchObject({ attempt: 1, only: [expect.any(String)], message: { kind: 'watchlist', title: 'New list' } });
    expect(retry.in_seconds).toBeGreaterThan(250);
    expect(retry.in_seconds).toBeLessThanOrEqual(300);

    // The retry job, run when due, reaches that device only.
    answers.clear();
    push.received.length = 0;
    await pushJobHandler(app, () => false)({ data: retry.data });
    expect(paths()).toEqual([limited.path]);
    await app.db.execute(sql`delete from pgboss.job where name = ${PUSH_QUEUE}`);
  });

  it('stops retrying once the kind\'s TTL has passed', async () => {
    const down = await memberWithDevice();
    answers.set(down.path, { status: 503 });
    const report = await pushJobHandler(app, () => false)({
      data: { message: { kind: 'adminPost', userIds: [down.user.id], url: '/posts/p', title: 't', body: 'b' }, queuedAt: Date.now() - 24 * 3600_000 },
    });
    expect(report.retry?.subscriptionIds).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });
});

describe('what is published reaches members\' devices (issue 12)', () => {
  it('an admin post with a notification and a new watchlist are pushed after the commit; a live member and a failed create get none', async () => {
    const admin = await communityUser(app, { userType: 'admin' });
    const phone = await memberWithDevice();
    const live = await memberWithDevice();
    skipped.add(live.user.id);

    const post = await call(app, { method: 'POST', url: '/api/post/create', token: admin.token, payload: validPost({ notification: { title: 'Gold long', body: 'Above 2,350' } }) });
    expect(post.status).toBe(200);
    const refused = await call(app, { method: 'POST', url: '/api/post/create', token: admin.token, payload: validPost({ risk: 100.5, notification: { title: 'Never', body: 'x' } }) });
    expect(refused.status).toBe(400);
    await app.jobs.drain();
    // Every paid member's device gets it once (members from the tests above too; the refused post
    // would make it twice); the live member's none.
    const bodyFor = (path: string) => push.received[paths().indexOf(path)].body;
    expect(paths().filter((p) => p === phone.path)).toHaveLength(1);
    expect(paths()).not.toContain(live.path);
    const pushed = JSON.parse(decryptPush(phone.device, bodyFor(phone.path)));
    expect(pushed).toMatchObject({ title: 'Gold long', body: 'Above 2,350', url: expect.stringMatching(`^/posts/${post.body.data._id}/[0-9a-f-]{36}$`) });

    push.received.length = 0;
    const list = await call(app, {
      method: 'POST', url: '/api/watchlist/create', token: admin.token, payload: { title: 'Metals this week', images: [ownImage()], types: ['Commodities'] },
    });
    expect(list.status).toBe(200);
    await app.jobs.drain();
    expect(paths().filter((p) => p === phone.path)).toHaveLength(1);
    expect(paths()).not.toContain(live.path);
    expect(JSON.parse(decryptPush(phone.device, bodyFor(phone.path)))).toMatchObject({
      title: 'New watchlist: Metals this week', url: expect.stringMatching(`^/watchlist/${list.body.data._id}/`),
    });
  });
});

describe("what concerns one member reaches their devices (issue 12: replies to me, my post reviewed)", () => {
  /** A member of the community with a push device, wanting the given kinds (all by default). */
  async function communityMemberWithDevice(name: string, kinds?: string[]) {
    const made = await communityUser(app, { name });
    const device = fakeDevice();
    const endpoint = `${origin}/push/${randomUUID()}`;
    await call(app, { method: 'POST', url: '/api/push/subscribe', token: made.token, payload: { endpoint, keys: device.keys } });
    if (kinds) await call(app, { method: 'PATCH', url: '/api/push/preferences', token: made.token, payload: { endpoint, kinds } });
    return { ...made, device, path: new URL(endpoint).pathname };
  }
  const noticesOf = (userId: string) => app.db.select().from(notifications).where(sql`${notifications.userId} = ${userId}`);
  const pushedTo = (m: { path: string; device: ReturnType<typeof fakeDevice> }) =>
    push.received.flatMap((r) => (r.path === m.path ? [JSON.parse(decryptPush(m.device, r.body))] : []));

  it('a reply tells the comment\'s author (notification and push) and no one else; a reply to oneself tells no one', async () => {
    const admin = await communityUser(app, { userType: 'admin', name: 'Desk Admin' });
    const writer = await communityMemberWithDevice('Comment Writer');
    const quiet = await communityMemberWithDevice('No Reply Pushes', ['adminPost', 'watchlist', 'tradeWisdom', 'postReviewed']);
    const post = await call(app, { method: 'POST', url: '/api/post/create', token: admin.token, payload: validPost() });
    const postId = post.body.data._id as string;
    const comment = async (token: string, content: string) =>
      (await call(app, { method: 'POST', url: '/api/post/createComment', token, payload: { postId, content } })).body.data.comments.at(-1)._id as string;
    const reply = (token: string, commentId: string, content: string) =>
      call(app, { method: 'POST', url: '/api/post/createCommentReply', token, payload: { postId, commentId, content } });
    const mine = await comment(writer.token, 'Is the stop below 22,100?');
    const theirs = await comment(quiet.token, 'Same question');

    expect((await reply(admin.token, mine, 'Yes: 22,080 on a closing basis, risk half a percent of capital.')).status).toBe(200);
    expect((await reply(writer.token, mine, 'Thanks!')).status).toBe(200);
    expect((await reply(admin.token, theirs, 'Same answer')).status).toBe(200);
    await app.jobs.drain();

    const [notice, ...more] = await noticesOf(writer.user.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ title: 'Desk Admin replied to your comment', type: 'post', refId: postId, read: false });
    expect(notice.body).toBe('Yes: 22,080 on a closing basis, risk half a percent of capital.');
    expect(pushedTo(writer)).toEqual([
      { title: 'Desk Admin replied to your comment', body: notice.body, url: `/posts/${postId}/${notice.id}`, tag: expect.any(String) },
    ]);
    // The one who turned replies off still has the notification on the site, and no push.
    expect(await noticesOf(quiet.user.id)).toHaveLength(1);
    expect(pushedTo(quiet)).toEqual([]);
  });

  it("an admin's review tells the post's author: approved with the title, rejected with the reason; saving it again tells nothing", async () => {
    const admin = await communityUser(app, { userType: 'admin', name: 'Review Admin' });
    const author = await communityMemberWithDevice('Post Author');
    const sent = await call(app, { method: 'POST', url: '/api/post/create', token: author.token, payload: validPost({ title: 'Reliance breakout above 3,000' }) });
    const postId = sent.body.data._id as string;
    const review = (verificationStatus: string, rejectionReason?: string) =>
      call(app, { method: 'PATCH', url: '/api/post/update', token: admin.token, payload: { _id: postId, verificationStatus, rejectionReason } });

    expect((await review('rejected', 'Please add a stop loss')).status).toBe(200);
    expect((await review('rejected', 'Please add a stop loss')).status).toBe(200);
    expect((await review('approved')).status).toBe(200);
    await app.jobs.drain();

    const notices = (await noticesOf(author.user.id)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(notices.map((n) => [n.title, n.body, n.refId])).toEqual([
      ['Your post was not approved', 'Reason: Please add a stop loss', postId],
      ['Your post is approved and live in the community', 'Reliance breakout above 3,000', postId],
    ]);
    expect(pushedTo(author).map((p) => p.title).sort()).toEqual(['Your post is approved and live in the community', 'Your post was not approved']);
  });
});
