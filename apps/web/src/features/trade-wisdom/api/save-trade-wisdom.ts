import { type TradeWisdom, type TradeWisdomInput } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { useSaveItem } from '../../../lib/api/save-item.ts';
import { tradeWisdomKeys } from './keys.ts';

/** POST tradeWisdom/create {title, images} (admins): answers the stored item. */
export async function createTradeWisdom(input: TradeWisdomInput, idempotencyKey?: string): Promise<TradeWisdom> {
  return await client.post('/api/tradeWisdom/create', { body: input, idempotencyKey });
}

/** PATCH tradeWisdom/update {_id, title, images} (admins). */
export async function updateTradeWisdom(id: string, input: TradeWisdomInput): Promise<TradeWisdom> {
  return await client.patch('/api/tradeWisdom/update', { body: { _id: id, ...input } });
}

/** Creates (no id) or updates an item (useSaveItem). */
export function useSaveTradeWisdom() {
  return useSaveItem({ create: createTradeWisdom, update: updateTradeWisdom, oneKey: tradeWisdomKeys.one, listKey: tradeWisdomKeys.list() });
}
