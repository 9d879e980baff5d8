import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { refunds } from './refunds.ts';
import { users } from './users.ts';

/** What happened to a membership (decision 0029). */
export const subscriptionEventKind = pgEnum('subscription_event_kind', ['signup', 'renewal', 'expiry', 'refund']);

/**
 * The admin dashboard's record of subscriptions (issue 13 §6, decision 0029): one row per signup,
 * renewal, expiry and refund, written in the transaction of what it records. `key` makes each one
 * happen once however often it is written: `payment:<id>` for a signup or renewal, `expiry:<payment
 * id>` for the end of a period nobody renewed, `refund:<id>` for a refund the provider accepted.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    kind: subscriptionEventKind('kind').notNull(),
    planType: text('plan_type').notNull(),
    months: integer('months').notNull(),
    /** Paid (signup, renewal) or given back (refund), paise; 0 for an expiry. */
    amountPaise: integer('amount_paise').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    /** A signup's label only: "webinar", the campaign's utm source, "manual" or "direct". Never trusted for anything else. */
    source: text('source'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_events_key').on(t.key),
    // Signups by day, renewals and expiries by month, this month's collections and refunds.
    index('subscription_events_kind_occurred_idx').on(t.kind, t.occurredAt),
    // The periods running now (active paid members, monthly-equivalent revenue).
    index('subscription_events_running_idx').on(t.periodEnd).where(sql`kind in ('signup', 'renewal')`),
    index('subscription_events_payment_idx').on(t.paymentId),
    index('subscription_events_user_idx').on(t.userId, t.occurredAt.desc()),
    check('subscription_events_amount_not_negative', sql`${t.amountPaise} >= 0`),
    check('subscription_events_months_positive', sql`${t.months} > 0`),
  ],
);
