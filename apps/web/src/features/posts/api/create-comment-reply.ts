import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, PostSchema, type Post } from '@tlt/shared/community';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeCommentAnswer, type CommentInput } from './create-comment.ts';

export interface ReplyInput extends CommentInput {
  commentId: string;
}

/** POST post/createCommentReply {postId, commentId, content}: answers the updated post. */
export async function createCommentReply(input: ReplyInput): Promise<Post> {
  return PostSchema.parse(await api.post<unknown>('post/createCommentReply', input));
}

export function useCreateCommentReply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCommentReply,
    onSuccess: (post) => storeCommentAnswer(qc, post),
    onError: () => toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.addReplyFailed }),
  });
}
