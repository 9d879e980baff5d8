import { sql } from 'drizzle-orm';
import type { Locale } from '@tlt/shared/i18n/locale';
import { bigint, boolean, check, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * What the admin's member search looks in: the name and e-mail lower-cased and the phone's digits
 * only, so "98765 43210", "+91-9876543210" and "9876543210" all hold 9876543210.
 */
export const USER_SEARCH_TEXT = sql.raw(
  `(lower(name) || ' ' || email || ' ' || coalesce(regexp_replace(contact_no, '[^0-9]', '', 'g'), ''))`,
);

export const userType = pgEnum('user_type', ['normal', 'admin']);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased; the unique index is on the plain column. */
    email: text('email').notNull(),
    contactNo: text('contact_no'),
    passwordHash: text('password_hash').notNull(),
    userType: userType('user_type').notNull().default('normal'),
    active: boolean('active').notNull().default(true),
    isProfitable: boolean('is_profitable').notNull().default(false),
    profileImg: text('profile_img'),
    agree: boolean('agree').notNull().default(false),
    experience: text('experience'),
    /** Signup preference, later the community's author bio (community.md §3). */
    investorType: text('investor_type'),
    portfolio: text('portfolio'),
    /** The learning-platform account: {_id, username}; its password is never kept. */
    courseAccount: jsonb('course_account').$type<{ _id: string; username: string }>(),
    deviceTokens: text('device_tokens').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The end and plan of the payment ending last (payment[0]), kept by a trigger on payments
     * (migration 0012) so the admin's member list filters 100,000 members without a join.
     * Read-only for the application: write payments, never these.
     */
    paidUntil: timestamp('paid_until', { withTimezone: true }),
    currentPlan: text('current_plan'),
    /** What the admin's search looks in (USER_SEARCH_TEXT), stored so a scan or recheck reads it, never recomputes it. */
    searchText: text('search_text').generatedAlwaysAs(USER_SEARCH_TEXT),
    /** When the account was erased (decision 0033): the row stays, as a placeholder its payments keep pointing at. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    /** The language the member reads the site, their mails and pushes in (issue 30 §2, decision 0066). */
    language: text('language').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // Newest first with a tie-break, so the admin's list pages read the index in order (decision 0026).
    index('users_created_at_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('users_paid_until_idx').on(t.paidUntil),
    // The admin's search (decision 0026): part of the name, e-mail or phone digits, by trigram.
    index('users_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

/**
 * How many users there are, kept by a statement trigger on users (migration 0013): the admin's
 * unfiltered list shows its total without counting 100,000 rows per page view. One row.
 */
export const userTotals = pgTable('user_totals', {
  id: boolean('id').primaryKey().default(true),
  users: bigint('users', { mode: 'number' }).notNull(),
});
