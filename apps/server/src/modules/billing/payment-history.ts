import { desc, eq } from 'drizzle-orm';
import type { PaymentHistory, PaymentHistoryItem } from '@tlt/shared/payments-history';
import type { Db } from '../../db/client.ts';
import { creditNotes, invoices, payments, refunds } from '../../db/schema/index.ts';

type PaymentStatus = Extract<PaymentHistoryItem, { kind: 'payment' }>['status'];

function paymentStatus(amountPaise: number, processedPaise: number, pendingPaise: number): PaymentStatus {
  if (pendingPaise > 0) return 'refundPending';
  if (processedPaise >= amountPaise && processedPaise > 0) return 'refunded';
  return processedPaise > 0 ? 'partlyRefunded' : 'paid';
}

/**
 * GET /api/user/me/payments: the caller's payments and refunds, newest first, each payment with
 * its invoice number and each processed refund with its credit note's. Two indexed reads by the
 * member (a member has a handful of each).
 */
export async function paymentHistory(db: Db, userId: string): Promise<PaymentHistory> {
  const pays = await db.select({ p: payments, invoice: invoices.number }).from(payments)
    .leftJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(eq(payments.userId, userId));
  const refs = await db.select({ r: refunds, note: creditNotes.number }).from(refunds)
    .leftJoin(creditNotes, eq(creditNotes.refundId, refunds.id))
    .where(eq(refunds.userId, userId)).orderBy(desc(refunds.createdAt));
  const byId = new Map(pays.map((x) => [x.p.id, x]));

  const items: (PaymentHistoryItem & { at: number })[] = pays.map(({ p, invoice }) => {
    const mine = refs.filter((x) => x.r.paymentId === p.id);
    const sum = (status: string) => mine.filter((x) => x.r.status === status).reduce((a, x) => a + x.r.amountPaise, 0);
    const processed = sum('processed');
    return {
      kind: 'payment', _id: p.id, date: p.createdAt.toISOString(), at: p.createdAt.getTime(), planType: p.planType,
      startDate: p.startDate.toISOString(), endDate: p.endDate.toISOString(), amount: p.amountPaise / 100,
      method: p.txnId, status: paymentStatus(p.amountPaise, processed, sum('pending')),
      refunded: processed / 100, invoiceNumber: invoice,
    };
  });
  for (const { r, note } of refs) {
    const paid = byId.get(r.paymentId);
    if (!paid) continue;
    items.push({
      kind: 'refund', _id: r.id, paymentId: r.paymentId, date: r.createdAt.toISOString(), at: r.createdAt.getTime(),
      planType: paid.p.planType, startDate: paid.p.startDate.toISOString(), endDate: paid.p.endDate.toISOString(),
      amount: r.amountPaise / 100, method: r.providerRefundId ?? r.providerPaymentId, status: r.status,
      invoiceNumber: paid.invoice, creditNoteNumber: note,
    });
  }
  items.sort((a, b) => b.at - a.at || (a.kind === b.kind ? 0 : a.kind === 'refund' ? -1 : 1));
  return { items: items.map(({ at: _at, ...item }) => item) };
}
