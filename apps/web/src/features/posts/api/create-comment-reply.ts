import { useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';
import { toast } from '../../../lib/toast.ts';
import { storeCommentAnswer, type CommentInput } from './create-comment.ts';

export interface ReplyInput extends CommentInput {
  commentId: string;
}

/** POST post/createCommentReply {postId, commentId, content}: answers the updated post. */
export async function createCommentReply(input: ReplyInput, idempotencyKey?: string): Promise<Post> {
  return await client.post('/api/post/createCommentReply', { body: input, idempotencyKey });
}

/** A repeat of one submission (double tap, retry) carries its Idempotency-Key, so one reply is stored. */
export function useCreateCommentReply() {
  const qc = useQueryClient();
  return useSubmitOnce(createCommentReply, {
    onSuccess: (post) => storeCommentAnswer(qc, post),
    onError: () => toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.addReplyFailed }),
  });
}
