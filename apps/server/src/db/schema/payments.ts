import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const paymentSource = pgEnum('payment_source', ['test', 'razorpay', 'manual']);

/** One paid period of a member. The one ending last is the current plan (payment[0]). */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    txnId: text('txn_id').notNull(),
    orderId: text('order_id'),
    planType: text('plan_type').notNull(),
    source: paymentSource('source').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_user_end_idx').on(t.userId, t.endDate.desc())],
);
