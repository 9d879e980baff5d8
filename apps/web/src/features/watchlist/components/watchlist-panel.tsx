import * as Accordion from '@radix-ui/react-accordion';
import { Link, useLocation } from 'react-router';
import { ArrowUpRight, ChevronDown, Pencil, Trash2 } from 'lucide-react';
import { watchlistTab, type Watchlist } from '@tlt/shared/community';
import { recordedDate, relativeDate } from '@tlt/shared/relative-date';
import { PostImages } from '../../../components/chart-images/post-images.tsx';
import { PATHS } from '../../../lib/paths.ts';
import { CategoryChip } from './category-chip.tsx';
import type { FromListState } from './from-list.ts';
import { useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const ICON =
  'inline-flex size-9 items-center justify-center rounded-lg text-navy-500 transition-colors hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-emerald-500 disabled:opacity-40';

export interface WatchlistPanelProps {
  watchlist: Watchlist;
  /** Admins get edit and delete (community.md §6). */
  canManage: boolean;
  onEdit: (watchlist: Watchlist) => void;
  onDelete: (watchlist: Watchlist) => void;
  deleting?: boolean;
}

/** One watchlist as a collapsible panel: its title and category; opened, its charts. */
export function WatchlistPanel({ watchlist, canManage, onEdit, onDelete, deleting }: WatchlistPanelProps) {
  const { t } = useLingui();
  const { title, images, createdAt } = watchlist;
  const { search } = useLocation();
  const linkState: FromListState = { listSearch: search };
  const chartCount = images.length;
  const charts = chartCount === 1 ? t`1 chart` : t`${chartCount} charts`;
  const titleId = `watchlist-${watchlist._id}-title`;
  const metaId = `watchlist-${watchlist._id}-meta`;
  return (
    <Accordion.Item
      value={watchlist._id}
      className="group overflow-hidden rounded-2xl border border-navy-100 bg-white shadow-sm shadow-navy-900/5 data-[state=open]:border-navy-200"
    >
      <div className="flex items-center gap-1 pr-2">
        <Accordion.Header asChild>
          <h2 className="min-w-0 flex-1">
            {/* Named by the title alone; the category, chart count and date describe it. */}
            <Accordion.Trigger
              aria-labelledby={titleId}
              aria-describedby={metaId}
              className="flex w-full items-start gap-3 py-3.5 pl-4 text-left transition-colors hover:bg-navy-50/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-500"
            >
              <ChevronDown
                className="mt-0.5 size-5 shrink-0 text-emerald-700 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden
              />
              <span className="min-w-0 flex-1">
                <span id={titleId} lang="" className="block text-[15px] leading-snug font-semibold break-words text-navy-950">
                  {title}
                </span>
                <span id={metaId} className="mt-1.5 flex flex-wrap items-center gap-x-2.5 gap-y-1 text-xs text-navy-500">
                  <CategoryChip category={watchlistTab(watchlist)} />
                  <span>{charts}</span>
                  <time dateTime={createdAt} title={recordedDate(createdAt)}>
                    {translateShared(relativeDate(createdAt))}
                  </time>
                </span>
              </span>
            </Accordion.Trigger>
          </h2>
        </Accordion.Header>
        <div className="flex shrink-0 items-center">
          <Link to={PATHS.watchlistItem(watchlist._id)} state={linkState} aria-label={t`Open ${title} on its own page`} title={t`Open on its own page`} className={ICON}>
            <ArrowUpRight className="size-[18px]" aria-hidden />
          </Link>
          {canManage && (
            <>
              <button type="button" onClick={() => onEdit(watchlist)} aria-label={t`Edit ${title}`} title={t`Edit`} className={ICON}>
                <Pencil className="size-4" aria-hidden />
              </button>
              <button
                type="button"
                onClick={() => onDelete(watchlist)}
                disabled={deleting}
                aria-label={t`Delete ${title}`}
                title={t`Delete`}
                className={`${ICON} hover:bg-red-50 hover:text-red-700`}
              >
                <Trash2 className="size-4" aria-hidden />
              </button>
            </>
          )}
        </div>
      </div>
      <Accordion.Content className="border-t border-navy-100 p-3 md:p-4">
        <PostImages images={images} title={title} />
      </Accordion.Content>
    </Accordion.Item>
  );
}
