import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { putPost } from './post-cache.ts';

/** POST post/likePost?isLike={bool} {postId}: answers the updated post. */
export async function likePost(postId: string, isLike: boolean): Promise<Post> {
  return await client.post('/api/post/likePost', { params: { query: { isLike: `${isLike}` } }, body: { postId } });
}

export function useLikePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, isLike }: { postId: string; isLike: boolean }) => likePost(postId, isLike),
    onSuccess: (post) => putPost(qc, post),
    onError: () => toast.error(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.likeFailed }),
  });
}
