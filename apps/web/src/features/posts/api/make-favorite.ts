import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { dropPost, favoriteFeedsKey, putPost } from './post-cache.ts';
import { usePostChange } from './use-post-change.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** POST post/makeFavorite?isFavorite={bool} {postId}: answers the updated post. */
export async function makeFavorite(postId: string, isFavorite: boolean): Promise<Post> {
  return await client.post('/api/post/makeFavorite', { params: { query: { isFavorite: `${isFavorite}` } }, body: { postId } });
}

export function useMakeFavorite() {
  return usePostChange(
    ({ postId, isFavorite }: { postId: string; isFavorite: boolean }) => makeFavorite(postId, isFavorite),
    (qc, post, { isFavorite }) => {
      putPost(qc, post);
      if (isFavorite) {
        // Shown in the right place the next time the favourites view opens.
        void qc.invalidateQueries({ queryKey: favoriteFeedsKey, refetchType: 'none' });
        toast.success(translateShared(COMMUNITY_MSG.addedToFavorites));
      } else {
        // Spec §4: un-favouriting in the favourites view removes the post from the list.
        dropPost(qc, post._id, favoriteFeedsKey);
        toast.success(translateShared(COMMUNITY_MSG.removedFromFavorites));
      }
    },
    () => translateShared(COMMUNITY_MSG.favoriteFailed),
  );
}
