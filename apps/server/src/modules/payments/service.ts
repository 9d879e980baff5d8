import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { countPayment, countRefund } from '../../lib/metrics.ts';
import { type RefundEvent, applyRefundEvent, markOrderFailed, markOrderPaid } from '../billing/index.ts';

export interface PaymentEvent {
  /** The provider's event id; a repeat is ignored. */
  id: string;
  type: string;
  orderId: string | null;
  paymentId: string | null;
  /** refund.* events: the refund they are about. */
  refund?: Omit<RefundEvent, 'type'>;
  payload: unknown;
}

const isRefundEvent = (t: string): t is RefundEvent['type'] => t === 'refund.processed' || t === 'refund.failed';

/**
 * Applies a provider event once, whatever the order of arrival: a capture marks the order
 * paid (also after an earlier failure: the buyer retried), a failure only marks an order
 * that is not paid; a refund's outcome settles our pending refund (billing). Unknown orders
 * and refunds are recorded and otherwise ignored.
 */
export async function applyPaymentEvent(db: Db, e: PaymentEvent): Promise<'applied' | 'duplicate'> {
  const result = await db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents)
      .values({ id: e.id, type: e.type, orderId: e.orderId, payload: e.payload as object })
      .onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (isRefundEvent(e.type)) {
      if (e.refund) await applyRefundEvent(tx, { type: e.type, ...e.refund });
      return 'applied';
    }
    if (!e.orderId) return 'applied';
    if (e.type === 'payment.captured' || e.type === 'order.paid') await markOrderPaid(tx, e.orderId, e.paymentId);
    else if (e.type === 'payment.failed') await markOrderFailed(tx, e.orderId);
    return 'applied';
  });
  // Counted once committed, and once per event however often the provider repeats it.
  if (result === 'applied') countPaymentEvent(e.type);
  return result;
}

/** The outcome a new event records: a payment's (order.paid repeats a capture), or a refund's at the provider. */
function countPaymentEvent(type: string) {
  if (type === 'payment.captured') countPayment('captured');
  else if (type === 'payment.failed') countPayment('failed');
  else if (type === 'refund.processed') countRefund('processed');
  else if (type === 'refund.failed') countRefund('failed');
}

type Entity = Record<string, unknown> | undefined;

/**
 * Razorpay's webhook body: the order and payment ids sit under payload.payment.entity; a refund
 * event's refund under payload.refund.entity, with our refund id in its notes (and receipt).
 */
export function parseWebhook(body: unknown, eventIdHeader: string | undefined, fallbackId: string): PaymentEvent {
  const b = (body ?? {}) as { event?: unknown; payload?: { payment?: { entity?: Entity }; order?: { entity?: Entity }; refund?: { entity?: Entity } } };
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const payment = b.payload?.payment?.entity;
  const refund = b.payload?.refund?.entity;
  const notes = (refund?.notes ?? {}) as Record<string, unknown>;
  return {
    id: eventIdHeader || fallbackId,
    type: str(b.event) ?? 'unknown',
    orderId: str(payment?.order_id) ?? str(b.payload?.order?.entity?.id),
    paymentId: str(payment?.id) ?? str(refund?.payment_id),
    ...(refund ? {
      refund: {
        providerRefundId: str(refund.id),
        refundId: str(notes.refundId) ?? str(refund.receipt),
        reason: str((refund.error as Entity)?.description) ?? str(refund.status_details) ?? null,
      },
    } : {}),
    payload: body ?? {},
  };
}
