import { useEffect, useRef, useState } from 'react';

interface LoadMore {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  fetchNextPage: () => unknown;
  /** Pages loaded so far: the sentinel is watched afresh after each, so one still in view asks again. */
  pageCount: number;
  /** Ask for the next page when the sentinel is this close below the viewport (community.md §4). */
  lookaheadPx: number;
  /** Start watching only this long after mount (§9: trade wisdom 1500 ms, notifications 100 ms). */
  armAfterMs?: number;
}

/**
 * Infinite scroll: a ref for a sentinel under the list; when it comes within `lookaheadPx` of the
 * viewport the next page is fetched. Stops by itself when there is no next page or a load failed.
 */
export function useLoadMore(o: LoadMore) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [armed, setArmed] = useState(!o.armAfterMs);
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount, lookaheadPx, armAfterMs } = o;

  useEffect(() => {
    if (!armAfterMs) return;
    const t = setTimeout(() => setArmed(true), armAfterMs);
    return () => clearTimeout(t);
  }, [armAfterMs]);

  useEffect(() => {
    const el = sentinel.current;
    if (!armed || !el || !hasNextPage || isFetchingNextPage || isError || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${lookaheadPx}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [armed, hasNextPage, isFetchingNextPage, isError, fetchNextPage, pageCount, lookaheadPx]);

  return sentinel;
}
