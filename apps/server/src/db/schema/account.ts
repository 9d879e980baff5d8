import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CONSENT_KINDS, CONSENT_SOURCES } from '@tlt/shared/account';
import { users } from './users.ts';

export const consentKind = pgEnum('consent_kind', CONSENT_KINDS);
export const consentSource = pgEnum('consent_source', CONSENT_SOURCES);

/**
 * Consents given (DPDP Act 2023, decision 0033): which document, which version, when and where,
 * and when withdrawn. Written in the transaction of the act that gives it (signup, the community
 * terms, the newsletter form). A newsletter sign-up by a visitor has only the e-mail; a member's
 * has the user. Rows are never deleted: a withdrawal sets withdrawn_at.
 */
export const consents = pgTable(
  'consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased; for consents given without an account (the newsletter form). */
    email: text('email'),
    kind: consentKind('kind').notNull(),
    version: text('version').notNull(),
    source: consentSource('source').notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    index('consents_user_idx').on(t.userId, t.givenAt.desc()),
    index('consents_email_idx').on(t.email).where(sql`${t.email} is not null`),
    check('consents_someone', sql`${t.userId} is not null or ${t.email} is not null`),
  ],
);

/**
 * A pending change of e-mail address: a single-use link mailed to the new address (only the
 * token's SHA-256 kept). The address changes only when the link is opened.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_changes_user_idx').on(t.userId)],
);
