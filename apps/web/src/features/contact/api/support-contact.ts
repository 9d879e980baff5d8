import { queryOptions, useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

export const supportContactQuery = queryOptions({
  queryKey: ['contactus', 'support'],
  queryFn: ({ signal }) => client.get('/api/contactus/support', { signal }),
  staleTime: Infinity,
});

/** GET /api/contactus/support: the configured support e-mail and messaging number. */
export function useSupportContact() {
  return useQuery(supportContactQuery);
}
