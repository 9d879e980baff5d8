import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { canReply, COMMUNITY_MSG, commentsOpen, MEMBER_NOTICE, noticeBody } from '@tlt/shared/community';
import type { Db } from '../../db/client.ts';
import { postComments, posts, users } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import type { MemberNotifier } from '../push/index.ts';
import { type Viewer, visiblePost } from './access.ts';

/**
 * Comments and replies. Each write locks its post first, so writes on one post run one at
 * a time and comment_count (comments + replies) moves by exactly the rows that changed.
 */

const bump = (tx: Db, postId: string, by: number) =>
  tx.update(posts).set({ commentCount: sql`${posts.commentCount} + ${by}` }).where(eq(posts.id, postId));

async function topComment(tx: Db, postId: string, commentId: string) {
  const [c] = await tx.select({ id: postComments.id, commentedBy: postComments.commentedBy }).from(postComments)
    .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId), isNull(postComments.parentId)));
  if (!c) throw notFound(COMMUNITY_MSG.commentNotFound);
  return c;
}

export async function addComment(db: Db, v: Viewer, input: { postId: string; content: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePost(tx, input.postId, v, 'no key update');
    if (!commentsOpen(post.updatedAt)) throw badRequest(COMMUNITY_MSG.closed);
    await tx.insert(postComments).values({ postId: post.id, commentedBy: v.id, content: input.content });
    await bump(tx, post.id, 1);
  });
}

/**
 * A reply: only while the post is open, and only from someone in the thread or an admin. The
 * comment's author is told (notification and push, kind "reply") in the same transaction, unless
 * they answered themselves.
 */
export async function addReply(
  db: Db, v: Viewer, input: { postId: string; commentId: string; content: string }, notifyMember: MemberNotifier,
): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePost(tx, input.postId, v, 'no key update');
    const comment = await topComment(tx, post.id, input.commentId);
    if (!commentsOpen(post.updatedAt)) throw badRequest(COMMUNITY_MSG.closed);
    const repliers = await tx.select({ by: postComments.commentedBy }).from(postComments)
      .where(eq(postComments.parentId, comment.id));
    const thread = { commentedBy: { _id: comment.commentedBy }, reply: repliers.map((r) => ({ commentedBy: { _id: r.by } })) };
    if (!canReply({ _id: v.id, userType: v.isAdmin ? 'admin' : 'normal' }, post.postedBy, thread)) {
      throw forbidden(COMMUNITY_MSG.notInvolved);
    }
    await tx.insert(postComments).values({ postId: post.id, parentId: comment.id, commentedBy: v.id, content: input.content });
    await bump(tx, post.id, 1);
    if (comment.commentedBy !== v.id) {
      const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, v.id));
      await notifyMember(tx, {
        userId: comment.commentedBy, kind: 'reply', type: 'post', refId: post.id,
        title: MEMBER_NOTICE.replyTitle(me?.name ?? 'A member'), body: noticeBody(input.content),
      });
    }
  });
}

/** Deletes a comment and its replies; members only their own, admins any. */
export async function deleteComment(db: Db, v: Viewer, input: { postId: string; commentId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePost(tx, input.postId, v, 'no key update');
    const comment = await topComment(tx, post.id, input.commentId);
    if (!v.isAdmin && comment.commentedBy !== v.id) throw forbidden(COMMUNITY_MSG.notYourComment);
    const gone = await tx.delete(postComments)
      .where(and(eq(postComments.postId, post.id), or(eq(postComments.id, comment.id), eq(postComments.parentId, comment.id))))
      .returning({ id: postComments.id });
    await bump(tx, post.id, -gone.length);
  });
}

export async function deleteReply(
  db: Db, v: Viewer, input: { postId: string; commentId: string; replyCommentId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await visiblePost(tx, input.postId, v, 'no key update');
    const [reply] = await tx.select({ commentedBy: postComments.commentedBy }).from(postComments).where(and(
      eq(postComments.id, input.replyCommentId), eq(postComments.parentId, input.commentId), eq(postComments.postId, post.id),
    ));
    if (!reply) throw notFound(COMMUNITY_MSG.commentNotFound);
    if (!v.isAdmin && reply.commentedBy !== v.id) throw forbidden(COMMUNITY_MSG.notYourComment);
    const gone = await tx.delete(postComments).where(eq(postComments.id, input.replyCommentId)).returning({ id: postComments.id });
    await bump(tx, post.id, -gone.length);
  });
}
