import { useSearchParams } from 'react-router';
import { WATCHLIST_OTHER, WATCHLIST_TYPES, type WatchlistType } from '@tlt/shared/community';

export const ALL_TAB = 'All';

/** What the page shows, read from the address so Back, reload and a shared link keep it. */
export interface WatchlistView {
  /** The categories picked in the multi-select: one or more, all four unless the address says otherwise. */
  selected: WatchlistType[];
  /** All, each picked category, then Other (community.md §2). */
  tabs: string[];
  tab: string;
  /** The `types` of POST watchlist/all: null asks for everything. */
  types: (WatchlistType | typeof WATCHLIST_OTHER)[] | null;
}

const CATEGORIES = 'categories';
const TAB = 'tab';

export function watchlistView(search: URLSearchParams): WatchlistView {
  const raw = search.get(CATEGORIES);
  const named = raw === null ? [] : raw.split(',');
  const picked = WATCHLIST_TYPES.filter((t) => named.includes(t));
  const selected = picked.length ? picked : [...WATCHLIST_TYPES];
  const tabs = [ALL_TAB, ...selected, WATCHLIST_OTHER];
  const asked = search.get(TAB);
  const tab = asked && tabs.includes(asked) ? asked : ALL_TAB;
  // Every category picked is no filter at all; otherwise the picked ones and the uncategorised (the Other tab).
  const types: WatchlistView['types'] = selected.length === WATCHLIST_TYPES.length ? null : [...selected, WATCHLIST_OTHER];
  return { selected, tabs, tab, types };
}

/** The page's categories and tab, kept in the address (replacing the entry, so Back leaves the page). */
export function useWatchlistParams() {
  const [search, setSearch] = useSearchParams();
  const view = watchlistView(search);

  const setSelected = (next: readonly WatchlistType[]) =>
    setSearch(
      (prev) => {
        const p = new URLSearchParams(prev);
        const ordered = WATCHLIST_TYPES.filter((t) => next.includes(t));
        if (ordered.length === 0 || ordered.length === WATCHLIST_TYPES.length) p.delete(CATEGORIES);
        else p.set(CATEGORIES, ordered.join(','));
        // A tab whose category was just unpicked gives way to All.
        if (!watchlistView(p).tabs.includes(prev.get(TAB) ?? ALL_TAB)) p.delete(TAB);
        return p;
      },
      { replace: true },
    );

  const setTab = (tab: string) =>
    setSearch(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (tab === ALL_TAB) p.delete(TAB);
        else p.set(TAB, tab);
        return p;
      },
      { replace: true },
    );

  return { ...view, setSelected, setTab };
}
