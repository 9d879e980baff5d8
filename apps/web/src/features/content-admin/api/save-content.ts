import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** Admin: PUT /api/content/:key; the server validates the value against the key's schema. */
export function saveContent({ key, value }: { key: string; value: unknown }): Promise<unknown> {
  return api.put<unknown>(`content/${encodeURIComponent(key)}`, value);
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    // Not awaited: the editor remounts on the refetch, and its own onSuccess (the toast) must run first.
    onSuccess: (_saved, { key }) => void queryClient.invalidateQueries({ queryKey: ['content', key] }),
  });
}
