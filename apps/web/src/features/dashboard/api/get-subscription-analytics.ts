import { useQuery } from '@tanstack/react-query';
import { SubscriptionAnalyticsSchema } from '@tlt/shared/back-office/analytics';
import { api } from '../../../lib/api/client.ts';

export const analyticsKeys = { all: ['subscription-analytics'] as const };

/** GET user/analytics (admins): community.md §4's classes and the subscription figures. */
export function useSubscriptionAnalytics(enabled = true) {
  return useQuery({
    queryKey: analyticsKeys.all,
    queryFn: async ({ signal }) => SubscriptionAnalyticsSchema.parse(await api.get<unknown>('user/analytics', { signal })),
    enabled,
    // A dashboard left open all day still shows today's classes.
    refetchInterval: 5 * 60_000,
  });
}
