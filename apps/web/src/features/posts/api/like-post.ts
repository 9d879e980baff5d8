import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { putPost } from './post-cache.ts';
import { usePostChange } from './use-post-change.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** POST post/likePost?isLike={bool} {postId}: answers the updated post. */
export async function likePost(postId: string, isLike: boolean): Promise<Post> {
  return await client.post('/api/post/likePost', { params: { query: { isLike: `${isLike}` } }, body: { postId } });
}

export function useLikePost() {
  return usePostChange(
    ({ postId, isLike }: { postId: string; isLike: boolean }) => likePost(postId, isLike),
    (qc, post) => putPost(qc, post),
    () => translateShared(COMMUNITY_MSG.likeFailed),
  );
}
