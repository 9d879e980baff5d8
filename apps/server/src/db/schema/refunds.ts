import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { payments } from './payments.ts';
import { users } from './users.ts';

/** pending: reserved and sent to the provider; processed/failed: as the provider's webhook says. */
export const refundStatus = pgEnum('refund_status', ['pending', 'processed', 'failed']);

/**
 * A refund of (part of) a captured payment through the payment provider (decision 0027). A row is
 * written, and its amount reserved, before the provider is called; pending and processed rows
 * together never exceed what was captured. The guidance the admin saw (7-day window, 80% rule) is
 * kept with the override reason when they went past it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's payment id (pay_…) and order id of the refunded payment. */
    providerPaymentId: text('provider_payment_id').notNull(),
    orderId: text('order_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: refundStatus('status').notNull().default('pending'),
    /** rfnd_… once the provider accepted it. */
    providerRefundId: text('provider_refund_id').unique(),
    /** Sent as X-Refund-Idempotency: a retry of the same call never refunds twice. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    /** The guidance shown: paid within the 7-day window? course videos unlocked? the amount it suggested. */
    withinWindow: boolean('within_window').notNull(),
    videosUnlocked: boolean('videos_unlocked').notNull(),
    suggestedPaise: integer('suggested_paise').notNull(),
    /** Why the admin refunded more than the guidance suggested; null when within it. */
    overrideReason: text('override_reason'),
    /** A full refund ends the period: its end before, restored if the refund fails. */
    endedPeriodFrom: timestamp('ended_period_from', { withTimezone: true }),
    /** The refund ends the course access the payment bought (always with a full refund; the admin's choice with a partial one). */
    endsCourseAccess: boolean('ends_course_access').notNull().default(false),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_user_idx').on(t.userId, t.createdAt.desc()),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_suggested_not_negative', sql`${t.suggestedPaise} >= 0`),
  ],
);
