import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from './keys.ts';

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
