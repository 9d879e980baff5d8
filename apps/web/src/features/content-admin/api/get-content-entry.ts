import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContent } from '../../../lib/content-batch.ts';

/** ['content', key] is the prefix the public pages read too, so a save refreshes them as well. */
export const contentEntryQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', key, 'edit'],
    queryFn: () => getContent(key),
    staleTime: 0,
  });

/** The stored value, or the seed while nobody changed it (GET /api/content/values, lib/content-batch.ts). */
export function useContentEntry(key: string | null) {
  return useQuery({ ...contentEntryQueryOptions(key ?? ''), enabled: key !== null });
}
