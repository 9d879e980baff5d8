import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, PostSchema, type Post } from '@tlt/shared/community';
import { api } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { storeCommentAnswer } from './create-comment.ts';

export interface DeleteCommentInput {
  postId: string;
  commentId: string;
}

/** DELETE post/deleteComment?postId=&commentId=: answers the updated post. */
export async function deleteComment({ postId, commentId }: DeleteCommentInput): Promise<Post> {
  const query = new URLSearchParams({ postId, commentId });
  return PostSchema.parse(await api.delete<unknown>(`post/deleteComment?${query}`));
}

export function useDeleteComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (post) => {
      storeCommentAnswer(qc, post);
      toast.success(COMMUNITY_MSG.commentDeleted);
    },
    onError: () => toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.deleteCommentFailed }),
  });
}
