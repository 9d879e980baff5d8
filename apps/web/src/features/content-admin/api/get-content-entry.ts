import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/** Under ['content', key] so a save or restore refreshes the public pages' copy of the key as well. */
export const contentEntryQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', key, 'admin'],
    queryFn: ({ signal }) => client.get('/api/admin/content/{key}', { params: { path: { key } }, signal }),
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
    queryFn: ({ signal }) => client.get('/api/admin/content/{key}/versions/{versionId}', { params: { path: { key, versionId: versionId ?? '' } }, signal }),
    // Only asked for with a version chosen (enabled), so the empty id is never sent.
    enabled: versionId !== null,
    staleTime: Infinity,
  });
}
