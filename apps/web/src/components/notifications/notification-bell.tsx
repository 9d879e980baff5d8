import { Link } from 'react-router';
import { Bell } from 'lucide-react';
import { unreadBadge } from '@tlt/shared/community';
import { cn } from '../../lib/cn.ts';
import { useUnreadCount } from '../../lib/notifications.ts';
import { PATHS } from '../../lib/paths.ts';
import { t } from '@lingui/core/macro';

/** "Notifications, 3 unread": the count is part of the link's name, the badge only shows it. */
export function notificationsLabel(badge: string): string {
  return badge ? t`Notifications, ${badge} unread` : t`Notifications`;
}

/** The unread count in a pill, "9+" above 9, nothing at 0 (community.md §4). */
export function UnreadBadge({ badge, className }: { badge: string; className?: string }) {
  if (!badge) return null;
  return (
    <span
      aria-hidden
      className={cn('min-w-[18px] rounded-full bg-amber-400 px-1 text-center text-[10px] leading-[18px] font-bold text-navy-950 tabular-nums', className)}
    >
      {badge}
    </span>
  );
}

/** The bell on the dark top bars, a link to /notifications with the unread badge. */
export function NotificationBell() {
  const badge = unreadBadge(useUnreadCount() ?? 0);
  return (
    <Link
      to={PATHS.notifications}
      aria-label={notificationsLabel(badge)}
      className="relative rounded-lg p-2 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-emerald-400"
    >
      <Bell className="size-6" aria-hidden />
      <UnreadBadge badge={badge} className="absolute top-0.5 right-0.5" />
    </Link>
  );
}

// The site header loads the bell lazily (signed-in pages only), so it needs a default export too.
export default NotificationBell;
