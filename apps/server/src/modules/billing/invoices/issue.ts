import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { billingDetails, creditNotes, invoices, payments, refunds, users } from '../../../db/schema/index.ts';
import { nextDocumentNumber } from './numbering.ts';
import { readSellerSettings } from './seller.ts';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Writes a payment's tax invoice in the caller's transaction (decision 0032): the next number of
 * the financial year of `now`, and what the invoice says as of now (buyer's name, e-mail and
 * state, the rate, the seller, the plan and the period paid for). The caller makes sure the
 * payment has none yet (grantPaidPeriod: a new payment; ensureInvoice: the payment row locked).
 *
 * Until the seller's settings are complete no invoice is issued (null): an invoice saying
 * "Supplier: not set" is no tax invoice (issue 26). The payment waits, and saving complete
 * settings issues it (issueWaitingDocuments).
 */
export async function issueInvoice(tx: Db, paymentId: string, now = new Date()): Promise<InvoiceRow | null> {
  const s = await readSellerSettings(tx);
  if (!s.seller) return null;
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
 * data), or null while the seller is not set. The payment row is locked first, so two callers
 * never both issue one.
 */
export async function ensureInvoice(tx: Db, paymentId: string, now = new Date()): Promise<InvoiceRow | null> {
  await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId)).for('update');
  const [found] = await tx.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  return found ?? issueInvoice(tx, paymentId, now);
}

/**
 * A processed refund's credit note, in the caller's transaction (the one that marks it processed,
 * which holds the refund row): numbered in its own series, against the payment's invoice, with
 * that invoice's seller (a credit note corrects that invoice, whoever the seller is today). A
 * second call for the same refund does nothing; with no seller set yet it waits, like the invoice.
 */
export async function issueCreditNote(tx: Db, refundId: string, now = new Date()): Promise<void> {
  const [r] = await tx.select({ paymentId: refunds.paymentId, amountPaise: refunds.amountPaise, status: refunds.status })
    .from(refunds).where(eq(refunds.id, refundId));
  if (!r || r.status !== 'processed') return;
  const [existing] = await tx.select({ id: creditNotes.id }).from(creditNotes).where(eq(creditNotes.refundId, refundId));
  if (existing) return;
  const invoice = await ensureInvoice(tx, r.paymentId, now);
  const seller = invoice && (invoice.seller ?? await freezeSeller(tx, invoice.id));
  if (!invoice || !seller) return;
  const n = await nextDocumentNumber(tx, 'credit_note', now);
  await tx.insert(creditNotes).values({
    refundId, invoiceId: invoice.id, number: n.number, fiscalYear: n.fiscalYear, seq: n.seq, issuedAt: now,
    amountPaise: r.amountPaise, seller,
  });
}

/**
 * An invoice issued without a seller (before the settings were complete, or backfilled) takes the
 * complete settings of now for good, so it and its credit notes print one seller from then on;
 * null while the settings are not complete.
 */
export async function freezeSeller(tx: Db, invoiceId: string) {
  const { seller } = await readSellerSettings(tx);
  if (!seller) return null;
  await tx.update(invoices).set({ seller }).where(and(eq(invoices.id, invoiceId), isNull(invoices.seller)));
  return seller;
}

/**
 * Once the seller's settings are complete (saveInvoiceSettings' transaction): invoices issued before
 * issue 26 without a seller keep the seller of now for good, then every payment that waited gets its
 * invoice and every processed refund its credit note, in the order they happened.
 */
export async function issueWaitingDocuments(tx: Db, now = new Date()): Promise<void> {
  const s = await readSellerSettings(tx);
  if (!s.seller) return;
  await tx.update(invoices).set({ seller: s.seller }).where(isNull(invoices.seller));
  await tx.update(creditNotes).set({ seller: sql`(select ${invoices.seller} from ${invoices} where ${invoices.id} = ${creditNotes.invoiceId})` })
    .where(isNull(creditNotes.seller));
  const waiting = await tx.select({ id: payments.id }).from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(isNull(invoices.id)).orderBy(asc(payments.createdAt), asc(payments.id));
  for (const p of waiting) await issueInvoice(tx, p.id, now);
  const refundsWaiting = await tx.select({ id: refunds.id }).from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(and(eq(refunds.status, 'processed'), isNull(creditNotes.id))).orderBy(asc(refunds.processedAt), asc(refunds.id));
  for (const r of refundsWaiting) await issueCreditNote(tx, r.id, now);
}
