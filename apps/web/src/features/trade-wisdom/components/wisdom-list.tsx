import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { COMMUNITY_LIMITS, COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { InfiniteList } from '../../../components/ui/infinite-list.tsx';
import { WisdomCard, type WisdomCardProps } from './wisdom-card.tsx';
import { WisdomSkeleton } from './wisdom-skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

/** §9: the trade wisdom list starts listening for the bottom 1500 ms after it opens. */
export const WISDOM_ARM_AFTER_MS = 1500;

interface Props extends Omit<WisdomCardProps, 'wisdom' | 'deleting'> {
  query: UseInfiniteQueryResult<InfiniteData<TradeWisdom[], unknown>>;
  deletingId?: string;
}

/** Trade wisdom 10 at a time; the next page comes within 200 px of the bottom, until a page has fewer than 10 (§4). */
export function WisdomList({ query, deletingId, ...card }: Props) {
  const { t } = useLingui();
  return (
    <InfiniteList
      query={query}
      items={query.data?.pages.flat() ?? []}
      pageCount={query.data?.pages.length ?? 0}
      lookaheadPx={COMMUNITY_LIMITS.listLookaheadPx}
      armAfterMs={WISDOM_ARM_AFTER_MS}
      loading={<WisdomSkeleton count={2} label={t`Loading trade wisdom`} />}
      loadingMore={<WisdomSkeleton count={1} />}
      loadingMoreLabel={t`Loading more trade wisdom`}
      error={translateShared(COMMUNITY_MSG.loadTradeWisdomFailed)}
      empty={<EmptyState icon={Inbox} text={translateShared(COMMUNITY_MSG.noRecords)} />}
    >
      {(wisdom) => <WisdomCard wisdom={wisdom} deleting={deletingId === wisdom._id} {...card} />}
    </InfiniteList>
  );
}
