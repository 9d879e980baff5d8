import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, refunds } from '../../db/schema/index.ts';
import { recordAudit } from '../audit/index.ts';
import { restoreCoursesOfRefund } from '../courses/service.ts';
import { issueCreditNote } from './invoices/issue.ts';
import { dropRefundEvent, recordRefundEvent } from './subscription-events.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Marks a pending refund failed, in the caller's transaction: its amount is free again and a period
 * or course access it ended runs to its old end. Audited as refund.failed (actor null when the provider's webhook
 * said so). Answers the refund's member, or null when it was not pending.
 */
export async function failRefund(tx: Db, o: { refundId: string; reason: string | null; actorId: string | null; ip: string | null }) {
  const [r] = await tx.update(refunds)
    .set({ status: 'failed', failedAt: new Date(), updatedAt: new Date(), failureReason: o.reason })
    .where(and(eq(refunds.id, o.refundId), eq(refunds.status, 'pending')))
    .returning();
  if (!r) return null;
  let restored = false;
  if (r.endedPeriodFrom) {
    const back = await tx.update(payments).set({ endDate: r.endedPeriodFrom })
      .where(and(eq(payments.id, r.paymentId), lt(payments.endDate, r.endedPeriodFrom)))
      .returning({ id: payments.id });
    restored = back.length > 0;
  }
  await restoreCoursesOfRefund(tx, r.id);
  // A refund that failed never happened: off the dashboard (decision 0029), with any expiry its cut caused.
  await dropRefundEvent(tx, r.id, r.paymentId, restored);
  await recordAudit(tx, {
    actorId: o.actorId, action: 'refund.failed', targetUserId: r.userId, ip: o.ip,
    before: { status: 'pending' }, after: { status: 'failed', ...(restored ? { endDate: r.endedPeriodFrom!.toISOString() } : {}) },
    data: { refundId: r.id, paymentId: r.paymentId, txnId: r.providerPaymentId, amount: r.amountPaise / 100, reason: o.reason },
  });
  return { userId: r.userId };
}

/** A provider's refund event: its refund id (rfnd_…) and ours, echoed in the refund's notes. */
export interface RefundEvent {
  type: 'refund.processed' | 'refund.failed';
  providerRefundId: string | null;
  refundId: string | null;
  reason: string | null;
}

/**
 * Applies refund.processed / refund.failed to our record, inside the webhook's transaction (which
 * has already dropped a repeated event id). Only a pending refund moves, so a late or repeated
 * event never undoes a settled one. A refund made outside the site (the provider's dashboard) has
 * no record here: the event is kept in payment_events and otherwise ignored.
 */
export async function applyRefundEvent(tx: Db, e: RefundEvent): Promise<void> {
  const match = [
    e.providerRefundId ? eq(refunds.providerRefundId, e.providerRefundId) : undefined,
    e.refundId && UUID.test(e.refundId) ? eq(refunds.id, e.refundId) : undefined,
  ].filter((m) => m !== undefined);
  if (!match.length) return;
  const [r] = await tx.select().from(refunds).where(or(...match)).limit(1).for('update');
  if (!r || r.status !== 'pending') return;
  if (e.type === 'refund.processed') {
    await tx.update(refunds)
      .set({ status: 'processed', processedAt: new Date(), updatedAt: new Date(), providerRefundId: r.providerRefundId ?? e.providerRefundId })
      .where(eq(refunds.id, r.id));
    await recordRefundEvent(tx, r.id);
    // The money went back: the refund's credit note, numbered in this transaction (decision 0032).
    await issueCreditNote(tx, r.id);
  } else {
    await failRefund(tx, { refundId: r.id, reason: e.reason ?? 'Refused by the payment provider', actorId: null, ip: null });
  }
}
