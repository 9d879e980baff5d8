// The community's fixed lists and numbers (community.md §3–§9).

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
