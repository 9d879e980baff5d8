import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneTimeTokenColumns } from './one-time-tokens.ts';
import { users } from './users.ts';

/** Bearer sessions. Only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** Written at most every few minutes per session (plugins/last-seen.ts), never per request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens handed out with a 402 at login, for /renew-subscription/{token}. */
export const renewalTokens = pgTable('renewal_tokens', oneTimeTokenColumns());
