import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { postKeys } from './keys.ts';
import { dropPending, dropPost } from './post-cache.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** DELETE post/delete/{id}. */
export async function deletePost(postId: string): Promise<void> {
  await client.delete('/api/post/delete/{id}', { params: { path: { id: postId } } });
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_data, postId) => {
      dropPost(qc, postId);
      dropPending(qc, postId);
      qc.setQueryData(postKeys.one(postId), null);
      toast.success(translateShared(COMMUNITY_MSG.postDeleted));
    },
    onError: () => toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: translateShared(COMMUNITY_MSG.deletePostFailed) }),
  });
}
