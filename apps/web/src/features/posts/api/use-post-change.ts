import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

/**
 * A change to one post that the server answers with the updated post (a like, a favourite, a
 * deleted comment): `done` puts the answer in the caches; a failure is the community's error toast.
 */
export function usePostChange<V>(send: (v: V) => Promise<Post>, done: (qc: QueryClient, post: Post, v: V) => void, failed: (v: V) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (post, v) => done(qc, post, v),
    onError: (_err, v) => toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: failed(v) }),
  });
}
