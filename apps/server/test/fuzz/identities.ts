import type { FastifyInstance } from 'fastify';
import { communityUser, insertPost } from '../community.ts';
import { PASSWORD } from '../factories.ts';
import { call } from '../helper.ts';
import type { Hints } from './schema-values.ts';

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
  const memberId = (await call(app, { method: 'GET', url: '/api/auth', token: ids.live.member.token })).body.data._id;
  const postId = await insertPost(app, memberId);
  const spare = await insertPost(app, memberId);
  const comment = await call(app, { method: 'POST', url: '/api/post/createComment', token: admin, payload: { postId, content: 'A comment' } });
  const commentId = comment.body?.data?.comments?.[0]?._id;
  const reply = await call(app, { method: 'POST', url: '/api/post/createCommentReply', token: admin, payload: { postId, commentId, content: 'A reply' } });
  const replyCommentId = reply.body?.data?.comments?.[0]?.reply?.[0]?._id;
  const blog = await call(app, {
    method: 'POST', url: '/api/blogs', token: admin,
    payload: { title: 'Fuzz blog', shortDescription: 'Short', description: '<p>Body</p>', slug: 'fuzz-blog' },
  });
  const order = await call(app, { method: 'POST', url: '/api/order/create', payload: { planId: 2, name: 'Buyer', email: 'buyer@example.com' } });
  const keys = (await call(app, { method: 'GET', url: '/api/content' })).body?.data;
  const hints: Hints = {
    postId, commentId, replyCommentId, orderId: order.body?.data?.orderId, planId: 2, password: PASSWORD, oldPassword: PASSWORD,
    email: ids.live.member.email, '/api/post/delete/{id}#id': spare, '/api/blogs/{id}#id': blog.body?.data?.id,
    '/api/blogs/bySlug/{slug}#slug': 'fuzz-blog', '/api/plan/{id}#id': 2, '/api/post/update#_id': postId, '/api/user/update#_id': memberId, '/api/content/{key}#key': keys?.[0]?.key,
  };
  const missing = Object.entries(hints).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length) throw new Error(`fuzz fixtures missing ${missing.join(', ')}: ${comment.raw} ${reply.raw} ${blog.raw} ${order.raw}`);
  return hints;
}
