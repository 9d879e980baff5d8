import { z } from 'zod';
import { communityOffsetParam } from '../paging.ts';
import { COMMUNITY_LIMITS } from './constants.ts';
import { COMMUNITY_MSG } from './messages.ts';
import { imageUrlField } from './refs.ts';

// Watchlists (community.md §3, §5, §7): an admin's list of charts in one category.

/** The fixed categories (§9). A watchlist holds exactly one; none (old data) is grouped under Other. */
export const WATCHLIST_TYPES = ['Stocks', 'Commodities', 'Currencies', 'F&O'] as const;
export type WatchlistType = (typeof WATCHLIST_TYPES)[number];
/** The tab for watchlists with a missing or empty type. */
export const WATCHLIST_OTHER = 'Other';
/** The form's starting category (§5: default type Stocks). */
export const DEFAULT_WATCHLIST_TYPE: WatchlistType = 'Stocks';

export const WATCHLIST_LIMITS = {
  titleMaxChars: 200,
  /** POST watchlist/all answers at most this many, newest first; `offset` pages on. */
  pageSize: 100,
} as const;

/** An id in a path or body: anything but a UUID is a 400, an unknown UUID a 404. */
export const watchlistIdField = z.uuid({ error: COMMUNITY_MSG.watchlistNotFound });

const title = z
  .string({ error: COMMUNITY_MSG.titleRequired })
  .trim()
  .min(1, COMMUNITY_MSG.titleRequired)
  .max(WATCHLIST_LIMITS.titleMaxChars, COMMUNITY_MSG.titleRequired);

/** One to four chart images this site stored (the server checks it stored them). */
export const chartImagesField = z
  .array(imageUrlField, { error: COMMUNITY_MSG.imageRequired })
  .min(1, COMMUNITY_MSG.imageRequired)
  .max(COMMUNITY_LIMITS.maxImages, COMMUNITY_MSG.maxImages);

/** Exactly one category: none is the spec's message, a second or an unknown one ours. */
const types = z
  .array(z.enum(WATCHLIST_TYPES, { error: COMMUNITY_MSG.typeUnknown }), { error: COMMUNITY_MSG.typeRequired })
  .min(1, COMMUNITY_MSG.typeRequired)
  .max(1, COMMUNITY_MSG.typeUnknown);

/** POST watchlist/create. */
export const WatchlistInputSchema = z.object({ title, images: chartImagesField, types });
export type WatchlistInput = z.input<typeof WatchlistInputSchema>;
/** PATCH watchlist/update: the id and every field again. */
export const WatchlistUpdateSchema = WatchlistInputSchema.extend({ _id: watchlistIdField });

/** POST watchlist/all: `{types}` filters by category; no body or no types means all. */
export const WatchlistAllBodySchema = z
  .object({ types: z.array(z.enum([...WATCHLIST_TYPES, WATCHLIST_OTHER], { error: COMMUNITY_MSG.typeUnknown })).max(5).optional() })
  .nullish()
  .transform((b) => b ?? {});
export const WatchlistAllQuerySchema = z.object({
  offset: communityOffsetParam,
  limit: z.coerce.number().int().min(1).max(WATCHLIST_LIMITS.pageSize).default(WATCHLIST_LIMITS.pageSize),
});
export const WatchlistIdParamsSchema = z.object({ id: watchlistIdField });

/** What every admin-written chart item (a watchlist, a trade wisdom) answers. */
export const chartItemFields = {
  _id: z.string(),
  title: z.string(),
  images: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
};

export const WatchlistSchema = z.object({
  ...chartItemFields,
  /** One category, or empty for old rows (shown under Other). */
  types: z.array(z.string()),
});
export type Watchlist = z.infer<typeof WatchlistSchema>;

/** The tab a watchlist is shown under: its category, or Other when it has none. */
export function watchlistTab(w: Pick<Watchlist, 'types'>): string {
  const t = w.types[0];
  return t && (WATCHLIST_TYPES as readonly string[]).includes(t) ? t : WATCHLIST_OTHER;
}
