import type { Notification } from '@tlt/shared/community';

/** Test data for the notifications page and the unread badge (tests only). */
export function makeNotification(id: string, overrides: Partial<Notification> = {}): Notification {
  return {
    _id: id,
    title: `Notification ${id}`,
    body: `Body of ${id}`,
    read: false,
    createdAt: new Date().toISOString(),
    data: { type: 'post', id: `post-${id}` },
    ...overrides,
  };
}

/** `count` notifications n{from}…, the first `unread` of them unread. */
export function makeNotifications(count: number, unread: number, from = 1): Notification[] {
  return Array.from({ length: count }, (_, i) => makeNotification(`n${from + i}`, { read: i >= unread }));
}
