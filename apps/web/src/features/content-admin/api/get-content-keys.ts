import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

export interface ContentKey {
  key: string;
  title: string;
}

/** GET /api/content: every editable key with its title. */
export const contentKeysQueryOptions = queryOptions({
  queryKey: ['content'],
  queryFn: ({ signal }) => client.get('/api/content', { signal }),
});

export function useContentKeys() {
  return useQuery(contentKeysQueryOptions);
}
