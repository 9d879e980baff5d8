import { useInfiniteQuery } from '@tanstack/react-query';
import { COMMUNITY_LIMITS, type Notification } from '@tlt/shared/community';
import { getNotifications } from '../../../lib/api/notifications.ts';
import { notificationKeys } from '../../../lib/notifications.ts';

const { pageSize } = COMMUNITY_LIMITS;

/**
 * Paging stops when a page comes back with fewer than 10 (community.md §4). The next offset is the
 * count held, not page × 10: a live notification put on top (lib/live) moves every older one down.
 */
export function nextPage(last: Notification[], all: Notification[][]): number | undefined {
  return last.length < pageSize ? undefined : all.reduce((n, page) => n + page.length, 0);
}

/**
 * GET notification/all?offset={held}&limit=10, a page at a time. Never refetched while the page is
 * open (what was unread stays highlighted for the visit; live ones are put on top); the page drops
 * it on leaving, so the next visit starts from the newest.
 */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, pageSize, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
