import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { postKeys } from './keys.ts';
import { putPost } from './post-cache.ts';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * After a comment call: the answered post (with its comments) becomes the single-post entry
 * and patches the cached lists in place; the lists are marked stale without refetching every
 * loaded page now. Shared by the four comment calls.
 */
export function storeCommentAnswer(qc: QueryClient, post: Post): void {
  qc.setQueryData<Post | null>(postKeys.one(post._id), post);
  putPost(qc, post);
  void qc.invalidateQueries({ queryKey: postKeys.all, refetchType: 'none' });
}

/** A comment, or with `commentId` a reply to that comment. */
export interface CommentInput {
  postId: string;
  content: string;
  commentId?: string;
}

/**
 * POST post/createComment {postId, content}, or for a reply post/createCommentReply
 * {postId, commentId, content}: answers the updated post with its comments.
 */
export async function createComment(input: CommentInput, idempotencyKey?: string): Promise<Post> {
  const { commentId, ...comment } = input;
  if (commentId === undefined) return await client.post('/api/post/createComment', { body: comment, idempotencyKey });
  return await client.post('/api/post/createCommentReply', { body: { ...comment, commentId }, idempotencyKey });
}

/** A repeat of one submission (double tap, retry) carries its Idempotency-Key, so one comment or reply is stored. */
export function useCreateComment() {
  const qc = useQueryClient();
  return useSubmitOnce(createComment, {
    onSuccess: (post) => storeCommentAnswer(qc, post),
    onError: (_err, { commentId }) =>
      toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: commentId === undefined ? translateShared(COMMUNITY_MSG.addCommentFailed) : translateShared(COMMUNITY_MSG.addReplyFailed) }),
  });
}
