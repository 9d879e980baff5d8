import { z } from 'zod';
import { NotificationSchema, type Notification } from '@tlt/shared/community';
import { api } from './client.ts';

const NotificationListSchema = z.array(NotificationSchema);

/** GET notification/all?offset&limit (community.md §7): the caller's own, newest first. */
export async function getNotifications(offset: number, limit: number, signal?: AbortSignal): Promise<Notification[]> {
  return NotificationListSchema.parse(await api.get<unknown>(`notification/all?offset=${offset}&limit=${limit}`, { signal }));
}

/** POST notification/markAsRead {notificationIds}. */
export async function markNotificationsRead(notificationIds: string[]): Promise<void> {
  await api.post<unknown>('notification/markAsRead', { notificationIds });
}
