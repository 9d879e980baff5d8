import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, bigserial, numeric } from 'drizzle-orm/pg-core';
import type { Locale } from '@tlt/shared/i18n/locale';
import { users } from './users.ts';

/** Blog posts; a locked one shows visitors only `lockedContent` (site-and-admin §4 Blogs). */
export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull(),
    featureImage: text('feature_image'),
    images: text('images').array().notNull().default([]),
    otherImages: text('other_images').array().notNull().default([]),
    isLocked: boolean('is_locked').notNull().default(false),
    lockedContent: text('locked_content'),
    /** The post's language, 'en' or 'hi' (issue 30 §4): a Hindi blogs list shows Hindi posts first. */
    language: text('language').notNull().default('en'),
    publishedDate: timestamp('published_date', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blogs_slug_key').on(t.slug), index('blogs_published_idx').on(t.publishedDate.desc()),
    check('blogs_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

/** Marketing copy, claims, counters, testimonials, experts, team, FAQs, logos, links: one JSON document per key. */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  /** The Hindi of the value's text fields only, same shape (content/in-hindi.ts); null: the shipped Hindi. */
  valueHi: jsonb('value_hi'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * Every save of a content key, newest first, so an admin can see and restore earlier copy
 * (issue 14 §2, decision 0036). A restore is a new row holding the old value; only the newest
 * CONTENT_VERSIONS_KEPT rows per key are kept.
 */
export const contentVersions = pgTable(
  'content_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    valueHi: jsonb('value_hi'),
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** The version this save restored; no foreign key, as older versions are pruned. */
    restoredFrom: uuid('restored_from'),
  },
  (t) => [index('content_versions_key_saved_idx').on(t.key, t.savedAt.desc(), t.id.desc())],
);

/** Contact form queries: Active until an admin resolves them. */
export const contactQueries = pgTable(
  'contact_queries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contactNo: text('contact_no'),
    message: text('message').notNull(),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('contact_queries_active_created_idx').on(t.active, t.createdAt.desc()),
    // The "All" filter's newest-first pages (decision 0031); the one above serves Active and Resolved.
    index('contact_queries_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // One address's queries of the last day: how many acknowledgements it has had (issue 27 §6).
    index('contact_queries_email_created_idx').on(sql`lower(${t.email})`, t.createdAt),
  ],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Marketing consent withdrawn (decision 0033): the row leaves the list and its export; subscribing again clears it. */
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  // Newest first as the list and export read them (plain `desc`, so nulls first): pages and the
  // export's keyset start from the index instead of sorting the table.
  (t) => [index('subscribers_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

/** Gift-form and free-content leads; a repeat of the same request bumps `requests`, it is not a new lead. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** What was asked for: the spec's label, e.g. "Gift form 1" or a free-content name. */
    label: text('label').notNull().default(''),
    name: text('name'),
    age: text('age'),
    gender: text('gender'),
    contactNo: text('contact_no'),
    requests: integer('requests').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastRequestedAt: timestamp('last_requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_email_label_key').on(t.email, t.label),
    // Newest first with the tie-break, so the export's keyset (created_at, id) is an index condition.
    index('leads_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The "Free Content Requestors" section reads only gift-form leads.
    index('leads_free_created_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.gender} = 'free'`),
  ],
);

export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    /** City, then " | ", then language (site-and-admin §3). */
    city: text('city').notNull().default(''),
    txnId: text('txn_id').notNull().default('FREE'),
    attended: boolean('attended').notNull().default(false),
    slotDate: timestamp('slot_date', { withTimezone: true }).notNull(),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the reminder an hour before the slot was queued (issue 26 §6): claimed once, never twice. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The language of the page the registration came from (issue 30): its mails', the reminder's too. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('webinar_registrations_email_slot_key').on(t.email, t.slotDate),
    // The admin's list newest first, and its export's keyset (created_at, id) (decision 0031).
    index('webinar_registrations_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // One session's registrants newest first; the reminder sweep reads a range of slots from it.
    index('webinar_registrations_slot_created_idx').on(t.slotDate, t.createdAt.desc(), t.id.desc()),
  ],
);

/** First-party analytics: page views and the spec's {category, action, label, value} events. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    path: text('path'),
    category: text('category'),
    action: text('action'),
    label: text('label'),
    value: numeric('value'),
    utmSource: text('utm_source'),
    visitorId: text('visitor_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_created_idx').on(t.createdAt.desc())],
);
