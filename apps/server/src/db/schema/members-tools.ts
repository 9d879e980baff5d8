import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** The members' tools (community.md §3, issue 11): admins' watchlists and trade wisdom, the calculator's contracts. */

/** An admin's list of charts in one category; `types` holds one of WATCHLIST_TYPES, or none (shown under Other). */
export const watchlists = pgTable(
  'watchlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    /** Who published it; the spec shows no author, so a removed admin leaves the list in place. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Newest first, the id breaking ties (as the feed, decision 0009).
  (t) => [index('watchlists_newest_idx').on(t.createdAt.desc(), t.id.desc())],
);

/** An admin's lesson: plain text with its line breaks, and one to four images. */
export const tradeWisdom = pgTable(
  'trade_wisdom',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postedBy: uuid('posted_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trade_wisdom_newest_idx').on(t.createdAt.desc(), t.id.desc())],
);

/**
 * The commodity contracts the calculator offers (decision 0019): data, not code, so an admin can
 * correct a multiplier when the exchange changes a contract. Seeded by migration 0008 in `position` order.
 */
export const commodityContracts = pgTable('commodity_contracts', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  /** The lot as the spec labels it, e.g. "1 Kg". */
  lot: text('lot').notNull(),
  /** Rupees of profit or loss per ₹1 move of the quoted price: what the calculator divides by. */
  multiplier: numeric('multiplier', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  /** The unit the price is quoted per, e.g. "10 g". */
  quotedPer: text('quoted_per').notNull(),
  position: integer('position').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
