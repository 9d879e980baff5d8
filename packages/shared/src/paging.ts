import { z } from 'zod';

/** `?offset=` of every paged list: where the page starts (the same bounds on each list). */
export const offsetParam = z.coerce.number().int().min(0).max(10_000_000).default(0);

/** What every paged list answers beside its rows: how many match in all, and the window it was asked for. */
export const pageWindow = { total: z.number().int(), offset: z.number().int(), limit: z.number().int() };

/** `?offset=` of the community's lists (the feed, notifications, watchlists, trade wisdom). */
export const communityOffsetParam = z.coerce.number().int().min(0).max(1_000_000).default(0);
