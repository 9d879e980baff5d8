import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Blog, BlogInput } from '@tlt/shared/blogs';
import { client } from '../../../lib/api/client.ts';

/** Admin: POST /api/blogs (new) or PUT /api/blogs/{id} (edit). */
export async function saveBlog({ id, body }: { id?: string; body: BlogInput }): Promise<Blog> {
  return id ? await client.put('/api/blogs/{id}', { params: { path: { id } }, body }) : await client.post('/api/blogs', { body });
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs'] }),
  });
}
