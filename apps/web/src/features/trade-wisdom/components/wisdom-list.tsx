import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { useLoadMore } from '../../../lib/use-load-more.ts';
import { WisdomCard, type WisdomCardProps } from './wisdom-card.tsx';
import { WisdomSkeleton } from './wisdom-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** §9: the trade wisdom list starts listening for the bottom 1500 ms after it opens. */
export const WISDOM_ARM_AFTER_MS = 1500;

interface Props extends Omit<WisdomCardProps, 'wisdom' | 'deleting'> {
  query: UseInfiniteQueryResult<InfiniteData<TradeWisdom[], unknown>>;
  deletingId?: string;
}

/** Trade wisdom 10 at a time; the next page comes within 200 px of the bottom, until a page has fewer than 10 (§4). */
export function WisdomList({ query, deletingId, ...card }: Props) {
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const items = data?.pages.flat() ?? [];
  const sentinel = useLoadMore({
    hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount: data?.pages.length ?? 0,
    lookaheadPx: COMMUNITY_LIMITS.listLookaheadPx,
    armAfterMs: WISDOM_ARM_AFTER_MS,
  });

  if (isPending) {
    return <WisdomSkeleton count={2} label="Loading trade wisdom" />;
  }
  if (isError && items.length === 0) return <LoadError message={COMMUNITY_MSG.loadTradeWisdomFailed} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} text={COMMUNITY_MSG.noRecords} />
    );
  }
  return (
    <div>
      <ul className="space-y-4">
        {items.map((wisdom) => (
          <li key={wisdom._id}>
            <WisdomCard wisdom={wisdom} deleting={deletingId === wisdom._id} {...card} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchingNextPage && (
        <div className="mt-4" role="status" aria-label="Loading more trade wisdom">
          <WisdomSkeleton count={1} />
        </div>
      )}
      {isError && items.length > 0 && (
        <div className="mt-4">
          <LoadError message={COMMUNITY_MSG.loadTradeWisdomFailed} onRetry={() => void fetchNextPage()} />
        </div>
      )}
    </div>
  );
}
