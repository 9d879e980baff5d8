import { useQueryClient } from '@tanstack/react-query';
import { type Watchlist, type WatchlistInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';
import { watchlistKeys } from './keys.ts';

/** POST watchlist/create (admins): answers the stored list. */
export async function createWatchlist(input: WatchlistInput, idempotencyKey?: string): Promise<Watchlist> {
  return await client.post('/api/watchlist/create', { body: input, idempotencyKey });
}

/** PATCH watchlist/update {_id, title, images, types} (admins). */
export async function updateWatchlist(id: string, input: WatchlistInput): Promise<Watchlist> {
  return await client.patch('/api/watchlist/update', { body: { _id: id, ...input } });
}

/**
 * Creates (no id) or updates a watchlist. A repeat of one create (double tap, retry after a lost
 * answer) carries its Idempotency-Key, so one list is stored and members are notified once.
 */
export function useSaveWatchlist() {
  const qc = useQueryClient();
  return useSubmitOnce(
    ({ id, input }: { id?: string; input: WatchlistInput }, idempotencyKey) =>
      id ? updateWatchlist(id, input) : createWatchlist(input, idempotencyKey),
    {
      onSuccess: (saved) => {
        qc.setQueryData(watchlistKeys.one(saved._id), saved);
        return qc.invalidateQueries({ queryKey: [...watchlistKeys.all, 'list'] });
      },
    },
  );
}
