import { z } from 'zod';
import { IMAGE_URL_PATTERN } from './blogs.ts';

/**
 * The members' community (community.md §3–§9): constants, the spec's copy, and the wire
 * schemas of the post/* calls. The server validates with these; the forms reuse them.
 */

export const POST_TAGS = [
  'Intraday',
  'Positional or Swing',
  'Futures and Options',
  'Potential Trade/Breakout',
  'Cryptocurrency',
  'Currency',
  'Commodities',
  'Geopolitics',
  'Macroeconomics',
  'Fundamental',
  'Psychology',
  'Watchlist',
  'Other',
] as const;
export type PostTag = (typeof POST_TAGS)[number];

export const COMMUNITY_LIMITS = {
  pageSize: 10,
  /** Largest `limit` the API accepts on a list call. */
  maxPageSize: 50,
  maxImages: 4,
  riskMaxUser: 2,
  riskMaxAdmin: 100,
  /** Comments and replies close this many days after the post's last update. */
  commentWindowDays: 8,
  disclaimerPreviewChars: 79,
  notificationBadgeLimit: 50,
  /** Infinite scroll: the feed asks for the next page this close to the bottom (px). */
  feedLookaheadPx: 150,
  listLookaheadPx: 200,
  titleMaxChars: 20_000,
  commentMaxChars: 2_000,
  notificationTitleMaxChars: 120,
  notificationBodyMaxChars: 500,
  rejectReasonMaxChars: 500,
  /** Highest price we store (numeric(14,2)). */
  priceMax: 999_999_999_999.99,
} as const;

export const VERIFICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const FEED_FILTERS = ['admin', 'mine', 'favorite'] as const;
export type FeedFilter = (typeof FEED_FILTERS)[number];

/** The spec's copy, word for word (community.md §5, §8). Ours are marked. */
export const COMMUNITY_MSG = {
  createPostErrorTitle: 'Create Post Error',
  titleRequired: 'Please enter title!!',
  imageRequired: 'Please upload at least one chart image!!',
  tagRequired: 'Please select at least one tag!!',
  notificationTitleRequired: 'Please enter notification title',
  clipboardErrorTitle: 'Clipboard paste error',
  maxImages: 'Sorry, maximum image upload limit is 4',
  imageTooLarge: 'Image size should be less than 2 MB.',
  closed: 'This Post has been closed due to inactivity',
  deletePostConfirm: 'Are you sure want to delete this post?',
  deleteCommentConfirm: 'Are you sure want to delete this comment?',
  // error toasts (title "Error")
  errorTitle: 'Error',
  deletePostFailed: 'Failed to delete post. Please try again!!',
  updatePostFailed: 'Failed to update post. Please try again later!!',
  favoriteFailed: 'Failed to mark post as favorite. Please try again later!!',
  likeFailed: 'Failed to like post. Please try again later!!',
  postFailed: 'Failed to post. Please try again later!!',
  uploadFailureTitle: 'Failure',
  uploadFailed: 'Failed to create post!!',
  loadPostsFailed: 'Failed to load posts. Please try again later!!',
  loadNotificationsFailed: 'Failed to load notifications. Please try again later!!',
  deleteCommentFailed: 'Failed to delete comment. Please try again!!',
  deleteReplyFailed: 'Failed to delete replay comment. Please try again!!',
  addCommentFailed: 'Failed to add comment. Please try again later!!',
  addReplyFailed: 'Failed to add reply. Please try again later!!',
  agreeFailed: 'Failed to Agree the terms and conditions. Please try again later!!',
  bioFailed: 'Failed to update author bio. Please try again later!!',
  // success toasts
  postApproved: 'Post Approved!!',
  postRejected: 'Post Rejected!!',
  postUpdated: 'Post updated successfully!!',
  postCreatedUnderReview: 'Post created successfully and is under review!!',
  addedToFavorites: 'Added to favorites',
  removedFromFavorites: 'Removed from favorites',
  commentDeleted: 'Comment deleted successfully!!',
  replyDeleted: 'Comment Reply deleted successfully!!',
  postDeleted: 'Post deleted successfully!!',
  // empty states
  noPosts: 'No Posts Found',
  endOfFeed: "That's all folks",
  noNotifications: 'No Notifications Found',
  seeFullDisclosure: 'See Full Disclosure',
  profitableTooltip: "This trader's PnL has been verified for the current year",
  // ours (the spec gives no wording)
  postCreated: 'Post created successfully!!',
  commentEmpty: 'Write a comment first',
  notInvolved: 'Only people in this conversation or an admin can reply',
  notYourPost: 'You can only change your own posts',
  notYourComment: 'You can only delete your own comments',
  postNotFound: 'Post not found',
  commentNotFound: 'Comment not found',
  priceInvalid: 'Enter a number of at least 0 with up to 2 decimals',
  riskTooHigh: 'Risk can be at most 2',
  riskTooHighAdmin: 'Risk can be at most 100',
  tagUnknown: 'Please select tags from the list',
  imageUrl: 'Use an uploaded image',
  reviewOnly: 'Only an admin can review posts',
  termsRequired: 'Please accept the community terms and conditions first',
} as const;

/**
 * The disclaimer under posts with showDisclaimer (community.md §1: educational only, not a
 * registered investment advisory); cards show `disclaimerPreview` of it. Our wording.
 */
export const COMMUNITY_DISCLAIMER =
  'Disclaimer: We are not a registered investment advisory. Everything shared in this community is for ' +
  'educational purposes only and is not a recommendation to buy, sell or hold any security. Trading carries ' +
  'risk; do your own research and consult a registered advisor before you trade.';

// ---------------------------------------------------------------------------
// Inputs

/** A price field: a number ≥ 0 with at most 2 decimals; empty means not given. */
export const priceField = z
  .number({ error: COMMUNITY_MSG.priceInvalid })
  .min(0, { error: COMMUNITY_MSG.priceInvalid })
  .max(COMMUNITY_LIMITS.priceMax, { error: COMMUNITY_MSG.priceInvalid })
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, { error: COMMUNITY_MSG.priceInvalid })
  .nullable()
  .optional();

const imageUrl = z.string().trim().max(2048, COMMUNITY_MSG.imageUrl).regex(IMAGE_URL_PATTERN, COMMUNITY_MSG.imageUrl);

export const NotificationInputSchema = z.object({
  title: z.string().trim().max(COMMUNITY_LIMITS.notificationTitleMaxChars).optional().default(''),
  body: z.string().trim().max(COMMUNITY_LIMITS.notificationBodyMaxChars).optional().default(''),
});

/**
 * POST post/create and the edit fields of PATCH post/update. Role-dependent rules (risk
 * cap, image minimum, rich title, notification) are checked by the server after this
 * shape check, see `postRuleErrors`. `postedBy`, `postedByRole`, `verificationStatus`
 * and `comments` are accepted because the spec's client sends them, and then ignored.
 */
export const PostFieldsSchema = z.object({
  title: z.string({ error: COMMUNITY_MSG.titleRequired }).max(COMMUNITY_LIMITS.titleMaxChars, COMMUNITY_MSG.titleRequired),
  images: z.array(imageUrl).max(COMMUNITY_LIMITS.maxImages, COMMUNITY_MSG.maxImages).default([]),
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

export const idField = z.uuid({ error: COMMUNITY_MSG.postNotFound });

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
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.maxPageSize).default(COMMUNITY_LIMITS.pageSize),
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

export const commentContent = z
  .string({ error: COMMUNITY_MSG.commentEmpty })
  .trim()
  .min(1, COMMUNITY_MSG.commentEmpty)
  .max(COMMUNITY_LIMITS.commentMaxChars);

/** POST post/createComment. `commentedBy` is sent by the spec's client and ignored. */
export const CommentInputSchema = z.object({
  postId: idField,
  content: commentContent,
  commentedBy: z.unknown().optional(),
});
/** POST post/createCommentReply. */
export const ReplyInputSchema = CommentInputSchema.extend({ commentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }) });
/** DELETE post/deleteComment?postId=&commentId= */
export const DeleteCommentQuerySchema = z.object({
  postId: idField,
  commentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }),
});
/** DELETE post/deleteCommentReply?postId=&commentId=&replyCommentId= */
export const DeleteReplyQuerySchema = DeleteCommentQuerySchema.extend({
  replyCommentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }),
});
/** `?isLike=true|false` and `?isFavorite=true|false`: the strings the client sends. */
const boolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');
export const LikeQuerySchema = z.object({ isLike: boolQuery });
export const FavoriteQuerySchema = z.object({ isFavorite: boolQuery });
export const PostIdBodySchema = z.object({ postId: idField });
export const PostIdParamsSchema = z.object({ id: idField });

// ---------------------------------------------------------------------------
// Outputs

/** The author as the feed shows them (community.md §3: name, profileImg; the issue adds the rest). */
export const AuthorSchema = z.object({
  _id: z.string(),
  name: z.string(),
  profileImg: z.string().nullable(),
  isProfitable: z.boolean(),
  /** The author bio (stored as investorType). */
  bio: z.string().nullable(),
  userType: z.enum(['normal', 'admin']),
});
export type Author = z.infer<typeof AuthorSchema>;

export const ReplySchema = z.object({
  _id: z.string(),
  commentedBy: AuthorSchema,
  content: z.string(),
  postId: z.string(),
  commentId: z.string(),
  createdAt: z.string(),
});
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = z.object({
  _id: z.string(),
  commentedBy: AuthorSchema,
  content: z.string(),
  postId: z.string(),
  createdAt: z.string(),
  reply: z.array(ReplySchema),
});
export type Comment = z.infer<typeof CommentSchema>;

export const PostSchema = z.object({
  _id: z.string(),
  postedBy: AuthorSchema,
  postedByRole: z.enum(['admin', 'user']),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  /** Plain text for members; sanitised HTML for admins. */
  title: z.string(),
  images: z.array(z.string()),
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

export const NOTIFICATION_TYPES = ['post', 'tradewisdom', 'watchlist'] as const;
export const NotificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
  data: z.object({ type: z.enum(NOTIFICATION_TYPES), id: z.string() }),
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(COMMUNITY_LIMITS.notificationBadgeLimit).default(COMMUNITY_LIMITS.pageSize),
});
export const MarkAsReadSchema = z.object({ notificationIds: z.array(z.uuid()).max(200) });

// ---------------------------------------------------------------------------
// Rules both sides use

/** The comment window (community.md §4): open while the last update is under 8 days old. */
export function commentsOpen(updatedAt: Date | string, now: Date = new Date()): boolean {
  const t = typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime();
  return now.getTime() - t < COMMUNITY_LIMITS.commentWindowDays * 24 * 60 * 60 * 1000;
}

/** The disclaimer preview: the first 79 characters (community.md §9). */
export function disclaimerPreview(text: string): { preview: string; truncated: boolean } {
  const max = COMMUNITY_LIMITS.disclaimerPreviewChars;
  return text.length > max ? { preview: text.slice(0, max), truncated: true } : { preview: text, truncated: false };
}

/** Text of an HTML title, for the "is it empty" check (an empty editor sends `<p></p>`). */
export function titleText(title: string): string {
  return title.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The role rules of a post (community.md §5, §6) that a shape check cannot see. Answers
 * the spec's message for each broken rule, first one first; empty when the post may be saved.
 */
export function postRuleErrors(p: PostFields, role: 'admin' | 'user'): string[] {
  const errors: string[] = [];
  if (!titleText(p.title)) errors.push(COMMUNITY_MSG.titleRequired);
  if (role === 'user' && p.images.length === 0) errors.push(COMMUNITY_MSG.imageRequired);
  if (p.tags.length === 0) errors.push(COMMUNITY_MSG.tagRequired);
  const cap = role === 'admin' ? COMMUNITY_LIMITS.riskMaxAdmin : COMMUNITY_LIMITS.riskMaxUser;
  if (p.risk != null && p.risk > cap) errors.push(role === 'admin' ? COMMUNITY_MSG.riskTooHighAdmin : COMMUNITY_MSG.riskTooHigh);
  if (role === 'admin' && p.notification?.body && !p.notification.title) errors.push(COMMUNITY_MSG.notificationTitleRequired);
  return errors;
}

/**
 * Who may reply to a comment (community.md §4): an admin, or someone involved in that
 * thread: the post's author, the comment's author, or anyone who already replied to it.
 */
export function canReply(
  viewer: { _id: string; userType: 'normal' | 'admin' },
  postAuthorId: string,
  comment: { commentedBy: { _id: string }; reply: ReadonlyArray<{ commentedBy: { _id: string } }> },
): boolean {
  if (viewer.userType === 'admin') return true;
  if (viewer._id === postAuthorId || viewer._id === comment.commentedBy._id) return true;
  return comment.reply.some((r) => r.commentedBy._id === viewer._id);
}
