import { z } from 'zod';

/** `?offset=` of every paged list: where the page starts (the same bounds on each list). */
export const offsetParam = z.coerce.number().int().min(0).max(10_000_000).default(0);

/** What every paged list answers beside its rows: how many match in all, and the window it was asked for. */
export const pageWindow = { total: z.number().int(), offset: z.number().int(), limit: z.number().int() };

/** `?offset=` of the community's lists (the feed, notifications, watchlists, trade wisdom). */
export const communityOffsetParam = z.coerce.number().int().min(0).max(1_000_000).default(0);

export const PAGING_MSG = { limitMax: (max: number) => `limit must be at most ${max}` } as const;

/** `?limit=` of a back-office list: 1 to `max` rows (past it, a message that says so), `pageSize` when not given. */
export const limitParam = (max: number, pageSize: number) =>
  z.coerce.number().int().min(1).max(max, { error: PAGING_MSG.limitMax(max) }).default(pageSize);

/** `?limit=` of the community's lists: 1 to `max` rows, `pageSize` when not given. */
export const communityLimitParam = (max: number, pageSize: number) => z.coerce.number().int().min(1).max(max).default(pageSize);
