import { useMutation, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/**
 * Admin: PUT /api/admin/content/:key, the English and its Hindi text fields saved together; the server
 * validates both against the key's schema and the plan catalogue (issue 30 §4).
 */
export function saveContent({ key, value, hi }: { key: string; value: unknown; hi: Record<string, unknown> }): Promise<unknown> {
  return client.put('/api/admin/content/{key}', { params: { path: { key } }, body: { value, hi } });
}

export function useSaveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContent,
    // Not awaited: the form's own onSuccess (the toast) runs first; the history refetches behind it.
    onSuccess: (_saved, { key }) => void queryClient.invalidateQueries({ queryKey: ['content', key] }),
  });
}

/** Admin: POST /api/admin/content/:key/versions/:id/restore, a new version with that value; answers the entry. */
export function useRestoreVersion(key: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (versionId: string) =>
      client.post('/api/admin/content/{key}/versions/{versionId}/restore', { params: { path: { key, versionId } } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['content', key] }),
  });
}
