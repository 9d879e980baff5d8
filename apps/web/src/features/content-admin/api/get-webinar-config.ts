import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebinarConfig } from '@tlt/shared/webinar';
import { api } from '../../../lib/api-client.ts';

/** The funnel pages read the same key, so a save refreshes them as well. */
export const webinarConfigQueryOptions = queryOptions({
  queryKey: ['webinar', 'config'],
  queryFn: ({ signal }) => api.get<WebinarConfig>('webinar/config', { signal }),
});

/** GET /api/webinar/config: custom date text and group link (and the support contacts, read-only). */
export function useWebinarConfig() {
  return useQuery(webinarConfigQueryOptions);
}
