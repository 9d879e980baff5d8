import type { FeedParams } from '../api/keys.ts';
import { cn } from '../../../lib/cn.ts';

type Filter = FeedParams['filter'];

export const FEED_TABS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'admin', label: 'Admin' },
  { value: 'mine', label: 'Mine' },
  { value: 'favorite', label: 'Favourites' },
];

/** All / Admin / Mine / Favourites (community.md §2 "filter by role"). */
export function FeedTabs({ value, onChange }: { value: Filter; onChange: (f: Filter) => void }) {
  return (
    <div role="tablist" aria-label="Show posts" className="grid grid-cols-4 gap-1 rounded-xl border border-navy-100 bg-white p-1 shadow-sm shadow-navy-900/5">
      {FEED_TABS.map((tab) => {
        const on = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={on}
            aria-controls="feed-panel"
            onClick={() => onChange(tab.value)}
            className={cn(
              'rounded-lg px-1 py-2 text-[13px] font-semibold transition-colors sm:px-2 sm:text-sm',
              on ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-600 hover:bg-navy-50 hover:text-navy-900',
            )}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
