import { notificationPath, type Notification } from '@tlt/shared/community';
import { navigateTo } from '../navigation.ts';
import { toast } from '../toast.ts';
import { t } from '@lingui/core/macro';

/** Long enough to read a title and a body and reach "Open" (the site's other toasts last 2.5 s). */
export const LIVE_TOAST_MS = 10_000;
/**
 * A notification older than this is not toasted: a reconnect replays up to 50 missed ones, which
 * the badge and the list take in silently. A clock behind the server's counts as fresh.
 */
export const LIVE_TOAST_FRESH_MS = 120_000;

export function isFresh(n: Notification, now = Date.now()): boolean {
  const at = Date.parse(n.createdAt);
  return Number.isNaN(at) || now - at < LIVE_TOAST_FRESH_MS;
}

/** An admin post's notification as it arrives: its title and body, and a way to open the post. */
export function showNotificationToast(n: Notification): void {
  toast.info(n.title, {
    // One toast per notification, however it reaches this tab (a replay, a second relay).
    id: `live-${n._id}`,
    description: n.body || undefined,
    duration: LIVE_TOAST_MS,
    action: { label: t`Open`, onClick: () => navigateTo(notificationPath(n)) },
  });
}
