import { PATHS } from '../../../lib/paths.ts';

/** Router state a panel's link carries, so Go Back returns to the tab and categories it came from. */
export interface FromListState {
  listSearch: string;
}

/** Where Go Back leads: the list as it was left, or /watchlist when opened from elsewhere (a notification). */
export function backToList(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && (search === '' || search.startsWith('?')) ? `${PATHS.watchlist}${search}` : PATHS.watchlist;
}
