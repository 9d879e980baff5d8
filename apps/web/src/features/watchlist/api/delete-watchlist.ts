import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { COMMUNITY_MSG, type Watchlist } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { watchlistKeys } from './keys.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** DELETE watchlist/delete/{id} (admins). */
export async function deleteWatchlist(id: string): Promise<void> {
  await client.delete('/api/watchlist/delete/{id}', { params: { path: { id } } });
}

/** The api-client already told the user about these (expired session or plan) and moved on. */
const HANDLED_BY_CLIENT = new Set([401, 402]);

export function useDeleteWatchlist() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteWatchlist,
    onSuccess: (_data, id) => {
      // Gone from every loaded tab at once; the refetch then settles the paging.
      qc.setQueriesData<InfiniteData<Watchlist[], number>>({ queryKey: [...watchlistKeys.all, 'list'] }, (data) =>
        data && { ...data, pages: data.pages.map((page) => page.filter((w) => w._id !== id)) },
      );
      qc.setQueryData(watchlistKeys.one(id), null);
      toast.success(translateShared(COMMUNITY_MSG.watchlistDeleted));
      return qc.invalidateQueries({ queryKey: [...watchlistKeys.all, 'list'] });
    },
    onError: (err) => {
      if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
      toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: translateShared(COMMUNITY_MSG.deleteWatchlistFailed) });
    },
  });
}
