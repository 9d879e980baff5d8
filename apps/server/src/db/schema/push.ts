import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { PUSH_KINDS } from '@tlt/shared/push';
import { sessions } from './sessions.ts';
import { users } from './users.ts';

export const pushKind = pgEnum('push_kind', PUSH_KINDS);

/**
 * Web Push subscriptions, one per device: the spec's `User.deviceToken` array (community.md §3),
 * as rows because a Web Push subscription is an endpoint plus two keys, not a token
 * (docs/decisions/0025). A device belongs to the sign-in that turned it on: its session ending
 * (logout, password change, expiry cleanup) ends its pushes.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').notNull().references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's URL for this device; another member subscribing it takes it over. */
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** "Chrome on Android": which device this is, for a member with several. */
    deviceLabel: text('device_label').notNull().default(''),
    /** The kinds this device wants; all of them when turned on. */
    kinds: pushKind('kinds').array().notNull().default(sql`enum_range(null::push_kind)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId), index('push_subscriptions_session_idx').on(t.sessionId)],
);
