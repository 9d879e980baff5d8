import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlogSchema, type Blog, type BlogInput } from '@tlt/shared/blogs';
import { client } from '../../../lib/api/client.ts';

/** Admin: POST /api/blogs (new) or PUT /api/blogs/{id} (edit). */
export async function saveBlog({ id, body }: { id?: string; body: BlogInput }): Promise<Blog> {
  const data = id ? await client.put('/api/blogs/{id}', { params: { path: { id } }, body }) : await client.post('/api/blogs', { body });
  return BlogSchema.parse(data);
}

export function useSaveBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs'] }),
  });
}
