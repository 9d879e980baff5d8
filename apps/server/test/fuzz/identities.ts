import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { communityUser, insertPost, ownImage } from '../community.ts';
import { passwordResets } from '../../src/db/schema/index.ts';
import { hashToken } from '../../src/lib/tokens.ts';
import { makeUser, paidOrder, PASSWORD } from '../factories.ts';
import { call } from '../helper.ts';
import { type Hints, OMIT } from './schema-values.ts';

export type Who = 'anonymous' | 'member' | 'admin';

/**
 * A member and an admin who agreed to the community terms, so guarded handlers' bodies are reached.
 * A fuzz case may log one out, change its password or otherwise spoil it: `check` makes a new one then.
 */
export async function identities(app: FastifyInstance) {
  const make = async (who: Exclude<Who, 'anonymous'>) => {
    const made = await communityUser(app, who === 'admin' ? { userType: 'admin' } : {});
    return { token: made.token, email: made.user.email };
  };
  const live = { member: await make('member'), admin: await make('admin') };
  let remade = 0;
  return {
    live,
    token: (who: Who) => (who === 'anonymous' ? undefined : live[who].token),
    get remade() {
      return remade;
    },
    /** After a 2xx for `who`: is its session still whole? Cheap (the session cache answers). */
    async check(who: Who) {
      if (who === 'anonymous') return;
      const me = await call(app, { method: 'GET', url: '/api/auth', token: live[who].token });
      const u = me.body?.data;
      if (me.status === 200 && u?.agree && u.active && u.userType === (who === 'admin' ? 'admin' : 'normal')) return;
      live[who] = await make(who);
      remade += 1;
    },
  };
}
export type Identities = Awaited<ReturnType<typeof identities>>;

/** Rows that ids in bodies, queries and paths point at, so a mutation of one field meets real neighbours. */
export async function fixtures(app: FastifyInstance, ids: Identities): Promise<Hints> {
  const admin = ids.live.admin.token;
  const post = (url: string, payload: object, token?: string) => call(app, { method: 'POST', url, token, payload });
  const memberId = (await call(app, { method: 'GET', url: '/api/auth', token: ids.live.member.token })).body.data._id;
  const postId = await insertPost(app, memberId);
  const comment = async (not?: string) => (await post('/api/post/createComment', { postId, content: 'A comment' }, admin))
    .body?.data?.comments?.find((c: { _id: string }) => c._id !== not)?._id;
  const commentId = await comment();
  // deleteComment runs before deleteCommentReply: it gets a comment of its own.
  const doomedCommentId = await comment(commentId);
  const reply = await post('/api/post/createCommentReply', { postId, commentId, content: 'A reply' }, admin);
  const replyCommentId = reply.body?.data?.comments?.find((c: { _id: string }) => c._id === commentId)?.reply?.[0]?._id;
  const blog = await post('/api/blogs', { title: 'Fuzz blog', shortDescription: 'Short', description: '<p>Body</p>', slug: 'fuzz-blog' }, admin);
  const order = await post('/api/order/create', { planId: 2, name: 'Buyer', email: 'buyer@example.com' });
  const query = await post('/api/contactus/createQuery', { name: 'Fuzz', email: 'q@example.com', message: 'Hello' });
  const paid = await paidOrder(app);
  // A live reset key of a user of its own: resetting revokes that user's sessions, not the shared member's.
  const resetKey = `fuzz-reset-${randomUUID()}`;
  await app.db.insert(passwordResets).values({ tokenHash: hashToken(resetKey), userId: (await makeUser(app)).user.id, expiresAt: new Date(Date.now() + 3600_000) });
  const keys = (await call(app, { method: 'GET', url: '/api/content' })).body?.data;
  // Members' tools (issue 11): a list and a lesson to read and edit, one of each to delete, a contract to correct.
  const watchlist = async () => (await post('/api/watchlist/create', { title: 'Fuzz list', images: [ownImage()], types: ['Stocks'] }, admin)).body?.data?._id;
  const wisdom = async () => (await post('/api/tradeWisdom/create', { title: 'Fuzz lesson', images: [ownImage()] }, admin)).body?.data?._id;
  const [watchlistId, doomedWatchlistId, wisdomId, doomedWisdomId] = [await watchlist(), await watchlist(), await wisdom(), await wisdom()];
  const contractId = (await call(app, { method: 'GET', url: '/api/calculator/contracts', token: admin })).body?.data?.[0]?._id;
  const hints: Hints = {
    postId, commentId, replyCommentId, orderId: order.body?.data?.orderId, planId: 2, password: PASSWORD, oldPassword: PASSWORD,
    email: ids.live.member.email, profileImg: ownImage(),
    '/api/post/delete/{id}#id': await insertPost(app, memberId), '/api/post/deleteComment#commentId': doomedCommentId,
    '/api/post/update#_id': postId, '/api/post/update#baseline': { _id: postId, verificationStatus: 'approved' },
    '/api/blogs/{id}#id': blog.body?.data?.id, '/api/blogs/{id}#slug': 'fuzz-blog', '/api/blogs/bySlug/{slug}#slug': 'fuzz-blog',
    '/api/plan/{id}#id': 2, '/api/content/{key}#key': keys?.[0]?.key, '/api/content/values#keys': keys?.[0]?.key,
    '/api/blogs#slug': OMIT, '/api/contactus/allQueries#limit': 50, '/api/contactus/changeQueryStatus#id': query.body?.data?._id,
    '/api/contactus/createQuery#image': OMIT, '/api/user/update#_id': OMIT,
    '/api/user/resetPassword#key': resetKey, '/api/order/create#amount': OMIT, '/api/order/create#renewalToken': OMIT, '/api/order/create#email': 'fuzz.buyer@example.com', '/api/order/create#coupon': OMIT,
    '/api/watchlist/byId/{id}#id': watchlistId, '/api/watchlist/update#_id': watchlistId, '/api/watchlist/delete/{id}#id': doomedWatchlistId,
    '/api/tradeWisdom/byId/{id}#id': wisdomId, '/api/tradeWisdom/update#_id': wisdomId, '/api/tradeWisdom/delete/{id}#id': doomedWisdomId,
    '/api/calculator/contracts/{id}#id': contractId,
    // One signup gets through with a real payment; the rest meet "already used", past every field's own check.
    '/api/auth/signup#payment': paid.proof, '/api/auth/signup#email': paid.email,
  };
  const missing = Object.entries(hints).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length) throw new Error(`fuzz fixtures missing ${missing.join(', ')}: ${reply.raw} ${blog.raw} ${order.raw} ${query.raw}`);
  return hints;
}
