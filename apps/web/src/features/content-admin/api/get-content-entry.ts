import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** ['content', key] is the prefix the public pages read too, so a save refreshes them as well. */
export const contentEntryQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', key, 'edit'],
    queryFn: ({ signal }) => api.get<unknown>(`content/${encodeURIComponent(key)}`, { signal }),
    staleTime: 0,
  });

/** GET /api/content/:key: the stored value, or the seed while nobody changed it. */
export function useContentEntry(key: string | null) {
  return useQuery({ ...contentEntryQueryOptions(key ?? ''), enabled: key !== null });
}
