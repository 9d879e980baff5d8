import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

export const analyticsKeys = { all: ['subscription-analytics'] as const };

/** GET user/analytics (admins): community.md §4's classes and the subscription figures. */
export function useSubscriptionAnalytics(enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.all,
    queryFn: async ({ signal }) => await client.get('/api/user/analytics', { signal }),
    enabled,
    // A dashboard left open all day still shows today's classes.
    refetchInterval: 5 * 60_000,
  });
}
