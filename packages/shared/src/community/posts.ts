import { z } from 'zod';
import { boolQueryParam } from '../fields.ts';
import { communityLimitParam, communityOffsetParam } from '../paging.ts';
import { CommentSchema } from './comments.ts';
import { COMMUNITY_LIMITS, FEED_FILTERS, POST_TAGS, VERIFICATION_STATUSES } from './constants.ts';
import { COMMUNITY_MSG } from './messages.ts';
import { NotificationInputSchema } from './notifications.ts';
import { AuthorSchema, idField, imageUrlField } from './refs.ts';

/**
 * The wire schemas of the post/* calls (community.md §3, §5–§7). The server validates with
 * these; the forms reuse them.
 */

/** A price field: a number ≥ 0 with at most 2 decimals; empty means not given. */
export const priceField = z
  .number({ error: COMMUNITY_MSG.priceInvalid })
  .min(0, { error: COMMUNITY_MSG.priceInvalid })
  .max(COMMUNITY_LIMITS.priceMax, { error: COMMUNITY_MSG.priceInvalid })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: COMMUNITY_MSG.priceInvalid })
  .nullable()
  .optional();

/**
 * POST post/create and the edit fields of PATCH post/update. Role-dependent rules (risk
 * cap, image minimum, rich title, notification) are checked by the server after this
 * shape check, see `postRuleErrors`. `postedBy`, `postedByRole`, `verificationStatus`
 * and `comments` are accepted because the spec's client sends them, and then ignored.
 */
export const PostFieldsSchema = z.object({
  title: z.string({ error: COMMUNITY_MSG.titleRequired }).max(COMMUNITY_LIMITS.titleMaxChars, COMMUNITY_MSG.titleRequired),
  images: z.array(imageUrlField).max(COMMUNITY_LIMITS.maxImages, COMMUNITY_MSG.maxImages).default([]),
  /** Ours (issue 26): where the trade is taken, for "Size this trade". */
  entryPrice: priceField,
  targetPrice1: priceField,
  targetPrice2: priceField,
  stopLoss: priceField,
  risk: priceField,
  tags: z
    .array(z.enum(POST_TAGS, { error: COMMUNITY_MSG.tagUnknown }), { error: COMMUNITY_MSG.tagRequired })
    .min(1, COMMUNITY_MSG.tagRequired)
    .max(POST_TAGS.length),
  showDisclaimer: z.boolean().optional().default(false),
  notification: NotificationInputSchema.optional(),
  // Sent by the spec's client; never trusted.
  postedBy: z.unknown().optional(),
  postedByRole: z.unknown().optional(),
  verificationStatus: z.unknown().optional(),
  comments: z.unknown().optional(),
});
export type PostFieldsInput = z.input<typeof PostFieldsSchema>;
export type PostFields = z.infer<typeof PostFieldsSchema>;

/**
 * PATCH post/update: `_id` plus either the post's fields (an edit) or only a
 * `verificationStatus` of approved/rejected with an optional reason (admin review).
 */
export const PostReviewSchema = z.object({
  _id: idField,
  verificationStatus: z.enum(['approved', 'rejected']),
  rejectionReason: z.string().trim().max(COMMUNITY_LIMITS.rejectReasonMaxChars).optional(),
});
export const PostEditSchema = PostFieldsSchema.extend({ _id: idField });

/** The query string of POST post/allPosts. */
export const AllPostsQuerySchema = z.object({
  verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
  offset: communityOffsetParam,
  limit: communityLimitParam(COMMUNITY_LIMITS.maxPageSize, COMMUNITY_LIMITS.pageSize),
});
/**
 * The body of POST post/allPosts: one post by `postId`, the pending list
 * (`verificationStatus: "pending"`, admins), or the feed with optional filters.
 * `after` is our keyset cursor (the `nextCursor` of the previous page); when present it
 * replaces `offset`, so deep pages cost what the first costs.
 */
export const AllPostsBodySchema = z
  .object({
    postId: idField.optional(),
    verificationStatus: z.enum(VERIFICATION_STATUSES).optional(),
    postedByRole: z.enum(FEED_FILTERS).optional(),
    tags: z.array(z.enum(POST_TAGS, { error: COMMUNITY_MSG.tagUnknown })).max(POST_TAGS.length).optional(),
    after: z.string().max(200).optional(),
  })
  .default({});

/** `?isLike=true|false` and `?isFavorite=true|false`: the strings the client sends. */
export const LikeQuerySchema = z.object({ isLike: boolQueryParam });
export const FavoriteQuerySchema = z.object({ isFavorite: boolQueryParam });
export const PostIdBodySchema = z.object({ postId: idField });
export const PostIdParamsSchema = z.object({ id: idField });

export const PostSchema = z.object({
  _id: z.string(),
  postedBy: AuthorSchema,
  postedByRole: z.enum(['admin', 'user']),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Plain text for members; sanitised HTML for admins. */
  title: z.string(),
  images: z.array(z.string()),
  entryPrice: z.number().nullable(),
  targetPrice1: z.number().nullable(),
  targetPrice2: z.number().nullable(),
  stopLoss: z.number().nullable(),
  risk: z.number().nullable(),
  tags: z.array(z.string()),
  showDisclaimer: z.boolean(),
  notification: z.object({ title: z.string(), body: z.string() }).nullable(),
  /** Shown to the author (and admins) of a rejected post. */
  rejectionReason: z.string().nullable(),
  likeCount: z.number().int(),
  isLiked: z.boolean(),
  isFavorite: z.boolean(),
  commentCount: z.number().int(),
  /** Present on single-post answers and after comment calls; the feed leaves it out. */
  comments: z.array(CommentSchema).optional(),
  /** false once the 8-day window after `updatedAt` has passed. */
  commentsOpen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

/** A feed page: the posts and the cursor of the next page (null at the end). */
export const PostPageSchema = z.object({
  posts: z.array(PostSchema),
  nextCursor: z.string().nullable(),
  /** Only on the admin's pending list: how many posts wait for review. */
  pendingCount: z.number().int().optional(),
});
export type PostPage = z.infer<typeof PostPageSchema>;
