import { cn } from '../../../lib/cn.ts';

export const WATCHLIST_PANEL_ID = 'watchlist-panel';
export const watchlistTabId = (tab: string) => `watchlist-tab-${tab.replace(/[^\w-]/g, '')}`;

/** All, the picked categories and Other; a row that scrolls sideways on a narrow phone. */
export function WatchlistTabs({ tabs, value, onChange }: { tabs: string[]; value: string; onChange: (tab: string) => void }) {
  return (
    <div className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0">
      <div role="tablist" aria-label="Watchlist categories" className="inline-flex min-w-full gap-1 rounded-xl border border-navy-100 bg-white p-1 shadow-sm shadow-navy-900/5">
        {tabs.map((tab) => {
          const on = tab === value;
          return (
            <button
              key={tab}
              id={watchlistTabId(tab)}
              type="button"
              role="tab"
              aria-selected={on}
              aria-controls={WATCHLIST_PANEL_ID}
              onClick={() => onChange(tab)}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                on ? 'bg-navy-900 text-white shadow-sm' : 'text-navy-600 hover:bg-navy-50 hover:text-navy-900',
              )}
            >
              {tab}
            </button>
          );
        })}
      </div>
    </div>
  );
}
