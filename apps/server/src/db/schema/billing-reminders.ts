import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { payments } from './payments.ts';

/** The reminder mails of a paid period (decision 0024). */
export const BILLING_REMINDER_KINDS = ['expiry:7', 'expiry:1', 'expiry:0', 'nudge'] as const;
export type BillingReminderKind = (typeof BILLING_REMINDER_KINDS)[number];

/**
 * One row per reminder mail queued for a period: the key that makes a daily sweep, run twice or
 * by two processes at once, mail each reminder once. Rows go with their payment.
 */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    paymentId: uuid('payment_id').notNull().references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<BillingReminderKind>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.kind] }),
    check('billing_reminders_kind_check', sql`${t.kind} in ('expiry:7', 'expiry:1', 'expiry:0', 'nudge')`),
  ],
);
