import { useMutation, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { postKeys } from './keys.ts';
import { dropPending, putPost } from './post-cache.ts';
import { updatePost, type ReviewInput } from './update-post.ts';
import { translateShared } from '../../../lib/i18n.ts';

export function useReviewPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => updatePost(input),
    onSuccess: (post, input) => {
      dropPending(qc, input._id);
      putPost(qc, post);
      // An approved post now belongs in the feeds; they reload when next shown. The queue is
      // re-read too, so the count and the next posts stay right while other admins review.
      void qc.invalidateQueries({ queryKey: ['posts', 'feed'] });
      void qc.invalidateQueries({ queryKey: postKeys.pending() });
      toast.success(input.verificationStatus === 'approved' ? translateShared(COMMUNITY_MSG.postApproved) : translateShared(COMMUNITY_MSG.postRejected));
    },
    onError: (err, input) => {
      // 409: the author has deleted their account since the list was read; the post can no longer be
      // approved and the queue no longer lists it, so it leaves this one too, with the server's reason.
      if (err instanceof ApiError && err.code === 409) {
        dropPending(qc, input._id);
        void qc.invalidateQueries({ queryKey: postKeys.pending() });
        toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: err.message });
        return;
      }
      toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: translateShared(COMMUNITY_MSG.updatePostFailed) });
    },
  });
}
