import { Link } from 'react-router';
import { FileText, Lightbulb, ListChecks, type LucideIcon } from 'lucide-react';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { notificationPath, type Notification } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
import { Trans } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const ICONS: Record<Notification['data']['type'], LucideIcon> = { post: FileText, tradewisdom: Lightbulb, watchlist: ListChecks };

/** One notification: a link to its item (which marks it read); unread ones are highlighted and say so. */
export function NotificationItem({ notification: n }: { notification: Notification }) {
  const Icon = ICONS[n.data.type];
  const unread = !n.read;
  return (
    <Link
      to={notificationPath(n)}
      data-unread={unread || undefined}
      className={cn(
        'flex gap-3 rounded-xl border px-4 py-3 transition-colors',
        unread ? 'border-emerald-200 bg-emerald-50 hover:bg-emerald-100/70' : 'border-navy-100 bg-white hover:bg-navy-50',
      )}
    >
      <span
        className={cn(
          'mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-emerald-600 text-white' : 'bg-navy-100 text-navy-600',
        )}
      >
        <Icon className="size-[18px]" aria-hidden />
      </span>
      {/* The spaces between the parts keep the link's accessible name in words: "Unread: title body date". */}
      <span className="min-w-0 flex-1">
        {unread && <span className="sr-only">
            <Trans>Unread:</Trans>
          </span>}{' '}
        <span className="flex items-start gap-2">
          <span className={cn('flex-1 text-[15px] text-navy-950', unread ? 'font-bold' : 'font-semibold')}>{n.title}</span>
          {unread && <span className="mt-1.5 size-2.5 shrink-0 rounded-full bg-emerald-600" aria-hidden />}
        </span>{' '}
        {n.body && <span className="mt-0.5 line-clamp-2 block text-sm text-navy-700">{n.body}</span>}{' '}
        <time dateTime={n.createdAt} title={recordedDate(n.createdAt)} className="mt-1 block text-xs text-navy-500">
          {translateShared(relativeDate(n.createdAt))}
        </time>
      </span>
    </Link>
  );
}
