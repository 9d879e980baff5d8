import { useQuery } from '@tanstack/react-query';
import { getPendingCount } from './api/pending-count.ts';

/**
 * How many posts wait for review (admins only), for the dashboard tile and the feed's review
 * link. Under the posts' `['posts', 'pending']` key prefix, so a review refreshes it.
 */
export function usePendingCount(enabled: boolean): number | undefined {
  return useQuery({ queryKey: ['posts', 'pending', 'count'], queryFn: ({ signal }) => getPendingCount(signal), enabled }).data;
}
