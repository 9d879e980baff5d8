import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WebinarConfig } from '@tlt/shared/webinar';
import { api } from '../../../lib/api-client.ts';

export const webinarConfigQuery = queryOptions({
  queryKey: ['webinar', 'config'],
  queryFn: ({ signal }) => api.get<WebinarConfig>('webinar/config', { signal }),
  staleTime: 5 * 60_000,
});

/** GET /api/webinar/config: custom date text, group link and the support contacts. */
export function useWebinarConfig() {
  return useQuery(webinarConfigQuery);
}
