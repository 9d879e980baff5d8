import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { PageWindow } from '../../../components/admin/pager.tsx';

/**
 * The page of one of several lists on a screen, kept in the URL under its own names
 * (`offset`/`limit`, or `freeOffset`/`freeLimit` with the prefix "free"), so each list pages on its
 * own and Back, reload and a shared link show the same pages. A size not offered falls back to the first.
 */
export function useSectionPage(prefix: string, pageSizes: readonly number[]) {
  const [search, setSearch] = useSearchParams();
  const name = (key: 'offset' | 'limit') => (prefix ? `${prefix}${key[0].toUpperCase()}${key.slice(1)}` : key);
  const offsetKey = name('offset');
  const limitKey = name('limit');
  const rawLimit = Number(search.get(limitKey));
  const limit = pageSizes.includes(rawLimit) ? rawLimit : pageSizes[0];
  const rawOffset = Number(search.get(offsetKey));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;

  const setPage = useCallback(
    (page: PageWindow) =>
      setSearch((prev) => {
        const next = new URLSearchParams(prev);
        if (page.offset > 0) next.set(offsetKey, String(page.offset));
        else next.delete(offsetKey);
        next.set(limitKey, String(page.limit));
        return next;
      }),
    [setSearch, offsetKey, limitKey],
  );
  return { offset, limit, setPage };
}
