import { useQueryClient } from '@tanstack/react-query';
import { type TradeWisdom, type TradeWisdomInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';
import { tradeWisdomKeys } from './keys.ts';

/** POST tradeWisdom/create {title, images} (admins): answers the stored item. */
export async function createTradeWisdom(input: TradeWisdomInput, idempotencyKey?: string): Promise<TradeWisdom> {
  return await client.post('/api/tradeWisdom/create', { body: input, idempotencyKey });
}

/** PATCH tradeWisdom/update {_id, title, images} (admins). */
export async function updateTradeWisdom(id: string, input: TradeWisdomInput): Promise<TradeWisdom> {
  return await client.patch('/api/tradeWisdom/update', { body: { _id: id, ...input } });
}

/** Creates (no id) or updates an item; a repeated create carries its Idempotency-Key, so one is stored. */
export function useSaveTradeWisdom() {
  const qc = useQueryClient();
  return useSubmitOnce(
    ({ id, input }: { id?: string; input: TradeWisdomInput }, idempotencyKey) =>
      id ? updateTradeWisdom(id, input) : createTradeWisdom(input, idempotencyKey),
    {
      onSuccess: (saved) => {
        qc.setQueryData(tradeWisdomKeys.one(saved._id), saved);
        return qc.invalidateQueries({ queryKey: tradeWisdomKeys.list() });
      },
    },
  );
}
