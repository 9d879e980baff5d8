import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PostSchema, type Post, type PostFieldsInput } from '@tlt/shared/community';
import { api } from '../../../lib/api-client.ts';
import { postKeys } from './keys.ts';

/** POST post/create: the server decides the author, role and status; it answers the saved post. */
export async function createPost(input: PostFieldsInput): Promise<Post> {
  return PostSchema.parse(await api.post<unknown>('post/create', input));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: postKeys.all }),
  });
}
