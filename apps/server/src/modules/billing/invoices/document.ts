import { and, eq } from 'drizzle-orm';
import { type GstSplit, gstSplit } from '@tlt/shared/invoice-gst';
import { OUTSIDE_INDIA } from '@tlt/shared/indian-states';
import type { Db } from '../../../db/client.ts';
import { type SellerSnapshot, creditNotes, invoices, payments, refunds } from '../../../db/schema/index.ts';
import { notFound } from '../../../lib/errors.ts';
import { ensureInvoice } from './issue.ts';
import { readSellerSettings } from './settings.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a seller field shows: its value, or null where the settings are not complete ("not set"). */
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
}

type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice issued before the settings were complete shows the settings as they are now. */
async function sellerOf(db: Db, snapshot: SellerSnapshot | null): Promise<SellerView> {
  if (snapshot) return snapshot;
  const s = await readSellerSettings(db);
  if (s.seller) return s.seller;
  const p = s.partial;
  return { name: p.sellerName ?? null, address: p.address ?? null, gstin: p.gstin ?? null, stateCode: p.stateCode ?? null, sac: s.sac };
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

async function documentOf(db: Db, inv: InvoiceRow, amountPaise: number, seller: SellerView, kind: TaxDocument['kind'], head: { number: string; issuedAt: Date }): Promise<TaxDocument> {
  // The supply's place is the invoice's, with the invoice's seller, also on its credit notes.
  const { place, kind: gst } = placeOf(inv.buyerState, await sellerOf(db, inv.seller));
  return {
    kind, number: head.number, issuedAt: head.issuedAt,
    against: kind === 'credit_note' ? { number: inv.number, issuedAt: inv.issuedAt } : null,
    seller, buyer: { name: inv.buyerName, email: inv.buyerEmail }, placeOfSupply: place,
    planType: inv.planType, periodStart: inv.periodStart, periodEnd: inv.periodEnd,
    ratePercent: inv.gstRateBp / 100, split: gstSplit(amountPaise, inv.gstRateBp, gst),
  };
}

/** The caller's own payment's invoice (issued now if it had none); anyone else's, or no such id, is a 404. */
export async function memberInvoice(db: Db, userId: string, paymentId: string, now = new Date()): Promise<TaxDocument> {
  if (!UUID.test(paymentId)) throw notFound();
  const [own] = await db.select({ id: payments.id }).from(payments).where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
  if (!own) throw notFound();
  const [found] = await db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
  const inv = found ?? await db.transaction((tx) => ensureInvoice(tx as unknown as Db, paymentId, now));
  return documentOf(db, inv, inv.amountPaise, await sellerOf(db, inv.seller), 'invoice', inv);
}

/** The caller's own refund's credit note; a refund not processed has none (404), as has anyone else's. */
export async function memberCreditNote(db: Db, userId: string, refundId: string): Promise<TaxDocument> {
  if (!UUID.test(refundId)) throw notFound();
  const [row] = await db.select({ note: creditNotes, inv: invoices }).from(creditNotes)
    .innerJoin(refunds, eq(refunds.id, creditNotes.refundId))
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .where(and(eq(creditNotes.refundId, refundId), eq(refunds.userId, userId)));
  if (!row) throw notFound();
  return documentOf(db, row.inv, row.note.amountPaise, await sellerOf(db, row.note.seller), 'credit_note', row.note);
}
