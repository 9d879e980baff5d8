import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { contactQueries, idempotencyKeys, postComments, posts } from '../db/schema/index.ts';
import { communityUser, insertPost, ownImage, validPost } from '../../test/community.ts';
import { call, testApp } from '../../test/helper.ts';

const app = await testApp();
afterAll(() => fs.rmSync(app.config.dataDir, { recursive: true, force: true }));
const alice = await communityUser(app);
const bob = await communityUser(app);

type Send = { url: string; payload: object; token?: string; key?: string; a?: FastifyInstance };
const send = ({ url, payload, token, key, a = app }: Send) =>
  call(a, { method: 'POST', url, payload, token, headers: key === undefined ? {} : { 'idempotency-key': key } });
const comment = (postId: string, o: Omit<Send, 'url' | 'payload'> & { content?: string } = {}) =>
  send({ url: '/api/post/createComment', payload: { postId, content: o.content ?? 'Nice call' }, token: alice.token, ...o });
const contact = (message: string, key?: string) => send({
  url: '/api/contactus/createQuery', key, payload: { name: 'Ravi Kumar', email: 'ravi@example.com', message },
});

async function commentsOn(postId: string, parent: 'top' | 'replies' = 'top') {
  const rows = await app.db.select().from(postComments).where(eq(postComments.postId, postId));
  return rows.filter((r) => (parent === 'top' ? r.parentId === null : r.parentId !== null));
}
const queriesSaying = async (message: string) => app.db.select().from(contactQueries).where(eq(contactQueries.message, message));
const keyRow = async (scope: string, key: string) =>
  (await app.db.select().from(idempotencyKeys).where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key))))[0];
const ageKey = (key: string, by: string) =>
  app.db.update(idempotencyKeys).set({ createdAt: sql`now() - ${by}::interval` }).where(eq(idempotencyKeys.key, key));

/** Ten identical calls at once: every answer is the first one's status and body. */
async function tenAtOnce(fire: () => ReturnType<typeof send>) {
  const answers = await Promise.all(Array.from({ length: 10 }, fire));
  const first = answers.find((a) => a.res.headers['idempotent-replayed'] === undefined)!;
  expect(first.status).toBe(200);
  for (const a of answers) {
    expect(a.status).toBe(first.status);
    expect(a.raw).toBe(first.raw);
  }
  expect(answers.filter((a) => a.res.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
  return first;
}

describe('Idempotency-Key on the create calls', () => {
  it('10 concurrent identical comments with one key store one comment; all ten answer the first result', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    const first = await tenAtOnce(() => comment(postId, { key }));
    expect(await commentsOn(postId)).toHaveLength(1);
    expect(first.body.data.commentCount).toBe(1);
    // Later repeats answer it too, and still store nothing.
    const later = await comment(postId, { key });
    expect(later.raw).toBe(first.raw);
    expect(later.res.headers['content-type']).toMatch(/^application\/json/);
    expect(await commentsOn(postId)).toHaveLength(1);
  });

  it('10 concurrent identical replies with one key store one reply', async () => {
    const postId = await insertPost(app, bob.user.id);
    const top = await comment(postId);
    const commentId = top.body.data.comments[0]._id;
    const key = randomUUID();
    await tenAtOnce(() => send({ url: '/api/post/createCommentReply', payload: { postId, commentId, content: 'Agreed' }, token: bob.token, key }));
    expect(await commentsOn(postId, 'replies')).toHaveLength(1);
  });

  it('10 concurrent identical posts with one key store one post', async () => {
    const title = `Once only ${randomUUID()}`;
    const key = randomUUID();
    const first = await tenAtOnce(() => send({ url: '/api/post/create', payload: validPost({ title }), token: alice.token, key }));
    expect(await app.db.select().from(posts).where(eq(posts.title, title))).toHaveLength(1);
    expect(first.body.data.title).toBe(title);
  });

  it('10 concurrent identical contact queries from a visitor with one key store one query', async () => {
    const message = `Double tap ${randomUUID()}`;
    const key = randomUUID();
    await tenAtOnce(() => contact(message, key));
    expect(await queriesSaying(message)).toHaveLength(1);
    // A visitor's scope is the address (inject's 127.0.0.1).
    expect(await keyRow('ip:127.0.0.1', key)).toMatchObject({ statusCode: 200, route: '/api/contactus/createQuery' });
  });

  it('without the header, two identical calls both store, as before', async () => {
    const postId = await insertPost(app, bob.user.id);
    const [a, b] = await Promise.all([comment(postId), comment(postId)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await commentsOn(postId)).toHaveLength(2);
    const message = `No key ${randomUUID()}`;
    await contact(message);
    await contact(message);
    expect(await queriesSaying(message)).toHaveLength(2);
  });

  it('the same key from another user is theirs alone', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    const a = await comment(postId, { key });
    const b = await comment(postId, { key, token: bob.token });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(b.res.headers['idempotent-replayed']).toBeUndefined();
    expect((await commentsOn(postId)).map((c) => c.commentedBy).sort()).toEqual([alice.user.id, bob.user.id].sort());
    expect(await keyRow(alice.user.id, key)).toBeDefined();
    expect(await keyRow(bob.user.id, key)).toBeDefined();
  });

  it('the same key with another body or on another route answers 422 and stores nothing', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    expect((await comment(postId, { key })).status).toBe(200);
    const other = await comment(postId, { key, content: 'Something else' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: false, code: 422, message: MSG.idempotencyKeyReused });
    const elsewhere = await send({ url: '/api/post/create', payload: validPost(), token: alice.token, key });
    expect(elsewhere.status).toBe(422);
    expect(await commentsOn(postId)).toHaveLength(1);
  });

  it('a failed first attempt lets the key go: the same submission retried with it succeeds', async () => {
    const postId = randomUUID();
    const key = randomUUID();
    const failed = await comment(postId, { key });
    expect(failed.status).toBe(404);
    expect(await keyRow(alice.user.id, key)).toBeUndefined();
    // The post appears; the retry with the same key now runs and is then remembered.
    await app.db.insert(posts).values({
      id: postId, postedBy: bob.user.id, postedByRole: 'user', verificationStatus: 'approved', title: 'Late', images: [ownImage()], tags: ['Intraday'],
    });
    const retried = await comment(postId, { key });
    expect(retried.status).toBe(200);
    expect(retried.res.headers['idempotent-replayed']).toBeUndefined();
    expect((await comment(postId, { key })).res.headers['idempotent-replayed']).toBe('true');
    expect(await commentsOn(postId)).toHaveLength(1);
  });

  it('a body refused by validation does not use up the key', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    const bad = await comment(postId, { key, content: '' });
    expect(bad.status).toBe(400);
    expect(await keyRow(alice.user.id, key)).toBeUndefined();
    expect((await comment(postId, { key })).status).toBe(200);
  });

  it('a guard refusal comes first: no key is claimed for a caller who may not post', async () => {
    const key = randomUUID();
    const r = await send({ url: '/api/post/createComment', payload: { postId: randomUUID(), content: 'x' }, key });
    expect(r.status).toBe(401);
    expect((await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)))).toEqual([]);
  });

  it('a key first used more than 24 hours ago is new again', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    await comment(postId, { key });
    expect((await comment(postId, { key })).res.headers['idempotent-replayed']).toBe('true');
    await ageKey(key, '25 hours');
    const again = await comment(postId, { key, content: 'A day later, with the same key and another text' });
    expect(again.status).toBe(200);
    expect(again.res.headers['idempotent-replayed']).toBeUndefined();
    expect(await commentsOn(postId)).toHaveLength(2);
  });

  it('a claim left running by a process that died is taken over after a minute', async () => {
    const postId = await insertPost(app, bob.user.id);
    const key = randomUUID();
    await app.db.insert(idempotencyKeys).values({ scope: alice.user.id, key, route: '/api/post/createComment', requestHash: 'x' });
    await ageKey(key, '2 minutes');
    const r = await comment(postId, { key });
    expect(r.status).toBe(200);
    expect(await commentsOn(postId)).toHaveLength(1);
    expect(await keyRow(alice.user.id, key)).toMatchObject({ statusCode: 200 });
  });

  it('refuses a key over 100 characters or with characters outside printable ASCII: 400, nothing stored', async () => {
    const postId = await insertPost(app, bob.user.id);
    for (const key of ['k'.repeat(101), 'clé', '']) {
      const r = await comment(postId, { key });
      expect(r.status, JSON.stringify(key)).toBe(400);
      expect(r.body.message).toBe(MSG.idempotencyKeyInvalid);
    }
    expect((await comment(postId, { key: 'k'.repeat(100) })).status).toBe(200);
    expect(await commentsOn(postId)).toHaveLength(1);
  });

  it('an hourly job deletes the expired keys and keeps the live ones', async () => {
    const stale = randomUUID();
    const live = randomUUID();
    await app.db.insert(idempotencyKeys).values(['ip:192.0.2.1', 'ip:192.0.2.2'].map((scope, i) => (
      { scope, key: [stale, live][i], route: '/api/contactus/createQuery', requestHash: 'x' })));
    await ageKey(stale, '30 hours');
    await app.jobs.send('idempotency.sweep');
    await app.jobs.drain();
    expect(await keyRow('ip:192.0.2.1', stale)).toBeUndefined();
    expect(await keyRow('ip:192.0.2.2', live)).toBeDefined();
  });

  it('shows the header in the OpenAPI description of the four create calls', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/post/create', '/api/post/createComment', '/api/post/createCommentReply', '/api/contactus/createQuery']) {
      const params = doc.paths[path].post.parameters as { in: string; name: string; required?: boolean }[];
      expect(params, path).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }));
    }
  });
});
