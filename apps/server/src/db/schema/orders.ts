import { boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { plans } from './plans.ts';
import { users } from './users.ts';

export const orderStatus = pgEnum('order_status', ['created', 'paid', 'failed']);
export const orderPurpose = pgEnum('order_purpose', ['signup', 'renewal']);

/**
 * A payment order with the provider. The amount is computed here, never taken from the
 * browser. `consumedAt` marks the one account or renewal a paid order may create.
 */
export const orders = pgTable(
  'orders',
  {
    /** The provider's order id (order_…). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    purpose: orderPurpose('purpose').notNull(),
    planId: integer('plan_id').notNull().references(() => plans.id),
    amountPaise: integer('amount_paise').notNull(),
    couponCode: text('coupon_code'),
    /** The signup's campaign (the browser's stored utm_source): a dashboard label only (decision 0029). */
    utmSource: text('utm_source'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** For renewals: whose plan it extends. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: orderStatus('status').notNull().default('created'),
    paymentId: text('payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('orders_email_idx').on(t.email)],
);

/** Provider webhook events already applied; a repeat is ignored by its id. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  orderId: text('order_id'),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  code: text('code').primaryKey(),
  discountPercent: integer('discount_percent').notNull(),
  active: boolean('active').notNull().default(true),
  usedCount: integer('used_count').notNull().default(0),
  maxUses: integer('max_uses'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
