import { z } from 'zod';
import { communityLimitParam, communityOffsetParam } from '../paging.ts';
import { COMMUNITY_LIMITS } from './constants.ts';
import { COMMUNITY_MSG } from './messages.ts';
import { chartImagesField, chartItemFields } from './watchlists.ts';

// Trade wisdom (community.md §3, §5, §7): an admin's lesson with one to four images.

export const TRADE_WISDOM_LIMITS = {
  titleMaxChars: 2000,
} as const;

export const tradeWisdomIdField = z.uuid({ error: COMMUNITY_MSG.tradeWisdomNotFound });

/** POST tradeWisdom/create: plain text (kept as typed, line breaks and all) and its images. */
export const TradeWisdomInputSchema = z.object({
  title: z
    .string({ error: COMMUNITY_MSG.titleRequired })
    .trim()
    .min(1, COMMUNITY_MSG.titleRequired)
    .max(TRADE_WISDOM_LIMITS.titleMaxChars, COMMUNITY_MSG.titleRequired),
  images: chartImagesField,
});
export type TradeWisdomInput = z.input<typeof TradeWisdomInputSchema>;
export const TradeWisdomUpdateSchema = TradeWisdomInputSchema.extend({ _id: tradeWisdomIdField });

/** GET tradeWisdom/all?offset&limit: 10 a page (§9). */
export const TradeWisdomListQuerySchema = z.object({
  offset: communityOffsetParam,
  limit: communityLimitParam(COMMUNITY_LIMITS.maxPageSize, COMMUNITY_LIMITS.pageSize),
});
export const TradeWisdomIdParamsSchema = z.object({ id: tradeWisdomIdField });

export const TradeWisdomSchema = z.object({
  ...chartItemFields,
  postedBy: z.object({ _id: z.string(), name: z.string(), profileImg: z.string().nullable() }),
});
export type TradeWisdom = z.infer<typeof TradeWisdomSchema>;
