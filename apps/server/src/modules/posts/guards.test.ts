import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../../test/helper.ts';
import { communityUser, insertPost, itRefusesOutsiders } from '../../../test/community.ts';

const app = await testApp();
const author = await communityUser(app);
const postId = await insertPost(app, author.user.id);
const id = randomUUID();

/** Every community call, with a payload that would pass validation. */
const CALLS = [
  { method: 'POST', url: '/api/post/allPosts', payload: {} },
  { method: 'POST', url: '/api/post/create', payload: { title: 't', images: [], tags: ['Other'] } },
  { method: 'PATCH', url: '/api/post/update', payload: { _id: postId, verificationStatus: 'approved' } },
  { method: 'DELETE', url: `/api/post/delete/${postId}` },
  { method: 'POST', url: '/api/post/createComment', payload: { postId, content: 'hi' } },
  { method: 'POST', url: '/api/post/createCommentReply', payload: { postId, commentId: id, content: 'hi' } },
  { method: 'DELETE', url: `/api/post/deleteComment?postId=${postId}&commentId=${id}` },
  { method: 'DELETE', url: `/api/post/deleteCommentReply?postId=${postId}&commentId=${id}&replyCommentId=${id}` },
  { method: 'POST', url: '/api/post/makeFavorite?isFavorite=true', payload: { postId } },
  { method: 'POST', url: '/api/post/likePost?isLike=true', payload: { postId } },
] as const;

describe('who may call post/*', () => {
  itRefusesOutsiders(app, () => CALLS);

  it('a member who agreed and an admin get through the guard', async () => {
    const member = await communityUser(app);
    const admin = await communityUser(app, { userType: 'admin' });
    for (const who of [member, admin]) {
      const r = await call(app, { ...CALLS[0], token: who.token });
      expect(r.status).toBe(200);
      expect(r.body.data.posts.map((p: { _id: string }) => p._id)).toContain(postId);
    }
  });
});

describe('who may call notification/*', () => {
  const list = { method: 'GET', url: '/api/notification/all' } as const;
  const mark = { method: 'POST', url: '/api/notification/markAsRead', payload: { notificationIds: [] } } as const;

  it('visitors 401, expired members 402; a member who has not agreed may read their notifications', async () => {
    const expired = await communityUser(app, { months: 6, startedDaysAgo: 400 });
    const fresh = await communityUser(app, { agree: false });
    for (const c of [list, mark]) {
      expect((await call(app, c)).status).toBe(401);
      expect((await call(app, { ...c, token: expired.token })).status).toBe(402);
      expect((await call(app, { ...c, token: fresh.token })).status).toBe(200);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists every community call', async () => {
    const r = await call(app, { method: 'GET', url: '/api/docs/json' });
    expect(r.status).toBe(200);
    const paths = Object.keys(JSON.parse(r.raw).paths);
    for (const p of [
      '/api/post/allPosts', '/api/post/create', '/api/post/update', '/api/post/delete/{id}', '/api/post/createComment',
      '/api/post/createCommentReply', '/api/post/deleteComment', '/api/post/deleteCommentReply', '/api/post/makeFavorite',
      '/api/post/likePost', '/api/notification/all', '/api/notification/markAsRead',
    ]) expect(paths).toContain(p);
  });
});
