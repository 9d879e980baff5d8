import { sql } from 'drizzle-orm';
import {
  bigint, boolean, index, integer, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The members' community (community.md §3). */
export const verificationStatus = pgEnum('verification_status', ['pending', 'approved', 'rejected']);
export const postedByRole = pgEnum('posted_by_role', ['admin', 'user']);
export const notificationType = pgEnum('notification_type', ['post', 'tradewisdom', 'watchlist']);

const price = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postedBy: uuid('posted_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    postedByRole: postedByRole('posted_by_role').notNull(),
    verificationStatus: verificationStatus('verification_status').notNull(),
    /** Plain text (members) or sanitised HTML (admins). */
    title: text('title').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** Where the trade is taken (issue 26): "Size this trade" fills it in. Not in the spec's post; optional. */
    entryPrice: price('entry_price'),
    targetPrice1: price('target_price1'),
    targetPrice2: price('target_price2'),
    stopLoss: price('stop_loss'),
    risk: numeric('risk', { precision: 5, scale: 2, mode: 'number' }),
    tags: text('tags').array().notNull(),
    showDisclaimer: boolean('show_disclaimer').notNull().default(false),
    notificationTitle: text('notification_title'),
    notificationBody: text('notification_body'),
    rejectionReason: text('rejection_reason'),
    /** Kept in step with post_likes / post_comments in the same transaction as each change. */
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The feed (docs/decisions/0009): newest first, index-only scans for paging. `tags` rides along
    // (a trailing key: drizzle has no INCLUDE) so the tag filter is checked in the index, not the table.
    index('posts_approved_feed_idx')
      .on(t.createdAt.desc(), t.id.desc(), t.tags)
      .where(sql`verification_status = 'approved'`),
    index('posts_approved_admin_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`verification_status = 'approved' and posted_by_role = 'admin'`),
    index('posts_status_idx').on(t.verificationStatus, t.createdAt.desc(), t.id.desc()),
    index('posts_author_idx').on(t.postedBy, t.createdAt.desc(), t.id.desc()),
    index('posts_tags_idx').using('gin', t.tags),
  ],
);

/** A comment (parentId null) or a reply to one (parentId = the comment). */
export const postComments = pgTable(
  'post_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): any => postComments.id, { onDelete: 'cascade' }),
    commentedBy: uuid('commented_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('post_comments_post_idx').on(t.postId, t.createdAt),
    index('post_comments_parent_idx').on(t.parentId),
  ],
);

/** One row per (post, user): a like is idempotent and race-free by its key. */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_likes_user_idx').on(t.userId)],
);

export const postFavorites = pgTable(
  'post_favorites',
  {
    postId: uuid('post_id').notNull().references(() => posts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_favorites_user_idx').on(t.userId, t.postId)],
);

/**
 * One row: the version of everything a feed page shows that is the same for every reader (which
 * posts, in which order, their fields and their authors'; not the counters, likes or favourites).
 * Bumped once by every transaction that changes any of it, at its commit (deferred triggers,
 * migration 0029); the feed's page cache (modules/posts/feed/pages.ts) serves a kept page only
 * while this still reads as the page's own version.
 */
export const feedVersion = pgTable('feed_version', {
  id: integer('id').primaryKey().default(1),
  v: bigint('v', { mode: 'number' }).notNull().default(0),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    type: notificationType('type').notNull(),
    refId: uuid('ref_id').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc())],
);
