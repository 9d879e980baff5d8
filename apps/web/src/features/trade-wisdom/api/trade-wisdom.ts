import { useQuery } from '@tanstack/react-query';
import { COMMUNITY_LIMITS, type TradeWisdom } from '@tlt/shared/community';
import { client } from '../../../lib/api/client.ts';
import { nullIfAbsent } from '../../../lib/api/null-if-absent.ts';
import { usePagedList } from '../../../lib/api/paged-list.ts';
import { tradeWisdomKeys } from './keys.ts';

const { pageSize } = COMMUNITY_LIMITS;

/** GET tradeWisdom/all?offset={page*10}&limit=10 (community.md §7), newest first. */
export async function getTradeWisdomPage(page: number, signal?: AbortSignal): Promise<TradeWisdom[]> {
  return await client.get('/api/tradeWisdom/all', { params: { query: { offset: page * pageSize, limit: pageSize } }, signal });
}

/** Paging stops when a page returns fewer than 10 (§4). */
export const nextPage = (last: TradeWisdom[], all: TradeWisdom[][]) => (last.length < pageSize ? undefined : all.length);

export function useTradeWisdomList(enabled = true) {
  return usePagedList(tradeWisdomKeys.list(), getTradeWisdomPage, nextPage, enabled);
}

/** GET tradeWisdom/byId/{id}; null when it is gone (404) or the id cannot be one (400). */
export async function getTradeWisdom(id: string, signal?: AbortSignal): Promise<TradeWisdom | null> {
  return await nullIfAbsent(client.get('/api/tradeWisdom/byId/{id}', { params: { path: { id } }, signal }));
}

export function useTradeWisdom(id: string, enabled = true) {
  return useQuery({ enabled, queryKey: tradeWisdomKeys.one(id), queryFn: ({ signal }) => getTradeWisdom(id, signal) });
}
