import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/** Admin: DELETE /api/blogs/{id}. */
export async function deleteBlog(id: string): Promise<void> {
  await client.delete('/api/blogs/{id}', { params: { path: { id } } });
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs'] }),
  });
}
