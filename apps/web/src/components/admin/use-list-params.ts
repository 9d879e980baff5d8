import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PageWindow } from './pager.tsx';

interface ListParamsOptions<F extends string> {
  /** The spec's page sizes for this list (§9); a size not among them falls back to `defaultLimit`. */
  pageSizes: readonly number[];
  defaultLimit: number;
  /** The filter names this list keeps in the URL. */
  filters?: readonly F[];
}

export interface ListParams<F extends string> {
  q: string;
  offset: number;
  limit: number;
  filters: Record<F, string>;
  setQuery: (q: string) => void;
  setPage: (page: PageWindow) => void;
  setFilter: (name: F, value: string) => void;
  /** The Pager's window and onChange, wired to the address. */
  pagerWindow: { offset: number; limit: number; onChange: (page: PageWindow) => void };
  /** A filter control's value and onChange, wired to `name`. */
  filter: (name: F) => { value: string; onChange: (value: string) => void };
  /** The params for the list call: q, offset, limit and the filters in force (empty ones left out). */
  apiParams: URLSearchParams;
}

/**
 * An admin list's search, filters and page live in the URL (?q=&offset=&limit=&status=…), so Back,
 * reload and a shared link show the same page. A new search or filter starts again at the first page.
 */
export function useListParams<F extends string = never>({ pageSizes, defaultLimit, filters = [] }: ListParamsOptions<F>): ListParams<F> {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q') ?? '';
  const rawLimit = Number(search.get('limit'));
  const limit = pageSizes.includes(rawLimit) ? rawLimit : defaultLimit;
  const rawOffset = Number(search.get('offset'));
  const offset = Number.isInteger(rawOffset) && rawOffset > 0 ? rawOffset : 0;
  // The filters' values as one string, so the memos below change only when a value does.
  const filterKey = JSON.stringify(filters.map((f) => [f, search.get(f) ?? '']));
  const values = useMemo(() => Object.fromEntries(JSON.parse(filterKey) as [F, string][]) as Record<F, string>, [filterKey]);

  const update = useCallback(
    (change: Record<string, string | number>, replace: boolean) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [k, v] of Object.entries(change)) {
            if (v === '' || (k === 'offset' && v === 0)) next.delete(k);
            else next.set(k, String(v));
          }
          return next;
        },
        { replace },
      );
    },
    [setSearch],
  );

  const apiParams = useMemo(() => {
    const p = new URLSearchParams({ offset: String(offset), limit: String(limit) });
    if (q) p.set('q', q);
    for (const [f, v] of Object.entries(values)) if (v) p.set(f, v as string);
    return p;
  }, [q, offset, limit, values]);

  const setPage = useCallback((page: PageWindow) => update({ offset: page.offset, limit: page.limit }, false), [update]);
  return {
    q,
    offset,
    limit,
    filters: values,
    // Typing replaces the history entry; paging and filters push one, so Back steps through them.
    setQuery: useCallback((next: string) => update({ q: next, offset: 0 }, true), [update]),
    setPage,
    setFilter: useCallback((name: F, value: string) => update({ [name]: value, offset: 0 }, false), [update]),
    pagerWindow: { offset, limit, onChange: setPage },
    filter: (name: F) => ({ value: values[name], onChange: (value: string) => update({ [name]: value, offset: 0 }, false) }),
    apiParams,
  };
}
