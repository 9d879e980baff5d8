import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

export const citiesQuery = queryOptions({
  queryKey: ['webinar', 'cities'],
  queryFn: ({ signal }) => client.get('/api/webinar/cities', { signal }),
  // The list changes only with a server upgrade.
  staleTime: Infinity,
  gcTime: Infinity,
});

/** GET /api/webinar/cities: the City select's options. */
export function useCities() {
  return useQuery(citiesQuery);
}
