import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idField } from '@tlt/shared/community';
import { api } from './api-client.ts';

/** Everything notification-shaped is cached under this key: the list, the badge's count. */
export const notificationKeys = {
  all: ['notifications'] as const,
};

/** POST notification/markAsRead {notificationIds}. */
export async function markNotificationsRead(notificationIds: string[]): Promise<void> {
  await api.post<unknown>('notification/markAsRead', { notificationIds });
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
