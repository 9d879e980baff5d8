import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TradeWisdom, type TradeWisdomInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';
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
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: TradeWisdomInput }) =>
      id ? updateTradeWisdom(id, input) : createTradeWisdom(input, submission.for(input)),
    onSuccess: (saved) => {
      submission.done();
      qc.setQueryData(tradeWisdomKeys.one(saved._id), saved);
      return qc.invalidateQueries({ queryKey: tradeWisdomKeys.list() });
    },
  });
}
