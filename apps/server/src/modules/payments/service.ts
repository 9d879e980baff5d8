import type { Db } from '../../db/client.ts';
import { paymentEvents } from '../../db/schema/index.ts';
import { markOrderFailed, markOrderPaid } from '../billing/index.ts';

export interface PaymentEvent {
  /** The provider's event id; a repeat is ignored. */
  id: string;
  type: string;
  orderId: string | null;
  paymentId: string | null;
  payload: unknown;
}

/**
 * Applies a provider event once, whatever the order of arrival: a capture marks the order
 * paid (also after an earlier failure: the buyer retried), a failure only marks an order
 * that is not paid. Unknown orders are recorded and otherwise ignored.
 */
export async function applyPaymentEvent(db: Db, e: PaymentEvent): Promise<'applied' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(paymentEvents)
      .values({ id: e.id, type: e.type, orderId: e.orderId, payload: e.payload as object })
      .onConflictDoNothing().returning({ id: paymentEvents.id });
    if (!fresh) return 'duplicate';
    if (!e.orderId) return 'applied';
    const t = tx as unknown as Db;
    if (e.type === 'payment.captured' || e.type === 'order.paid') await markOrderPaid(t, e.orderId, e.paymentId);
    else if (e.type === 'payment.failed') await markOrderFailed(t, e.orderId);
    return 'applied';
  });
}

/** Razorpay's webhook body: the order and payment ids sit under payload.payment.entity. */
export function parseWebhook(body: unknown, eventIdHeader: string | undefined, fallbackId: string): PaymentEvent {
  const b = (body ?? {}) as { event?: unknown; payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown } }; order?: { entity?: { id?: unknown } } } };
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const payment = b.payload?.payment?.entity;
  return {
    id: eventIdHeader || fallbackId,
    type: str(b.event) ?? 'unknown',
    orderId: str(payment?.order_id) ?? str(b.payload?.order?.entity?.id),
    paymentId: str(payment?.id),
    payload: body ?? {},
  };
}
