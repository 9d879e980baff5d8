import type { ReactNode } from 'react';
import { ListBody, type ListQueryState } from '../ui/query-state.tsx';
import { Pager, type PageWindow } from './pager.tsx';

/** The pager of one admin list: the window shown (use-list-params' `pagerWindow`) and the spec's page sizes. */
export interface ListPaging extends PageWindow {
  id: string;
  pageSizes: readonly number[];
  onChange: (next: PageWindow) => void;
  label?: string;
}

/**
 * An admin list's body: ListBody's spinner and error, the page's rows, and under them the Pager that
 * counts them against the total (a capped one as "1,000+").
 */
export function PagedListBody<T extends { total: number; totalCapped?: boolean }, R>({
  query,
  loading,
  error,
  rows,
  paging,
  children,
}: {
  query: ListQueryState<T>;
  loading: string;
  error: string;
  /** The page's rows in the list call's answer. */
  rows: (data: T) => R[];
  paging: ListPaging;
  children: (rows: R[], busy: boolean) => ReactNode;
}) {
  return (
    <ListBody query={query} loading={loading} error={error}>
      {(data, busy) => (
        <>
          {children(rows(data), busy)}
          <Pager {...paging} shown={rows(data).length} total={data.total} totalCapped={data.totalCapped} />
        </>
      )}
    </ListBody>
  );
}
