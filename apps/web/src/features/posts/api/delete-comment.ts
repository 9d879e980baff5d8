import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeCommentAnswer } from './create-comment.ts';
import { usePostChange } from './use-post-change.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** A comment, or with `replyCommentId` one of its replies. */
export interface DeleteCommentInput {
  postId: string;
  commentId: string;
  replyCommentId?: string;
}

/**
 * DELETE post/deleteComment?postId=&commentId=, or for a reply
 * post/deleteCommentReply?postId=&commentId=&replyCommentId=: answers the updated post.
 */
export async function deleteComment({ postId, commentId, replyCommentId }: DeleteCommentInput): Promise<Post> {
  if (replyCommentId === undefined) return await client.delete('/api/post/deleteComment', { params: { query: { postId, commentId } } });
  return await client.delete('/api/post/deleteCommentReply', { params: { query: { postId, commentId, replyCommentId } } });
}

export function useDeleteComment() {
  return usePostChange(
    deleteComment,
    (qc, post, { replyCommentId }) => {
      storeCommentAnswer(qc, post);
      toast.success(replyCommentId === undefined ? translateShared(COMMUNITY_MSG.commentDeleted) : translateShared(COMMUNITY_MSG.replyDeleted));
    },
    ({ replyCommentId }) => (replyCommentId === undefined ? translateShared(COMMUNITY_MSG.deleteCommentFailed) : translateShared(COMMUNITY_MSG.deleteReplyFailed)),
  );
}
