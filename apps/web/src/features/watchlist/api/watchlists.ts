import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { WATCHLIST_LIMITS, WatchlistSchema, type Watchlist } from '@tlt/shared/community';
import { api, client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { watchlistKeys } from './keys.ts';

const { pageSize } = WATCHLIST_LIMITS;
const WatchlistListSchema = z.array(WatchlistSchema);

/**
 * POST watchlist/all?offset&limit {types} (community.md §7): newest first, `pageSize` at most.
 * No types asks for every category; 'Other' among them asks for the ones without a category.
 */
export async function getWatchlists(types: readonly string[] | null, offset: number, signal?: AbortSignal): Promise<Watchlist[]> {
  const body = types ? { types } : {};
  return WatchlistListSchema.parse(await api.post<unknown>(`watchlist/all?offset=${offset}&limit=${pageSize}`, body, { signal }));
}

/** A full page means there may be more; a short one is the end. */
export const nextOffset = (last: Watchlist[], all: Watchlist[][]) => (last.length < pageSize ? undefined : all.length * pageSize);

export function useWatchlists(types: readonly string[] | null, enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: watchlistKeys.list(types),
    queryFn: ({ pageParam, signal }) => getWatchlists(types, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    staleTime: 30_000,
  });
}

/** GET watchlist/byId/{id}; null when there is no such list (404) or the id cannot be one (400). */
export async function getWatchlist(id: string, signal?: AbortSignal): Promise<Watchlist | null> {
  try {
    return await client.get('/api/watchlist/byId/{id}', { params: { path: { id } }, signal });
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 400)) return null;
    throw err;
  }
}

export function useWatchlist(id: string, enabled = true) {
  return useQuery({ enabled, queryKey: watchlistKeys.one(id), queryFn: ({ signal }) => getWatchlist(id, signal) });
}
