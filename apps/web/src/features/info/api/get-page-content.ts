import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_CONTENT_ENTRIES, type PageContentKey } from '@tlt/shared/content/pages';
import { api } from '../../../lib/api-client.ts';

type Entries = typeof PAGE_CONTENT_ENTRIES;
export type PageContent<K extends PageContentKey> = z.infer<Entries[K]['schema']>;

/** GET /api/content/:key: the operator's stored copy, or the seed when never changed. */
export async function getPageContent<K extends PageContentKey>(key: K, signal?: AbortSignal): Promise<PageContent<K>> {
  const data = await api.get<unknown>(`content/${encodeURIComponent(key)}`, { signal });
  return PAGE_CONTENT_ENTRIES[key].schema.parse(data) as PageContent<K>;
}

export function pageContentQueryOptions<K extends PageContentKey>(key: K) {
  return queryOptions<PageContent<K>>({
    queryKey: ['content', key],
    queryFn: ({ signal }) => getPageContent(key, signal),
    // The seed paints at once; dated 0 so the stored copy is still fetched on the first visit.
    initialData: PAGE_CONTENT_ENTRIES[key].seed as PageContent<K>,
    initialDataUpdatedAt: 0,
  });
}

/** A page's copy: never empty (the seed until the server answers, and if it cannot). */
export function usePageContent<K extends PageContentKey>(key: K): PageContent<K> {
  // initialData makes data always defined; the generic key hides that from the types.
  return useQuery(pageContentQueryOptions(key)).data as PageContent<K>;
}
