import { useQuery } from '@tanstack/react-query';
import { PostPageSchema } from '@tlt/shared/community';
import { api } from './api-client.ts';

/** POST /api/post/allPosts {verificationStatus:"pending"} with limit 1: only the count is read. */
export async function getPendingCount(signal?: AbortSignal): Promise<number> {
  const page = PostPageSchema.parse(await api.post<unknown>('post/allPosts?limit=1', { verificationStatus: 'pending' }, { signal }));
  return page.pendingCount ?? 0;
}

/**
 * How many posts wait for review (admins only), for the dashboard tile and the feed's review
 * link. Under the posts' `['posts', 'pending']` key prefix, so a review refreshes it.
 */
export function usePendingCount(enabled: boolean): number | undefined {
  return useQuery({ queryKey: ['posts', 'pending', 'count'], queryFn: ({ signal }) => getPendingCount(signal), enabled }).data;
}
