import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentAdminEntry, ContentVersionValue } from '@tlt/shared/content/admin';
import { api } from '../../../lib/api/client.ts';

/** Under ['content', key] so a save or restore refreshes the public pages' copy of the key as well. */
export const contentEntryQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', key, 'admin'],
    queryFn: ({ signal }) => api.get<ContentAdminEntry>(`admin/content/${encodeURIComponent(key)}`, { signal }),
    staleTime: 0,
  });

/** GET /api/admin/content/:key: the raw value (plan placeholders unfilled) and its versions, newest first. */
export function useContentEntry(key: string | null) {
  return useQuery({ ...contentEntryQueryOptions(key ?? ''), enabled: key !== null });
}

/** GET /api/admin/content/:key/versions/:id: one saved version's value, to preview before restoring. */
export function useContentVersion(key: string, versionId: string | null) {
  return useQuery({
    queryKey: ['content', key, 'version', versionId],
    queryFn: ({ signal }) => api.get<ContentVersionValue>(`admin/content/${encodeURIComponent(key)}/versions/${versionId}`, { signal }),
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}
