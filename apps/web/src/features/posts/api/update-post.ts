import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Post, type PostFieldsInput, type PostReviewSchema } from '@tlt/shared/community';
import type { z } from 'zod';
import { client } from '../../../lib/api/client.ts';
import { postKeys } from './keys.ts';

export type UpdatePostInput = PostFieldsInput & { _id: string };
/** {_id, verificationStatus, rejectionReason?}: what the server reads a review with. */
export type ReviewInput = z.input<typeof PostReviewSchema>;

/**
 * PATCH post/update with `_id` and the edited fields (a member's edit goes back to review), or
 * with only {_id, verificationStatus, rejectionReason?}: the admin's review.
 */
export async function updatePost(input: UpdatePostInput | ReviewInput): Promise<Post> {
  return await client.patch('/api/post/update', { body: input });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
