import { and, eq } from 'drizzle-orm';
import { type GstSplit, gstSplit } from '@tlt/shared/invoice-gst';
import { OUTSIDE_INDIA } from '@tlt/shared/indian-states';
import { DEFAULT_LOCALE, type Locale } from '@tlt/shared/i18n/locale';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import type { Db } from '../../../db/client.ts';
import { creditNotes, invoices, payments, refunds, users } from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { ensureInvoice, freezeSeller } from './issue.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The seller a document prints (the PDF still marks a missing field "not set", which no issued document has). */
export interface SellerView {
  name: string | null;
  address: string | null;
  gstin: string | null;
  stateCode: string | null;
  sac: string;
}

/** Everything a PDF shows, decided here so the renderer only lays it out. */
export interface TaxDocument {
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: Date;
  /** A credit note's invoice. */
  against: { number: string; issuedAt: Date } | null;
  seller: SellerView;
  buyer: { name: string; email: string };
  /** The buyer's state code, or the seller's when the buyer gave none (`assumed`). */
  placeOfSupply: { code: string | null; assumed: boolean };
  planType: string;
  periodStart: Date;
  periodEnd: Date;
  ratePercent: number;
  split: GstSplit;
  /** The member's language (issue 30 §6): Hindi prints each heading's Hindi beside the English. */
  language: Locale;
}

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The seller an invoice prints: its own snapshot, or, for one issued without (before issue 26, or
 * backfilled), the complete settings of now, frozen onto it. Never "not set": with the settings
 * incomplete the document is not shown (409) rather than printed without a supplier.
 */
async function sellerOf(db: Db, inv: InvoiceRow): Promise<SellerView> {
  const seller = inv.seller ?? await db.transaction((tx) => freezeSeller(tx, inv.id));
  if (!seller) throw conflict(INVOICE_MSG.notIssuedYet);
  return seller;
}

/**
 * GST's rule of place: a buyer outside India, or in another state than the seller, is an
 * inter-state supply (IGST); the same state, or no state given, is intra-state (CGST + SGST).
 */
function placeOf(buyerState: string | null, seller: SellerView) {
  const place = { code: buyerState ?? seller.stateCode, assumed: buyerState === null };
  const inter = buyerState === OUTSIDE_INDIA || (buyerState !== null && seller.stateCode !== null && buyerState !== seller.stateCode);
  return { place, kind: inter ? 'inter' as const : 'intra' as const };
}

async function documentOf(db: Db, inv: InvoiceRow, amountPaise: number, kind: TaxDocument['kind'], head: { number: string; issuedAt: Date }): Promise<TaxDocument> {
  // A credit note corrects its invoice: the invoice's seller and place of supply, whoever the seller is today.
  const seller = await sellerOf(db, inv);
  const { place, kind: gst } = placeOf(inv.buyerState, seller);
  // The member's language as the document is drawn (they may have switched since it was issued).
  const [member] = await db.select({ language: users.language }).from(payments).innerJoin(users, eq(users.id, payments.userId))
    .where(eq(payments.id, inv.paymentId));
  return {
    kind, number: head.number, issuedAt: head.issuedAt,
    against: kind === 'credit_note' ? { number: inv.number, issuedAt: inv.issuedAt } : null,
    seller, buyer: { name: inv.buyerName, email: inv.buyerEmail }, placeOfSupply: place,
    planType: inv.planType, periodStart: inv.periodStart, periodEnd: inv.periodEnd,
    ratePercent: inv.gstRateBp / 100, split: gstSplit(amountPaise, inv.gstRateBp, gst),
    language: member?.language ?? DEFAULT_LOCALE,
  };
}

/** A payment's invoice (issued now if it had none and the seller is set; else 409); a payment gone (erased) is a 404. */
export async function invoiceDocument(db: Db, paymentId: string, now = new Date()): Promise<TaxDocument> {
  const [found] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  if (!found && !(await db.select({ id: payments.id }).from(payments).where(eq(payments.id, paymentId))).length) throw notFound();
  const inv = found ?? await db.transaction((tx) => ensureInvoice(tx, paymentId, now));
  if (!inv) throw conflict(INVOICE_MSG.notIssuedYet);
  return documentOf(db, inv, inv.amountPaise, 'invoice', inv);
}

/** A refund's credit note; a refund not processed yet has none (409). */
export async function creditNoteDocument(db: Db, refundId: string): Promise<TaxDocument> {
  const [row] = await db.select({ note: creditNotes, inv: invoices }).from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(eq(creditNotes.refundId, refundId));
  if (!row) throw conflict(INVOICE_MSG.creditNoteNotYet);
  return documentOf(db, row.inv, row.note.amountPaise, 'credit_note', row.note);
}

/** The caller's own payment's invoice; anyone else's, or no such id, is a 404. */
export async function memberInvoice(db: Db, userId: string, paymentId: string, now = new Date()): Promise<TaxDocument> {
  if (!UUID.test(paymentId)) throw notFound();
  const [own] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!own) throw notFound();
  return invoiceDocument(db, paymentId, now);
}

/** The caller's own refund's credit note; a refund not processed has none (404), as has anyone else's. */
export async function memberCreditNote(db: Db, userId: string, refundId: string): Promise<TaxDocument> {
  if (!UUID.test(refundId)) throw notFound();
  const [own] = await db.select({ id: creditNotes.id }).from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .where(and(eq(creditNotes.refundId, refundId), eq(refunds.userId, userId)));
  if (!own) throw notFound();
  return creditNoteDocument(db, refundId);
}
