import { useEffect, useRef, type KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';

export const WATCHLIST_PANEL_ID = 'watchlist-panel';
export const watchlistTabId = (tab: string) => `watchlist-tab-${tab.replace(/[^\w-]/g, '')}`;

/**
 * All, the picked categories and Other; a row that scrolls sideways on a narrow phone. The
 * tabs pattern: one stop for Tab, the arrow keys (and Home, End) move between them.
 */
export function WatchlistTabs({ tabs, value, onChange }: { tabs: string[]; value: string; onChange: (tab: string) => void }) {
  const list = useRef<HTMLDivElement>(null);

  // The chosen tab (from the address, or the keyboard) is scrolled into the row's view.
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [value]);

  const onKeyDown = (e: KeyboardEvent) => {
    const at = tabs.indexOf(value);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = tabs[(to + tabs.length) % tabs.length];
    onChange(next);
    document.getElementById(watchlistTabId(next))?.focus();
  };

  return (
    <div className="-mx-3 overflow-x-auto px-3 [scrollbar-width:none] md:mx-0 md:px-0">
      <div
        ref={list}
        role="tablist"
        aria-label="Watchlist categories"
        onKeyDown={onKeyDown}
        className="inline-flex min-w-full gap-1 rounded-xl border border-navy-100 bg-white p-1 shadow-sm shadow-navy-900/5"
      >
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
              tabIndex={on ? 0 : -1}
              onClick={() => onChange(tab)}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-500',
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
