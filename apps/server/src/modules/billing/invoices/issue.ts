import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingDetails, creditNotes, invoices, payments, refunds, users } from '../../../db/schema/index.ts';
import { nextDocumentNumber } from './numbering.ts';
import { readSellerSettings } from './settings.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Writes a payment's tax invoice in the caller's transaction (decision 0032): the next number of
 * the financial year of `now`, and what the invoice says as of now (buyer's name, e-mail and
 * state, the rate, the seller once the settings are complete, the plan and the period paid for).
 * The caller makes sure the payment has none yet (grantPaidPeriod: a new payment; ensureInvoice:
 * the payment row locked).
 */
export async function issueInvoice(tx: Db, paymentId: string, now = new Date()): Promise<InvoiceRow> {
  const [p] = await tx.select({
    id: payments.id, planType: payments.planType, startDate: payments.startDate, endDate: payments.endDate, amountPaise: payments.amountPaise,
    name: users.name, email: users.email, state: billingDetails.stateCode,
  }).from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(billingDetails, eq(billingDetails.userId, payments.userId))
    .where(eq(payments.id, paymentId));
  // A full refund cut the period short: the invoice shows the period that was paid for.
  const [cut] = await tx.select({ from: sql<Date | null>`max(${refunds.endedPeriodFrom})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(refunds).where(and(eq(refunds.paymentId, paymentId), ne(refunds.status, 'failed')));
  const s = await readSellerSettings(tx);
  const n = await nextDocumentNumber(tx, 'invoice', now);
  const [row] = await tx.insert(invoices).values({
    paymentId, number: n.number, fiscalYear: n.fiscalYear, seq: n.seq, issuedAt: now,
    buyerName: p.name, buyerEmail: p.email, buyerState: p.state ?? null, gstRateBp: s.gstRateBp, seller: s.seller,
    planType: p.planType, periodStart: p.startDate, periodEnd: cut?.from ?? p.endDate, amountPaise: p.amountPaise,
  }).returning();
  return row;
}

/**
 * The payment's invoice, issued now if it has none (a payment written outside billing, such as demo
 * data). The payment row is locked first, so two callers never both issue one.
 */
export async function ensureInvoice(tx: Db, paymentId: string, now = new Date()): Promise<InvoiceRow> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
  const [found] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return found ?? issueInvoice(tx, paymentId, now);
}

/**
 * A processed refund's credit note, in the caller's transaction (the one that marks it processed,
 * which holds the refund row): numbered in its own series, against the payment's invoice. A second
 * call for the same refund does nothing.
 */
export async function issueCreditNote(tx: Db, refundId: string, now = new Date()): Promise<void> {
  const [r] = await tx.select({ paymentId: refunds.paymentId, amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds).where(eq(refunds.id, refundId));
  if (!r || r.status !== 'processed') return;
  const [existing] = await tx.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId));
  if (existing) return;
  const invoice = await ensureInvoice(tx, r.paymentId, now);
  const s = await readSellerSettings(tx);
  const n = await nextDocumentNumber(tx, 'credit_note', now);
  await tx.insert(creditNotes).values({
    refundId, invoiceId: invoice.id, number: n.number, fiscalYear: n.fiscalYear, seq: n.seq, issuedAt: now,
    amountPaise: r.amountPaise, seller: s.seller ?? invoice.seller,
  });
}
