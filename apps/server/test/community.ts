import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { posts, users } from '../src/db/schema/index.ts';
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
