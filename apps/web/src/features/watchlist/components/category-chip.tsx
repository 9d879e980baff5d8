import { WATCHLIST_OTHER } from '@tlt/shared/community';
import { cn } from '../../../lib/cn.ts';
import { useLingui } from '@lingui/react/macro';
import { categoryName } from './category-name.ts';

/** A watchlist's category as a small label; Other (no category) reads quieter. */
export function CategoryChip({ category }: { category: string }) {
  const { t } = useLingui();
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-[11px] font-bold tracking-wide uppercase',
        category === WATCHLIST_OTHER ? 'bg-navy-100 text-navy-600' : 'bg-emerald-100 text-emerald-800',
      )}
    >
      {categoryName(category, t)}
    </span>
  );
}
