import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { PAGE_CONTENT_ENTRIES, type PageContentKey } from '@tlt/shared/content/pages';
import { contentQueryOptions } from '../../../lib/api/content-batch.ts';

type Entries = typeof PAGE_CONTENT_ENTRIES;
export type PageContent<K extends PageContentKey> = z.infer<Entries[K]['schema']>;

export function pageContentQueryOptions<K extends PageContentKey>(key: K) {
  const { schema, seed } = PAGE_CONTENT_ENTRIES[key];
  // The info pages carry their schemas already (PAGE_CONTENT_ENTRIES); TS cannot follow K through them.
  return contentQueryOptions(key, seed as PageContent<K>, async () => schema as unknown as {
    safeParse(value: unknown): { success: true; data: PageContent<K> } | { success: false };
  });
}

/** A page's copy: never empty (the seed until the server answers, and if it cannot). */
export function usePageContent<K extends PageContentKey>(key: K): PageContent<K> {
  return useQuery(pageContentQueryOptions(key)).data;
}
