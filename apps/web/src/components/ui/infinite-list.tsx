import type { ReactNode } from 'react';
import { useLoadMore } from '../../lib/use-load-more.ts';
import { LoadError } from './query-state.tsx';

/** What an infinite list needs of its query's state (TanStack Query's infinite result has it). */
export interface InfiniteQueryState {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface Props<T> {
  query: InfiniteQueryState;
  /** Every item of the pages loaded so far. */
  items: T[];
  pageCount: number;
  /** When the sentinel is this close below the viewport the next page is asked for (community.md §4). */
  lookaheadPx: number;
  armAfterMs?: number;
  /** The first load's skeleton, and the one under the list while the next page comes. */
  loading: ReactNode;
  loadingMore: ReactNode;
  loadingMoreLabel: string;
  /** The spec's "could not load" message, with a retry of the first page or of the next one. */
  error: string;
  empty: ReactNode;
  /** Shown under the last page. */
  end?: ReactNode;
  /** Closer rows (the notifications). */
  dense?: boolean;
  children: (item: T) => ReactNode;
}

/**
 * A community list loaded a page at a time as its bottom nears (posts, trade wisdom, notifications):
 * the first load's skeleton, an error with a retry, the empty state, else the rows, the sentinel that
 * asks for more, and the next page's skeleton or error.
 */
export function InfiniteList<T extends { _id: string }>({ query, items, pageCount, lookaheadPx, armAfterMs, loading, loadingMore, loadingMoreLabel, error, empty, end, dense = false, children }: Props<T>) {
  const { isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;
  const sentinel = useLoadMore({ hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount, lookaheadPx, armAfterMs });

  if (isPending) return loading;
  if (isError && items.length === 0) return <LoadError message={error} onRetry={() => void refetch()} />;
  if (items.length === 0) return empty;
  return (
    <div>
      <ul className={dense ? 'space-y-2' : 'space-y-4'}>
        {items.map((item) => (
          <li key={item._id}>{children(item)}</li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden className="h-px" />
      {isFetchingNextPage && (
        <div className={dense ? 'mt-2' : 'mt-4'} role="status" aria-label={loadingMoreLabel}>
          {loadingMore}
        </div>
      )}
      {isError && (
        <div className="mt-4">
          <LoadError message={error} onRetry={() => void fetchNextPage()} />
        </div>
      )}
      {!hasNextPage && !isError && end}
    </div>
  );
}
