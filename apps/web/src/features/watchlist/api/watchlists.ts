import { useQuery } from '@tanstack/react-query';
import { WATCHLIST_LIMITS, type WATCHLIST_OTHER, type Watchlist, type WatchlistType } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { nullIfAbsent } from '../../../lib/api/null-if-absent.ts';
import { usePagedList } from '../../../lib/api/paged-list.ts';
import { watchlistKeys } from './keys.ts';

const { pageSize } = WATCHLIST_LIMITS;

/**
 * POST watchlist/all?offset&limit {types} (community.md §7): newest first, `pageSize` at most.
 * No types asks for every category; 'Other' among them asks for the ones without a category.
 */
export async function getWatchlists(types: readonly (WatchlistType | typeof WATCHLIST_OTHER)[] | null, offset: number, signal?: AbortSignal): Promise<Watchlist[]> {
  const body = types ? { types: [...types] } : {};
  return await client.post('/api/watchlist/all', { params: { query: { offset, limit: pageSize } }, body, signal });
}

/** A full page means there may be more; a short one is the end. */
export const nextOffset = (last: Watchlist[], all: Watchlist[][]) => (last.length < pageSize ? undefined : all.length * pageSize);

export function useWatchlists(types: readonly (WatchlistType | typeof WATCHLIST_OTHER)[] | null, enabled = true) {
  return usePagedList(watchlistKeys.list(types), (offset, signal) => getWatchlists(types, offset, signal), nextOffset, enabled);
}

/** GET watchlist/byId/{id}; null when there is no such list (404) or the id cannot be one (400). */
export async function getWatchlist(id: string, signal?: AbortSignal): Promise<Watchlist | null> {
  return await nullIfAbsent(client.get('/api/watchlist/byId/{id}', { params: { path: { id } }, signal }));
}

export function useWatchlist(id: string, enabled = true) {
  return useQuery({ enabled, queryKey: watchlistKeys.one(id), queryFn: ({ signal }) => getWatchlist(id, signal) });
}
