import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BuyerStateCode } from '@tlt/shared/indian-states';
import { payments } from './payments.ts';
import { refunds } from './refunds.ts';
import { users } from './users.ts';

/** The seller as an invoice printed it: kept once the admin's invoice settings were complete. */
export interface SellerSnapshot {
  name: string;
  address: string;
  gstin: string;
  stateCode: string;
  sac: string;
}

/**
 * The last number given in each series and Indian financial year (decision 0032): 'invoice' or
 * 'credit_note' × '2026-27'. The row is locked by the upsert that takes the next number, inside the
 * transaction that records the payment or refund, so numbers are gap-free and never reused.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    fiscalYear: text('fiscal_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.fiscalYear] })],
);

/**
 * A payment's GST tax invoice, written with the payment. It keeps what the invoice said when it
 * was issued (buyer, place of supply, rate, plan and period, seller once set): a later change of
 * name, state, rate or address, a refund that cuts the period short, or the member's erasure does
 * not rewrite an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id').notNull().unique().references(() => payments.id, { onDelete: 'cascade' }),
    /** TLT/26-27/000123 (16 characters at most, GST rule 46(b)). */
    number: text('number').notNull().unique(),
    fiscalYear: text('fiscal_year').notNull(),
    seq: integer('seq').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    /** The buyer's GST state code ('96' outside India); null: not given, the supply is taken to be in the seller's state. */
    buyerState: text('buyer_state'),
    /** Basis points: 1800 is 18%. */
    gstRateBp: integer('gst_rate_bp').notNull(),
    /** Null when the settings were not complete at issue: the invoice shows the settings as they are now. */
    seller: jsonb('seller').$type<SellerSnapshot>(),
    planType: text('plan_type').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('invoices_rate_range', sql`${t.gstRateBp} between 0 and 10000`)],
);

/** A processed refund's credit note, in its own series, against the payment's invoice. */
export const creditNotes = pgTable('credit_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  refundId: uuid('refund_id').notNull().unique().references(() => refunds.id, { onDelete: 'cascade' }),
  invoiceId: uuid('invoice_id').notNull().references(() => invoices.id, { onDelete: 'cascade' }),
  /** TCN/26-27/000045. */
  number: text('number').notNull().unique(),
  fiscalYear: text('fiscal_year').notNull(),
  seq: integer('seq').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  amountPaise: integer('amount_paise').notNull(),
  seller: jsonb('seller').$type<SellerSnapshot>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a member gives for their invoices: today only the state (the place of supply). */
export const billingDetails = pgTable('billing_details', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  /** A GST state code, '96' for outside India; null: not given. Only BillingDetailsSchema's codes are written. */
  stateCode: text('state_code').$type<BuyerStateCode>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
