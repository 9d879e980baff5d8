import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const KEY = 'tlt-feed-scroll';

/** What a link from the feed to a post carries, so the post page's Go Back returns to the same view. */
export interface FromFeedState {
  feedSearch: string;
}

export function feedSearchOf(state: unknown): string | null {
  const s = (state as Partial<FromFeedState> | null)?.feedSearch;
  return typeof s === 'string' ? s : null;
}

/** Link state that asks the feed to return to where the reader left it (the post page's Go Back). */
export const RESTORE_FEED_STATE = { restoreFeed: true } as const;

/**
 * Back from a post lands where the reader was in the feed, not at the top: the position is
 * kept per filter when the feed is left, and restored on Back (or Go Back) once the cached
 * pages are on screen. Other ways in start at the top.
 */
export function useFeedScrollMemory(ready: boolean): void {
  const { search, state } = useLocation();
  const navigationType = useNavigationType();
  const wanted = navigationType === 'POP' || (state as { restoreFeed?: boolean } | null)?.restoreFeed === true;
  const settled = useRef(false);

  useEffect(() => {
    if (settled.current || !ready) return;
    settled.current = true;
    if (!wanted) return;
    try {
      const saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { search: string; y: number } | null;
      if (saved && saved.search === search) window.scrollTo(0, saved.y);
    } catch {
      // Nothing usable stored: stay at the top.
    }
  }, [ready, wanted, search]);

  // A layout cleanup runs before the next page's scroll-to-top, so it still sees the feed's position.
  useLayoutEffect(
    () => () => {
      try {
        sessionStorage.setItem(KEY, JSON.stringify({ search, y: window.scrollY }));
      } catch {
        // Storage full or blocked: Back simply starts at the top.
      }
    },
    [search],
  );
}
