import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import { rangeLabel } from './format-count.ts';

export interface PageWindow {
  offset: number;
  limit: number;
}

interface PagerProps {
  /** Unique on the page: names the page-size select. */
  id: string;
  offset: number;
  limit: number;
  /** Rows on this page (the last page may hold fewer than `limit`). */
  shown: number;
  /** All matching rows; leave undefined for a list without a total (then `hasMore` says whether Next is possible). */
  total?: number;
  /** The server stopped counting at `total` and more match ("of 1,000+"): Next stays open while pages are full. */
  totalCapped?: boolean;
  hasMore?: boolean;
  /** The spec's options for this list (§9), e.g. [10, 20, 30] or [100, 200, 500]. */
  pageSizes: readonly number[];
  onChange: (next: PageWindow) => void;
  /** Names the navigation landmark; a page with two lists gives each its own ("All Leads pages"). */
  label?: string;
  className?: string;
}

const NAV =
  'inline-flex size-10 items-center justify-center rounded-lg border border-navy-200 bg-white text-navy-800 hover:bg-navy-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-500 disabled:pointer-events-none disabled:opacity-40';

/**
 * "1–20 of 1,234" with Previous/Next and a rows-per-page select. Changing the page size keeps the
 * first row shown on screen (the new page is the one that holds it). Every admin list follows one
 * rule: an empty list (total 0) has no pager, its empty state says so; any rows at all show it, with
 * the count and the page size, even on one page.
 */
export function Pager({ id, offset, limit, shown, total, totalCapped, hasMore, pageSizes, onChange, label, className }: PagerProps) {
  const { t } = useLingui();
  if (total === 0) return null;
  const canNext = total === undefined ? !!hasMore : offset + limit < total || (!!totalCapped && shown === limit);
  return (
    <nav aria-label={label ?? t`Pages`} className={cn('flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm text-navy-700', className)}>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-size`} className="whitespace-nowrap">
          {t`Rows per page`}
        </label>
        <select
          id={`${id}-size`}
          value={limit}
          onChange={(e) => {
            const next = Number(e.target.value);
            onChange({ offset: Math.floor(offset / next) * next, limit: next });
          }}
          className="h-10 rounded-lg border border-navy-200 bg-white px-2 text-sm font-semibold text-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-2">
        <p className="font-semibold whitespace-nowrap text-navy-900 tabular-nums" aria-live="polite">
          {rangeLabel(offset, shown, total, { of: (range, all) => t`${range} of ${all}`, shown: (range) => t`${range} shown` }, totalCapped)}
        </p>
        <button
          type="button"
          className={NAV}
          aria-label={t`Previous page`}
          disabled={offset === 0}
          onClick={() => onChange({ offset: Math.max(0, offset - limit), limit })}
        >
          <ChevronLeft className="size-5" aria-hidden />
        </button>
        <button type="button" className={NAV} aria-label={t`Next page`} disabled={!canNext} onClick={() => onChange({ offset: offset + limit, limit })}>
          <ChevronRight className="size-5" aria-hidden />
        </button>
      </div>
    </nav>
  );
}
