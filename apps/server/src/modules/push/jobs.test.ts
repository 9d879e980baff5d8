import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { decryptPush, fakeDevice } from '../../../test/push-device.ts';
import { communityUser, ownImage, validPost } from '../../../test/community.ts';
import { type PushJob, PUSH_QUEUE, pushJobHandler, queuePush } from './jobs.ts';

/** A local push service: answers each path what the test set (201 otherwise). */
const received: string[] = [];
const bodies: Buffer[] = [];
const answers = new Map<string, { status: number; headers?: Record<string, string> }>();
const service = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push(req.url!);
    bodies.push(Buffer.concat(chunks));
    const a = answers.get(req.url!) ?? { status: 201 };
    res.writeHead(a.status, a.headers).end();
  });
});
await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
afterAll(() => new Promise((r) => service.close(r)));
const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

const skipped = new Set<string>();
// The app's own push worker (app.ts), told who is "streaming" by the test.
const app = await testApp({ fresh: true, env: { PUSH_ENDPOINT_ALLOW: origin }, pushSkip: (userId) => skipped.has(userId) });
await app.ready();

beforeEach(() => {
  received.length = 0;
  bodies.length = 0;
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
    expect(received).toEqual([m.path]);
    expect(JSON.parse(decryptPush(m.device, bodies[0]))).toMatchObject({ title: 'Nifty long', url: expect.stringMatching(`^/posts/${postId}/`) });
  });

  it('skips members with a live stream', async () => {
    const live = await memberWithDevice();
    skipped.add(live.user.id);
    await queuePush(app, { kind: 'reply', userIds: [live.user.id], url: '/x', title: 't', body: 'b' });
    await app.jobs.drain();
    expect(received).toEqual([]);
  });

  it('the devices a push service asks to wait get a job of their own after its Retry-After, and only they', async () => {
    const limited = await memberWithDevice();
    const fine = await memberWithDevice();
    answers.set(limited.path, { status: 429, headers: { 'retry-after': '300' } });
    await queuePush(app, { kind: 'watchlist', userIds: [limited.user.id, fine.user.id], url: '/watchlist/w1', title: 'New list', body: 'b' });
    await app.jobs.drain();
    expect(received.sort()).toEqual([limited.path, fine.path].sort());
    const [retry, ...more] = await queued();
    expect(more).toEqual([]);
    expect(retry.data).toMatchObject({ attempt: 1, only: [expect.any(String)], message: { kind: 'watchlist', title: 'New list' } });
    expect(retry.in_seconds).toBeGreaterThan(250);
    expect(retry.in_seconds).toBeLessThanOrEqual(300);

    // The retry job, run when due, reaches that device only.
    answers.clear();
    received.length = 0;
    await pushJobHandler(app, () => false)({ data: retry.data });
    expect(received).toEqual([limited.path]);
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
    const bodyFor = (path: string) => bodies[received.indexOf(path)];
    expect(received.filter((p) => p === phone.path)).toHaveLength(1);
    expect(received).not.toContain(live.path);
    const pushed = JSON.parse(decryptPush(phone.device, bodyFor(phone.path)));
    expect(pushed).toMatchObject({ title: 'Gold long', body: 'Above 2,350', url: expect.stringMatching(`^/posts/${post.body.data._id}/[0-9a-f-]{36}$`) });

    received.length = 0;
    bodies.length = 0;
    const list = await call(app, {
      method: 'POST', url: '/api/watchlist/create', token: admin.token, payload: { title: 'Metals this week', images: [ownImage()], types: ['Commodities'] },
    });
    expect(list.status).toBe(200);
    await app.jobs.drain();
    expect(received.filter((p) => p === phone.path)).toHaveLength(1);
    expect(received).not.toContain(live.path);
    expect(JSON.parse(decryptPush(phone.device, bodyFor(phone.path)))).toMatchObject({
      title: 'New watchlist: Metals this week', url: expect.stringMatching(`^/watchlist/${list.body.data._id}/`),
    });
  });
});
