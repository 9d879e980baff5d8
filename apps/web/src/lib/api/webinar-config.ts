import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from './client.ts';

/** One key for the funnel pages and the admin's settings, so a save refreshes both. */
export const webinarConfigQuery = queryOptions({
  queryKey: ['webinar', 'config'],
  queryFn: ({ signal }) => client.get('/api/webinar/config', { signal }),
  staleTime: 5 * 60_000,
});

/**
 * GET /api/webinar/config: custom date text, group link and the support contacts. The funnel
 * pages may show a copy up to 5 minutes old; the admin's form (`fresh`) reads what is stored now.
 */
export function useWebinarConfig({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...webinarConfigQuery, ...(fresh && { staleTime: 0 }) });
}
