import { BellOff } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG } from '@tlt/shared/community';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { SkeletonHead, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { useLoadErrorToast } from '../../../lib/use-load-error-toast.ts';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { useMarkFetchedRead } from '../api/mark-fetched-read.ts';
import { useNotificationList } from '../api/notification-list.ts';
import { NotificationItem } from './notification-item.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** §9: the notifications' scroll listener is attached after 100 ms. */
const ARM_AFTER_MS = 100;

function Skeleton({ count }: { count: number }) {
  return (
    <SkeletonList count={count} label="Loading notifications" className="space-y-2">
      {(i) => <SkeletonHead key={i} mark="size-9 rounded-full" first="h-3.5 w-2/3" second="h-3 w-5/6" className="h-[84px] animate-pulse items-start rounded-xl border border-navy-100 bg-white px-4 pt-4 pb-3" />}
    </SkeletonList>
  );
}

/** The member's notifications, 10 at a time as the list nears the bottom (community.md §4). */
export function NotificationList() {
  const { data, error, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = useNotificationList();
  const pages = data?.pages;
  const items = pages?.flat() ?? [];
  useMarkFetchedRead(pages);
  const sentinel = useLoadMore({
    hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount: pages?.length ?? 0,
    lookaheadPx: COMMUNITY_LIMITS.listLookaheadPx, armAfterMs: ARM_AFTER_MS,
  });

  useLoadErrorToast(error, 'load-notifications', COMMUNITY_MSG.loadNotificationsFailed);

  if (isPending) {
    return <Skeleton count={4} />;
  }
  if (isError && items.length === 0) return <LoadError message={COMMUNITY_MSG.loadNotificationsFailed} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={BellOff} text={COMMUNITY_MSG.noNotifications} />
    );
  }
  return (
    <div>
      <ul className="space-y-2">
        {items.map((n) => (
          <li key={n._id}>
            <NotificationItem notification={n} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchingNextPage && (
        <div className="mt-2" role="status" aria-label="Loading more notifications">
          <Skeleton count={1} />
        </div>
      )}
      {isError && (
        <div className="mt-4">
          <LoadError message={COMMUNITY_MSG.loadNotificationsFailed} onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </div>
  );
}
