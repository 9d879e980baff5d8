import { useQueryClient } from '@tanstack/react-query';
import { type Post, type PostFieldsInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';
import { postKeys } from './keys.ts';

/** POST post/create: the server decides the author, role and status; it answers the saved post. */
export async function createPost(input: PostFieldsInput, idempotencyKey?: string): Promise<Post> {
  return await client.post('/api/post/create', { body: input, idempotencyKey });
}

/** A repeat of one submission (double tap, retry) carries its Idempotency-Key, so one post is stored. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useSubmitOnce(createPost, { onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }) });
}
