import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { FEED_FILTERS, POST_TAGS, type FeedFilter, type PostTag } from '@tlt/shared/community';
import type { FeedParams } from '../api/keys.ts';

/**
 * The feed's filter and tags live in the address (?filter=mine&tag=Intraday), so Back from a
 * post returns to the same view; a change starts the list again from its first page.
 */
export function useFeedParams() {
  const [search, setSearch] = useSearchParams();
  const rawFilter = search.get('filter');
  const rawTags = search.getAll('tag').join('\n');

  const params = useMemo<FeedParams>(() => {
    const filter = (FEED_FILTERS as readonly string[]).includes(rawFilter ?? '') ? (rawFilter as FeedFilter) : 'all';
    const picked = rawTags.split('\n');
    return { filter, tags: POST_TAGS.filter((t) => picked.includes(t)) };
  }, [rawFilter, rawTags]);

  const write = useCallback(
    (next: FeedParams) => {
      const s = new URLSearchParams();
      if (next.filter !== 'all') s.set('filter', next.filter);
      for (const t of next.tags) s.append('tag', t);
      setSearch(s, { replace: true });
    },
    [setSearch],
  );

  // Another view of the feed starts at its top, however the address changed (tabs, menu, links).
  const viewKey = `${rawFilter ?? ''}|${rawTags}`;
  const shownView = useRef(viewKey);
  useEffect(() => {
    if (shownView.current === viewKey) return;
    shownView.current = viewKey;
    window.scrollTo({ top: 0 });
  }, [viewKey]);

  const setFilter = useCallback((filter: FeedParams['filter']) => write({ ...params, filter }), [params, write]);
  const setTags = useCallback((tags: PostTag[]) => write({ ...params, tags }), [params, write]);
  return { params, setFilter, setTags };
}
