import { type Watchlist, type WatchlistInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSaveItem } from '../../../lib/api/save-item.ts';
import { watchlistKeys } from './keys.ts';

/** POST watchlist/create (admins): answers the stored list. */
export async function createWatchlist(input: WatchlistInput, idempotencyKey?: string): Promise<Watchlist> {
  return await client.post('/api/watchlist/create', { body: input, idempotencyKey });
}

/** PATCH watchlist/update {_id, title, images, types} (admins). */
export async function updateWatchlist(id: string, input: WatchlistInput): Promise<Watchlist> {
  return await client.patch('/api/watchlist/update', { body: { _id: id, ...input } });
}

/** Creates (no id) or updates a watchlist; members are notified once of a new one (useSaveItem). */
export function useSaveWatchlist() {
  return useSaveItem({ create: createWatchlist, update: updateWatchlist, oneKey: watchlistKeys.one, listKey: [...watchlistKeys.all, 'list'] });
}
