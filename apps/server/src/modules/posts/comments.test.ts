import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { postComments } from '../../db/schema/index.ts';
import { testApp } from '../../../test/helper.ts';
import { communityUser, insertPost, postApi, postRow } from '../../../test/community.ts';

const app = await testApp();
const api = postApi(app);
const admin = await communityUser(app, { userType: 'admin' });
const author = await communityUser(app, { name: 'Author' });
const commenter = await communityUser(app, { name: 'Commenter' });
const stranger = await communityUser(app, { name: 'Stranger' });

/** What the table says, to check comment_count against. */
const rowsOf = async (postId: string) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(postComments).where(eq(postComments.postId, postId)))[0].n;

describe('POST post/createComment', () => {
  it('adds a comment and answers the post with its comments', async () => {
    const postId = await insertPost(app, author.user.id);
    const r = await api.comment(commenter.token, { postId, content: '  Nice setup  ', commentedBy: admin.user.id });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ _id: postId, commentCount: 1 });
    expect(r.body.data.comments).toHaveLength(1);
    expect(r.body.data.comments[0]).toMatchObject({
      content: 'Nice setup', postId, reply: [], commentedBy: { _id: commenter.user.id, name: 'Commenter' },
    });
    expect((await postRow(app, postId)).commentCount).toBe(1);
  });

  it('closes 8 days after the post\'s last update', async () => {
    const closed = await insertPost(app, author.user.id, { updatedDaysAgo: 8 });
    const r = await api.comment(commenter.token, { postId: closed, content: 'Late' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(COMMUNITY_MSG.closed);
    expect(await rowsOf(closed)).toBe(0);
    // An admin is held to the window too.
    expect((await api.comment(admin.token, { postId: closed, content: 'Late' })).status).toBe(400);
    const open = await insertPost(app, author.user.id, { updatedDaysAgo: 7 });
    const ok = await api.comment(commenter.token, { postId: open, content: 'Just in time' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.commentsOpen).toBe(true);
  });

  it('only on posts the caller can see: pending ones of others are 404; own and admin pass', async () => {
    const pending = await insertPost(app, author.user.id, { status: 'pending' });
    const r = await api.comment(stranger.token, { postId: pending, content: 'Hi' });
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(COMMUNITY_MSG.postNotFound);
    expect((await api.comment(author.token, { postId: pending, content: 'Note to self' })).status).toBe(200);
    expect((await api.comment(admin.token, { postId: pending, content: 'Please add a stop' })).status).toBe(200);
  });

  it('refuses empty content, unknown and malformed ids', async () => {
    const postId = await insertPost(app, author.user.id);
    const empty = await api.comment(commenter.token, { postId, content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(COMMUNITY_MSG.commentEmpty);
    expect((await api.comment(commenter.token, { postId, content: 'x'.repeat(2001) })).status).toBe(400);
    expect((await api.comment(commenter.token, { postId, content: 5 })).status).toBe(400);
    expect((await api.comment(commenter.token, { postId: randomUUID(), content: 'Hi' })).status).toBe(404);
    expect((await api.comment(commenter.token, { postId: '123', content: 'Hi' })).status).toBe(400);
    expect(await rowsOf(postId)).toBe(0);
  });
});

describe('POST post/createCommentReply', () => {
  it('the post\'s author, the comment\'s author, earlier repliers and admins may reply; others 403', async () => {
    const postId = await insertPost(app, author.user.id);
    const c = (await api.comment(commenter.token, { postId, content: 'Entry?' })).body.data.comments[0];
    const reply = (who: typeof author, content: string) => api.reply(who.token, { postId, commentId: c._id, content });

    const denied = await reply(stranger, 'Me too');
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(COMMUNITY_MSG.notInvolved);

    expect((await reply(author, 'At 22,500')).status).toBe(200);
    expect((await reply(commenter, 'Thanks')).status).toBe(200);
    const byAdmin = await reply(admin, 'Mind the risk');
    expect(byAdmin.status).toBe(200);
    const replies = byAdmin.body.data.comments[0].reply;
    expect(replies.map((x: { content: string }) => x.content)).toEqual(['At 22,500', 'Thanks', 'Mind the risk']);
    expect(replies[0]).toMatchObject({ commentId: c._id, postId, commentedBy: { _id: author.user.id } });
    expect(byAdmin.body.data.commentCount).toBe(4);
    expect((await postRow(app, postId)).commentCount).toBe(4);
  });

  it('someone who already replied is involved; a reply to a reply or to another post\'s comment is 404', async () => {
    const postId = await insertPost(app, author.user.id);
    const c = (await api.comment(commenter.token, { postId, content: 'Q' })).body.data.comments[0];
    // An earlier reply by the stranger, written straight to the table: that puts them in the thread.
    await app.db.insert(postComments).values({ postId, parentId: c._id, commentedBy: stranger.user.id, content: 'Earlier' });
    expect((await api.reply(stranger.token, { postId, commentId: c._id, content: 'Again' })).status).toBe(200);

    const replyId = (await app.db.select({ id: postComments.id }).from(postComments).where(eq(postComments.parentId, c._id)))[0].id;
    const nested = await api.reply(author.token, { postId, commentId: replyId, content: 'Nested' });
    expect(nested.status).toBe(404);
    expect(nested.body.message).toBe(COMMUNITY_MSG.commentNotFound);
    const elsewhere = await insertPost(app, author.user.id);
    expect((await api.reply(author.token, { postId: elsewhere, commentId: c._id, content: 'x' })).status).toBe(404);
    expect((await api.reply(author.token, { postId, commentId: randomUUID(), content: 'x' })).status).toBe(404);
    expect((await api.reply(author.token, { postId, commentId: 'nope', content: 'x' })).status).toBe(400);
  });

  it('closes with the post after 8 days', async () => {
    const postId = await insertPost(app, author.user.id);
    const c = (await api.comment(commenter.token, { postId, content: 'Q' })).body.data.comments[0];
    await app.db.execute(sql`update posts set updated_at = now() - interval '8 days 1 minute' where id = ${postId}::uuid`);
    const r = await api.reply(author.token, { postId, commentId: c._id, content: 'Too late' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(COMMUNITY_MSG.closed);
  });
});

describe('deleting comments and replies', () => {
  async function thread() {
    const postId = await insertPost(app, author.user.id);
    const c = (await api.comment(commenter.token, { postId, content: 'Q' })).body.data.comments[0];
    await api.reply(author.token, { postId, commentId: c._id, content: 'A1' });
    const after = await api.reply(commenter.token, { postId, commentId: c._id, content: 'A2' });
    await api.comment(stranger.token, { postId, content: 'Other comment' });
    return { postId, commentId: c._id as string, replies: after.body.data.comments[0].reply.map((x: { _id: string }) => x._id) as string[] };
  }

  it('a member deletes their own comment with its replies; comment_count stays exact', async () => {
    const t = await thread();
    expect((await postRow(app, t.postId)).commentCount).toBe(4);
    const r = await api.removeComment(commenter.token, t.postId, t.commentId);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.commentDeleted);
    expect(r.body.data.comments.map((c: { content: string }) => c.content)).toEqual(['Other comment']);
    expect(r.body.data.commentCount).toBe(1);
    expect(await rowsOf(t.postId)).toBe(1);
    // Deleting it again is a 404 and leaves the count alone.
    expect((await api.removeComment(commenter.token, t.postId, t.commentId)).status).toBe(404);
    expect((await postRow(app, t.postId)).commentCount).toBe(1);
  });

  it('a member may not delete another\'s comment or reply, even on their own post; an admin may', async () => {
    const t = await thread();
    const denied = await api.removeComment(author.token, t.postId, t.commentId);
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(COMMUNITY_MSG.notYourComment);
    const deniedReply = await api.removeReply(author.token, t.postId, t.commentId, t.replies[1]);
    expect(deniedReply.status).toBe(403);
    expect(deniedReply.body.message).toBe(COMMUNITY_MSG.notYourComment);
    expect(await rowsOf(t.postId)).toBe(4);
    const r = await api.removeComment(admin.token, t.postId, t.commentId);
    expect(r.status).toBe(200);
    expect((await postRow(app, t.postId)).commentCount).toBe(1);
  });

  it('a reply is deleted by its author or an admin; the count drops by one', async () => {
    const t = await thread();
    const r = await api.removeReply(author.token, t.postId, t.commentId, t.replies[0]);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(COMMUNITY_MSG.replyDeleted);
    expect(r.body.data.comments[0].reply.map((x: { content: string }) => x.content)).toEqual(['A2']);
    expect(r.body.data.commentCount).toBe(3);
    expect((await api.removeReply(admin.token, t.postId, t.commentId, t.replies[1])).body.data.commentCount).toBe(2);
    expect(await rowsOf(t.postId)).toBe(2);
  });

  it('deletes work after the window closes; unknown and mismatched ids are 404, malformed 400', async () => {
    const t = await thread();
    await app.db.execute(sql`update posts set updated_at = now() - interval '30 days' where id = ${t.postId}::uuid`);
    // A reply id given as a comment id, and a comment given as a reply.
    expect((await api.removeComment(commenter.token, t.postId, t.replies[1])).status).toBe(404);
    expect((await api.removeReply(commenter.token, t.postId, t.replies[1], t.commentId)).status).toBe(404);
    expect((await api.removeReply(commenter.token, t.postId, t.commentId, randomUUID())).status).toBe(404);
    expect((await api.removeComment(commenter.token, randomUUID(), t.commentId)).status).toBe(404);
    expect((await api.removeComment(commenter.token, t.postId, 'x')).status).toBe(400);
    expect((await api.removeReply(commenter.token, t.postId, t.commentId, t.replies[1])).status).toBe(200);
    expect((await postRow(app, t.postId)).commentCount).toBe(await rowsOf(t.postId));
  });

  it('concurrent comments and deletes leave comment_count equal to the rows', async () => {
    const t = await thread();
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => api.comment(stranger.token, { postId: t.postId, content: `c${i}` })),
      ...Array.from({ length: 5 }, (_, i) => api.reply(author.token, { postId: t.postId, commentId: t.commentId, content: `r${i}` })),
      api.removeComment(commenter.token, t.postId, t.commentId),
      api.removeComment(commenter.token, t.postId, t.commentId),
    ]);
    expect((await postRow(app, t.postId)).commentCount).toBe(await rowsOf(t.postId));
  });
});
