import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A list read a page at a time from page param 0 (the watchlists, trade wisdom): `next` gives the
 * following page's param, undefined at the end. Kept 30 s; a save or delete refreshes it.
 */
export function usePagedList<T>(
  key: QueryKey,
  read: (pageParam: number, signal: AbortSignal) => Promise<T[]>,
  next: (last: T[], all: T[][]) => number | undefined,
  enabled: boolean,
) {
  return useInfiniteQuery({
    enabled,
    queryKey: key,
    queryFn: ({ pageParam, signal }) => read(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: next,
    staleTime: 30_000,
  });
}
