import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

/** Admin: DELETE /api/blogs/{id}. */
export async function deleteBlog(id: string): Promise<void> {
  await api.delete(`blogs/${encodeURIComponent(id)}`);
}

export function useDeleteBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['blogs'] }),
  });
}
