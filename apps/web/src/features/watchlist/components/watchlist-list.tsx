import * as Accordion from '@radix-ui/react-accordion';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Inbox, Loader2 } from 'lucide-react';
import { COMMUNITY_MSG, watchlistTab, type Watchlist } from '@tlt/shared/community';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/query-state.tsx';
import { ALL_TAB } from './use-watchlist-params.ts';
import { WatchlistPanel, type WatchlistPanelProps } from './watchlist-panel.tsx';
import { SkeletonHead, SkeletonList } from '../../../components/ui/skeleton.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

interface Props extends Omit<WatchlistPanelProps, 'watchlist' | 'deleting'> {
  query: UseInfiniteQueryResult<InfiniteData<Watchlist[], unknown>>;
  tab: string;
  deletingId?: string;
}

/**
 * The lists under one tab: All shows every one loaded, a category tab those whose watchlistTab is
 * that category, Other those without one. A full page of 100 offers the next.
 */
export function WatchlistList({ query, tab, deletingId, ...panel }: Props) {
  const { t } = useLingui();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const loaded = data?.pages.flat() ?? [];
  const shown = tab === ALL_TAB ? loaded : loaded.filter((w) => watchlistTab(w) === tab);

  if (isPending) return <PanelSkeleton />;
  if (isError && loaded.length === 0) return <LoadError message={translateShared(COMMUNITY_MSG.loadWatchlistFailed)} onRetry={() => void refetch()} />;

  return (
    <div className="space-y-4">
      {shown.length === 0 ? (
        <EmptyState icon={Inbox} text={translateShared(COMMUNITY_MSG.watchlistEmpty)} />
      ) : (
        <Accordion.Root type="multiple" className="space-y-3">
          {shown.map((w) => (
            <WatchlistPanel key={w._id} watchlist={w} deleting={deletingId === w._id} {...panel} />
          ))}
        </Accordion.Root>
      )}
      {isError && loaded.length > 0 && <LoadError message={translateShared(COMMUNITY_MSG.loadWatchlistFailed)} onRetry={() => void fetchNextPage()} />}
      {hasNextPage && !isError && (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {isFetchingNextPage ? t`Loading…` : t`Load more`}
          </Button>
        </div>
      )}
    </div>
  );
}

function PanelSkeleton() {
  const { t } = useLingui();
  return (
    <SkeletonList count={3} label={t`Loading watchlists`} className="space-y-3">
      {(n) => <SkeletonHead key={n} mark="size-5 rounded" first="h-4 w-2/3" second="h-3 w-1/3" className="animate-pulse rounded-2xl border border-navy-100 bg-white px-4 py-4" />}
    </SkeletonList>
  );
}
