import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { COMMUNITY_LIMITS, TradeWisdomSchema, type TradeWisdom } from '@tlt/shared/community';
import { api } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { tradeWisdomKeys } from './keys.ts';

const { pageSize } = COMMUNITY_LIMITS;
const TradeWisdomListSchema = z.array(TradeWisdomSchema);

/** GET tradeWisdom/all?offset={page*10}&limit=10 (community.md §7), newest first. */
export async function getTradeWisdomPage(page: number, signal?: AbortSignal): Promise<TradeWisdom[]> {
  return TradeWisdomListSchema.parse(await api.get<unknown>(`tradeWisdom/all?offset=${page * pageSize}&limit=${pageSize}`, { signal }));
}

/** Paging stops when a page returns fewer than 10 (§4). */
export const nextPage = (last: TradeWisdom[], all: TradeWisdom[][]) => (last.length < pageSize ? undefined : all.length);

export function useTradeWisdomList(enabled = true) {
  return useInfiniteQuery({
    enabled,
    queryKey: tradeWisdomKeys.list(),
    queryFn: ({ pageParam, signal }) => getTradeWisdomPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });
}

/** GET tradeWisdom/byId/{id}; null when it is gone (404) or the id cannot be one (400). */
export async function getTradeWisdom(id: string, signal?: AbortSignal): Promise<TradeWisdom | null> {
  try {
    return TradeWisdomSchema.parse(await api.get<unknown>(`tradeWisdom/byId/${encodeURIComponent(id)}`, { signal }));
  } catch (err) {
    if (err instanceof ApiError && (err.code === 404 || err.code === 400)) return null;
    throw err;
  }
}

export function useTradeWisdom(id: string, enabled = true) {
  return useQuery({ enabled, queryKey: tradeWisdomKeys.one(id), queryFn: ({ signal }) => getTradeWisdom(id, signal) });
}
