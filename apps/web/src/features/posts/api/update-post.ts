import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Post, type PostFieldsInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { postKeys } from './keys.ts';

export type UpdatePostInput = PostFieldsInput & { _id: string };

/** PATCH post/update with `_id` and the edited fields; a member's edit goes back to review. */
export async function updatePost(input: UpdatePostInput): Promise<Post> {
  return await client.patch('/api/post/update', { body: input });
}

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
