import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, PostSchema, type Post } from '@tlt/shared/community';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeCommentAnswer } from './create-comment.ts';
import type { DeleteCommentInput } from './delete-comment.ts';

export interface DeleteReplyInput extends DeleteCommentInput {
  replyCommentId: string;
}

/** DELETE post/deleteCommentReply?postId=&commentId=&replyCommentId=: answers the updated post. */
export async function deleteCommentReply({ postId, commentId, replyCommentId }: DeleteReplyInput): Promise<Post> {
  const query = new URLSearchParams({ postId, commentId, replyCommentId });
  return PostSchema.parse(await api.delete<unknown>(`post/deleteCommentReply?${query}`));
}

export function useDeleteCommentReply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteCommentReply,
    onSuccess: (post) => {
      storeCommentAnswer(qc, post);
      toast.success(COMMUNITY_MSG.replyDeleted);
    },
    onError: () => toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.deleteReplyFailed }),
  });
}
