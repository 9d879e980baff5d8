import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { COMMUNITY_MSG, type TradeWisdom } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { tradeWisdomKeys } from './keys.ts';
import { translateShared } from '../../../lib/i18n.ts';

/** DELETE tradeWisdom/delete/{id} (admins). */
export async function deleteTradeWisdom(id: string): Promise<void> {
  await client.delete('/api/tradeWisdom/delete/{id}', { params: { path: { id } } });
}

/** The api-client already told the user about these (expired session or plan) and moved on. */
const HANDLED_BY_CLIENT = new Set([401, 402]);

export function useDeleteTradeWisdom({ onDeleted }: { onDeleted?: () => void } = {}) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteTradeWisdom,
    onSuccess: (_data, id) => {
      qc.setQueryData<InfiniteData<TradeWisdom[], unknown>>(tradeWisdomKeys.list(), (data) =>
        data && { ...data, pages: data.pages.map((page) => page.filter((t) => t._id !== id)) },
      );
      qc.setQueryData(tradeWisdomKeys.one(id), null);
      toast.success(translateShared(COMMUNITY_MSG.tradeWisdomDeleted));
      onDeleted?.();
      // The later pages' offsets moved up by one; refetching them keeps the next page from skipping an item.
      return qc.invalidateQueries({ queryKey: tradeWisdomKeys.list() });
    },
    onError: (err) => {
      if (err instanceof ApiError && HANDLED_BY_CLIENT.has(err.code)) return;
      toast.error(translateShared(COMMUNITY_MSG.errorTitle), { description: translateShared(COMMUNITY_MSG.deleteRecordFailed) });
    },
  });
}
