import { BellOff } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG } from '@tlt/shared/community';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { SkeletonHead, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { useMarkFetchedRead } from '../api/mark-fetched-read.ts';
import { useNotificationList } from '../api/notification-list.ts';
import { NotificationItem } from './notification-item.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** §9: the notifications' scroll listener is attached after 100 ms. */
const ARM_AFTER_MS = 100;

function Skeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <SkeletonList count={count} label={t`Loading notifications`} className="space-y-2">
      {(i) => <SkeletonHead key={i} mark="size-9 rounded-full" first="h-3.5 w-2/3" second="h-3 w-5/6" className="h-[84px] animate-pulse items-start rounded-xl border border-navy-100 bg-white px-4 pt-4 pb-3" />}
    </SkeletonList>
  );
}

/** The member's notifications, 10 at a time as the list nears the bottom (community.md §4). */
export function NotificationList() {
  const { t } = useLingui();
  const query = useNotificationList();
  const pages = query.data?.pages;
  useMarkFetchedRead(pages);
  useLoadErrorToast(query.error, 'load-notifications', translateShared(COMMUNITY_MSG.loadNotificationsFailed));

  return (
    <InfiniteList
      query={query}
      items={pages?.flat() ?? []}
      pageCount={pages?.length ?? 0}
      lookaheadPx={COMMUNITY_LIMITS.listLookaheadPx}
      armAfterMs={ARM_AFTER_MS}
      loading={<Skeleton count={4} />}
      loadingMore={<Skeleton count={1} />}
      loadingMoreLabel={t`Loading more notifications`}
      error={translateShared(COMMUNITY_MSG.loadNotificationsFailed)}
      empty={<EmptyState icon={BellOff} text={translateShared(COMMUNITY_MSG.noNotifications)} />}
      dense
    >
      {(n) => <NotificationItem notification={n} />}
    </InfiniteList>
  );
}
