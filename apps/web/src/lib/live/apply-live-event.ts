import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { Notification } from '@tlt/shared/community';
import { notificationKeys } from '../notifications.ts';
import type { LiveEvent } from './live-event.ts';
import { isFresh, showNotificationToast } from './live-toast.ts';

/**
 * The query key roots of the lists a notification's item appears in. The features own those keys
 * (posts, watchlist and trade-wisdom api/keys.ts) and lib/ may not import features:
 * app/live-query-roots.test.ts keeps these equal to theirs.
 */
export const ITEM_QUERY_ROOTS = {
  post: ['posts'],
  watchlist: ['watchlists'],
  tradewisdom: ['trade-wisdom'],
} as const satisfies Record<Notification['data']['type'], readonly string[]>;

/** The member import's query (features/dashboard api/import-members.ts owns it; app/live-query-roots.test.ts keeps them equal). */
export const MEMBER_IMPORT_QUERY_ROOT = ['member-import'] as const;

export interface ApplyOptions {
  /** Whether this tab is on screen: only such a tab toasts (a hidden one does not pile them up). */
  visible: boolean;
  now?: number;
}

/** /notifications, when open: the new one on top (the page pages by offset from what it holds). */
function prependToList(qc: QueryClient, n: Notification): void {
  qc.setQueryData<InfiniteData<Notification[], number>>(notificationKeys.list(), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.some((m) => m._id === n._id))) return data;
    const [first = [], ...rest] = data.pages;
    return { ...data, pages: [[n, ...first], ...rest] };
  });
}

/** What one live event does to this tab's cache and screen. */
export function applyLiveEvent(qc: QueryClient, event: LiveEvent, { visible, now }: ApplyOptions): void {
  switch (event.kind) {
    case 'notification': {
      const { notification: n, unread } = event.live;
      qc.setQueryData(notificationKeys.unread(), unread);
      prependToList(qc, n);
      void qc.invalidateQueries({ queryKey: ITEM_QUERY_ROOTS[n.data.type] });
      // Only admins' posts notify with type 'post' (watchlists and lessons are quieter).
      if (n.data.type === 'post' && visible && !n.read && isFresh(n, now)) showNotificationToast(n);
      return;
    }
    case 'refetch':
      // Some may have been missed: the badge, the list and the lists they point into.
      void qc.invalidateQueries({ queryKey: notificationKeys.all });
      for (const root of Object.values(ITEM_QUERY_ROOTS)) void qc.invalidateQueries({ queryKey: root });
      return;
    case 'resync':
      void qc.invalidateQueries({ queryKey: notificationKeys.unread() });
      return;
    case 'import': {
      // The counts as they move; the rows themselves are asked for once it has ended.
      const key = [...MEMBER_IMPORT_QUERY_ROOT, event.progress._id];
      const ended = event.progress.status === 'done' || event.progress.status === 'failed';
      if (ended) void qc.invalidateQueries({ queryKey: key });
      else qc.setQueryData<{ progress: unknown }>(key, (old) => (old ? { ...old, progress: event.progress } : old));
      return;
    }
  }
}
