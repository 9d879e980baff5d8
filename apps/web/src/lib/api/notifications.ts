import { type Notification } from '@tlt/shared/community';
import { client } from './client.ts';


/** GET notification/all?offset&limit (community.md §7): the caller's own, newest first. */
export async function getNotifications(offset: number, limit: number, signal?: AbortSignal): Promise<Notification[]> {
  return await client.get('/api/notification/all', { params: { query: { offset, limit } }, signal });
}

/** POST notification/markAsRead {notificationIds}. */
export async function markNotificationsRead(notificationIds: string[]): Promise<void> {
  await client.post('/api/notification/markAsRead', { body: { notificationIds } });
}
