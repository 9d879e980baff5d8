import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@tlt/shared/community';
import { markNotificationsRead } from '../../../lib/api/notifications.ts';
import { notificationKeys } from '../../../lib/notifications.ts';

/**
 * community.md §4: fetched notifications with read=false are sent in a mark-as-read call, one
 * call per page as it arrives. The list itself is left as fetched, so they stay highlighted for
 * this visit; the badge's count is refreshed. A failure is not worth a toast: they stay unread.
 */
export function useMarkFetchedRead(pages: Notification[][] | undefined) {
  const qc = useQueryClient();
  const sent = useRef(new Set<string>());
  useEffect(() => {
    for (const page of pages ?? []) {
      const ids = page.filter((n) => !n.read && !sent.current.has(n._id)).map((n) => n._id);
      if (ids.length === 0) continue;
      ids.forEach((id) => sent.current.add(id));
      markNotificationsRead(ids).then(
        () => qc.invalidateQueries({ queryKey: notificationKeys.unread() }),
        (err: unknown) => console.warn('Could not mark notifications read', err),
      );
    }
  }, [pages, qc]);
}
