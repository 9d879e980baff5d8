import { useEffect, useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { COMMUNITY_LIMITS, idField } from '@tlt/shared/community';
import { getNotifications, markNotificationsRead } from './api/notifications.ts';
import { useLive } from './live/live-status.ts';
import { useSession } from './session.tsx';

/** Everything notification-shaped is cached under this key: the list, the badge's count. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
};

/**
 * While the live stream is not open (lib/live: connecting, retrying, no stream), the badge asks
 * again on this beat. It asks on focus either way.
 */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The badge's count (community.md §4): unread among the first 50. Signed-in users only; a failure
 * is only logged (§8), the badge then shows nothing.
 */
export function useUnreadCount(): number | undefined {
  const { token } = useSession();
  // The stream sets the count as notifications arrive (lib/live/apply-live-event.ts).
  const live = useLive();
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async ({ signal }) => {
      try {
        const list = await getNotifications(0, COMMUNITY_LIMITS.notificationBadgeLimit, signal);
        return list.filter((n) => !n.read).length;
      } catch (err) {
        if (!signal.aborted) console.warn('Could not load the unread notification count', err);
        throw err;
      }
    },
    enabled: token !== null,
    refetchInterval: live ? false : UNREAD_REFRESH_MS,
    refetchOnWindowFocus: true,
  }).data;
}

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    // The unread badge and list read it; a failure is not worth a toast (spec §8).
    onSuccess: () => void qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/**
 * Opening an item from a notification (/posts/{id}/{notificationId} and the watchlist and trade
 * wisdom pages) marks that notification read, once. An id that is not a UUID is ignored.
 */
export function useMarkReadOnce(notificationId: string | undefined) {
  const { mutate } = useMarkNotificationsRead();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!notificationId || !idField.safeParse(notificationId).success || done.current === notificationId) return;
    done.current = notificationId;
    mutate([notificationId]);
  }, [notificationId, mutate]);
}
