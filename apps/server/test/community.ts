import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { notifications, posts, users } from '../src/db/schema/index.ts';
import { makeUser, type MakeUser } from './factories.ts';
import { call } from './helper.ts';

/** Test helpers shared by the posts and notifications tests (not used by the app). */

/** A URL of the shape our image store hands out. */
export const ownImage = (c = 'a') => `/uploads/images/${c.repeat(64)}.webp`;

/** A user who may use the community: agreed to the terms unless `agree: false`. */
export async function communityUser(app: FastifyInstance, o: MakeUser & { agree?: boolean; bio?: string } = {}) {
  const made = await makeUser(app, o);
  await app.db.update(users).set({ agree: o.agree ?? true, investorType: o.bio ?? null }).where(eq(users.id, made.user.id));
  app.sessionCache.dropUser(made.user.id);
  return made;
}

export const validPost = (o: Record<string, unknown> = {}) => ({
  title: 'Nifty breakout above 22,500',
  images: [ownImage()],
  tags: ['Intraday'],
  targetPrice1: 22600,
  targetPrice2: 22750.5,
  stopLoss: 22400,
  risk: 1.5,
  ...o,
});

/** A post written straight to the table, for tests about reading and reacting. */
export async function insertPost(
  app: FastifyInstance,
  authorId: string,
  o: { status?: 'pending' | 'approved' | 'rejected'; role?: 'admin' | 'user'; updatedDaysAgo?: number; tags?: string[]; title?: string } = {},
): Promise<string> {
  const [row] = await app.db.insert(posts).values({
    postedBy: authorId,
    postedByRole: o.role ?? 'user',
    verificationStatus: o.status ?? 'approved',
    title: o.title ?? 'A post',
    images: [ownImage()],
    tags: o.tags ?? ['Intraday'],
    ...(o.updatedDaysAgo ? { updatedAt: sql`now() - make_interval(days => ${o.updatedDaysAgo})` } : {}),
  }).returning({ id: posts.id });
  return row.id;
}

export async function postRow(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(posts).where(eq(posts.id, id));
  return row;
}

/** The calls of community.md §7. */
export function postApi(app: FastifyInstance) {
  return {
    allPosts: (token: string | undefined, payload: object = {}, query = '') =>
      call(app, { method: 'POST', url: `/api/post/allPosts${query}`, token, payload }),
    create: (token: string | undefined, payload: object) => call(app, { method: 'POST', url: '/api/post/create', token, payload }),
    update: (token: string | undefined, payload: object) => call(app, { method: 'PATCH', url: '/api/post/update', token, payload }),
    remove: (token: string | undefined, id: string) => call(app, { method: 'DELETE', url: `/api/post/delete/${id}`, token }),
    comment: (token: string | undefined, payload: object) => call(app, { method: 'POST', url: '/api/post/createComment', token, payload }),
    reply: (token: string | undefined, payload: object) =>
      call(app, { method: 'POST', url: '/api/post/createCommentReply', token, payload }),
    removeComment: (token: string | undefined, postId: string, commentId: string) =>
      call(app, { method: 'DELETE', url: `/api/post/deleteComment?postId=${postId}&commentId=${commentId}`, token }),
    removeReply: (token: string | undefined, postId: string, commentId: string, replyCommentId: string) => call(app, {
      method: 'DELETE', url: `/api/post/deleteCommentReply?postId=${postId}&commentId=${commentId}&replyCommentId=${replyCommentId}`, token,
    }),
    like: (token: string | undefined, postId: string, isLike: unknown = true) =>
      call(app, { method: 'POST', url: `/api/post/likePost?isLike=${isLike}`, token, payload: { postId } }),
    favorite: (token: string | undefined, postId: string, isFavorite: unknown = true) =>
      call(app, { method: 'POST', url: `/api/post/makeFavorite?isFavorite=${isFavorite}`, token, payload: { postId } }),
  };
}

/** A community call for the guard tests; `name` labels a failure (method and URL without one). */
export type GuardedCall = InjectOptions & { name?: string };
const callLabel = (c: GuardedCall) => c.name ?? `${c.method} ${c.url}`;

/**
 * The refusals every community call shares (community.md §7): a visitor or an unknown token 401, a plan
 * that ended 402, no agreement to the terms 403 with reason "terms" (a member and an admin alike).
 */
export function itRefusesOutsiders(app: FastifyInstance, calls: () => readonly GuardedCall[]) {
  it('a visitor and an unknown token get 401', async () => {
    for (const c of calls()) {
      for (const token of [undefined, 'not-a-session']) {
        const r = await call(app, { ...c, token });
        expect(r.status, callLabel(c)).toBe(401);
        expect(r.body).toEqual({ status: false, code: 401, message: MSG.sessionExpired });
      }
    }
  });

  it('a member whose plan ended gets 402', async () => {
    const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
    for (const c of calls()) {
      const r = await call(app, { ...c, token: expired.token });
      expect(r.status, callLabel(c)).toBe(402);
      expect(r.body.message).toBe(MSG.subscriptionExpired);
    }
  });

  it('a member or an admin who has not agreed to the terms gets 403 with reason "terms"', async () => {
    for (const who of [await communityUser(app, { agree: false }), await communityUser(app, { userType: 'admin', agree: false })]) {
      for (const c of calls()) {
        const r = await call(app, { ...c, token: who.token });
        expect(r.status, callLabel(c)).toBe(403);
        expect(r.body).toMatchObject({ message: COMMUNITY_MSG.termsRequired, data: { reason: 'terms' } });
      }
    }
  });
}

/** The image cases every admin-written item refuses (community.md §7: one to four images this site stored). */
export const refusedImages = (): [unknown, string][] => [
  [undefined, COMMUNITY_MSG.imageRequired],
  [[], COMMUNITY_MSG.imageRequired],
  [['a', 'b', 'c', 'd', 'e'].map((c) => ownImage(c)), COMMUNITY_MSG.maxImages],
  [['https://evil.example/chart.png'], COMMUNITY_MSG.imageUrl],
];

/** The OpenAPI description lists each of `paths`, and `create` takes an optional Idempotency-Key. */
export async function expectDocumented(app: FastifyInstance, paths: string[], create: string) {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
  for (const path of paths) expect(doc.paths[path], path).toBeDefined();
  const params = doc.paths[create].post.parameters as { in: string; name: string }[];
  expect(params).toContainEqual(expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }));
}

/** The ids of active users with a plan in force: who a community fan-out tells. */
export async function paidUserIds(app: FastifyInstance): Promise<string[]> {
  const { rows } = await app.db.execute<{ id: string }>(sql`
    select u.id from users u where u.active and exists (select 1 from payments p where p.user_id = u.id and p.end_date > now())`);
  return rows.map((r) => r.id);
}

/**
 * Counts INSERT statements (not rows) on notifications, proof that a fan-out is one statement. `tag`
 * names the file's own table, function and trigger; `install` once before `count`.
 */
export function notificationStatements(app: FastifyInstance, tag: string) {
  const table = sql.raw(`${tag}_notification_inserts`);
  const fn = sql.raw(`${tag}_count_notification_insert`);
  return {
    install: async () => {
      await app.db.execute(sql`create table ${table} (n int not null)`);
      await app.db.execute(sql`create function ${fn}() returns trigger language plpgsql as $$
        begin insert into ${table} values (1); return null; end $$`);
      await app.db.execute(sql`create trigger ${sql.raw(`${tag}_notification_insert`)} after insert on notifications
        for each statement execute function ${fn}()`);
    },
    count: async () => Number((await app.db.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`)).rows[0].n),
  };
}

/**
 * Runs `body` while a row of `table` titled 'Doomed' fails at commit (a deferred check, after any
 * fan-out in the same transaction), then drops the check. `tag` names the file's function and trigger.
 */
export async function withDoomedTitle(app: FastifyInstance, table: string, tag: string, body: () => Promise<void>) {
  const fn = sql.raw(`${tag}_refuse_doomed`);
  const trigger = sql.raw(`${tag}_doomed`);
  await app.db.execute(sql`create function ${fn}() returns trigger language plpgsql as $$
    begin raise exception 'doomed'; end $$`);
  await app.db.execute(sql`create constraint trigger ${trigger} after insert on ${sql.raw(table)} deferrable initially deferred
    for each row when (new.title = 'Doomed') execute function ${fn}()`);
  try {
    await body();
  } finally {
    await app.db.execute(sql`drop trigger ${trigger} on ${sql.raw(table)}`);
  }
}

/**
 * The calls an admin's chart item shares (a watchlist, a trade wisdom; community.md §7) under
 * `base` (/api/watchlist, /api/tradeWisdom): by id, create (with headers for the Idempotency-Key),
 * update and delete. Each file adds its own `all`.
 */
export function chartItemApi(app: FastifyInstance, base: string) {
  return {
    byId: (token: string | undefined, id: string) => call(app, { method: 'GET', url: `${base}/byId/${id}`, token }),
    create: (token: string | undefined, payload: unknown, headers: Record<string, string> = {}) =>
      call(app, { method: 'POST', url: `${base}/create`, token, payload: payload as object, headers }),
    update: (token: string | undefined, payload: unknown) => call(app, { method: 'PATCH', url: `${base}/update`, token, payload: payload as object }),
    remove: (token: string | undefined, id: string) => call(app, { method: 'DELETE', url: `${base}/delete/${id}`, token }),
  };
}

/** The guard tests' calls of a chart item: `all` as the file calls it, then by id, create, update and delete of `id`. */
export function chartItemCalls(base: string, all: GuardedCall, id: string, valid: () => object) {
  return [
    { ...all, name: 'all', write: false },
    { name: 'byId', write: false, method: 'GET', url: `${base}/byId/${id}` },
    { name: 'create', write: true, method: 'POST', url: `${base}/create`, payload: valid() },
    { name: 'update', write: true, method: 'PATCH', url: `${base}/update`, payload: { ...valid(), _id: id } },
    { name: 'delete', write: true, method: 'DELETE', url: `${base}/delete/${id}` },
  ] as const;
}

type ChartItemApi = ReturnType<typeof chartItemApi>;

/** A repeated Idempotency-Key stores one item, and the replay answers the first answer. */
export async function expectOneItemPerIdempotencyKey(api: ChartItemApi, token: string, body: object, count: () => Promise<number>) {
  const before = await count();
  const key = randomUUID();
  const first = await api.create(token, body, { 'idempotency-key': key });
  const again = await api.create(token, body, { 'idempotency-key': key });
  expect(first.status).toBe(200);
  expect(again.body).toEqual(first.body);
  expect(again.res.headers['idempotent-replayed']).toBe('true');
  expect(await count()).toBe(before + 1);
}

/** Each of `bodies` is a 400 with the refusal envelope and stores nothing; a NUL in the title is named as unsafe text. */
export async function expectCreateRefuses(
  api: ChartItemApi, token: string, valid: (o: Record<string, unknown>) => object, count: () => Promise<number>, bodies: unknown[],
) {
  const before = await count();
  for (const body of bodies) {
    const r = await api.create(token, body);
    expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    expect(r.body.status).toBe(false);
  }
  expect((await api.create(token, valid({ title: 'a\u0000b' }))).body.message).toBe(MSG.unsafeText);
  expect(await count()).toBe(before);
}

/** An update of an unknown id is 404 with `notFound`; a malformed or missing id 400. */
export async function expectUpdateIdRules(api: ChartItemApi, token: string, valid: () => object, notFound: string) {
  const missing = await api.update(token, { ...valid(), _id: randomUUID() });
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe(notFound);
  expect((await api.update(token, { ...valid(), _id: 'nope' })).status).toBe(400);
  expect((await api.update(token, valid())).status).toBe(400);
}

/**
 * An item created, edited and deleted: the create notifies in one statement (`statements` counts
 * them), the edit and the delete write none, and the delete keeps the notifications sent.
 */
export async function expectOnlyCreateNotifies(
  app: FastifyInstance, api: ChartItemApi, token: string, bodies: { create: object; edit: object }, statements: () => Promise<number>,
) {
  const before = await statements();
  const created = (await api.create(token, bodies.create)).body.data;
  const sent = await app.db.select().from(notifications).where(eq(notifications.refId, created._id));
  expect(sent.length).toBeGreaterThan(0);
  expect((await api.update(token, { ...bodies.edit, _id: created._id })).status).toBe(200);
  expect((await api.remove(token, created._id)).status).toBe(200);
  expect(await statements()).toBe(before + 1);
  expect(await app.db.select().from(notifications).where(eq(notifications.refId, created._id))).toEqual(sent);
}

/** A member may read but not write: each write of `calls` is a 403 with `adminOnly`, each read gets past the guard. */
export async function expectMemberReadsOnly(app: FastifyInstance, calls: readonly (GuardedCall & { write: boolean })[], token: string, adminOnly: string) {
  for (const c of calls) {
    const r = await call(app, { ...c, token });
    if (c.write) {
      expect(r.status, callLabel(c)).toBe(403);
      expect(r.body).toEqual({ status: false, code: 403, message: adminOnly });
    } else {
      expect(r.status, callLabel(c)).not.toBe(403);
    }
  }
}

/** The OpenAPI description lists every call of the chart item under `base`, and the Idempotency-Key on create. */
export const expectChartItemDocumented = (app: FastifyInstance, base: string) =>
  expectDocumented(app, ['all', 'byId/{id}', 'create', 'update', 'delete/{id}'].map((p) => `${base}/${p}`), `${base}/create`);

/** Reading an unknown id is a 404 with `notFound`; each `malformed` id a 400. */
export async function expectByIdRules(api: ChartItemApi, token: string, notFound: string, malformed: string[]) {
  const missing = await api.byId(token, randomUUID());
  expect(missing.status).toBe(404);
  expect(missing.body).toEqual({ status: false, code: 404, message: notFound });
  for (const id of malformed) expect((await api.byId(token, id)).status, id).toBe(400);
}
