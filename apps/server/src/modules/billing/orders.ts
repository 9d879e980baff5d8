import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { MSG } from '@tlt/shared/messages';
import type { PaymentProof } from '@tlt/shared/orders';
import { verifyPaymentSignature } from '../../adapters/payments/signature.ts';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../lib/errors.ts';

export type OrderRow = typeof orders.$inferSelect;

export async function findOrder(db: Db, orderId: string): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The stored order behind a payment proof, checked against the provider's signature. */
export async function verifiedOrder(db: Db, keySecret: string, proof: PaymentProof, purpose: 'signup' | 'renewal') {
  const order = await findOrder(db, proof.orderId);
  if (!order || order.purpose !== purpose) throw badRequest(MSG.badPaymentSignature);
  if (!verifyPaymentSignature(keySecret, order.id, proof.txnId, proof.signature)) throw badRequest(MSG.badPaymentSignature);
  return order;
}

/** Marks the order used by this account or renewal; a second use is a 409 and rolls everything back. */
export async function consumeOrder(db: Db, orderId: string, paymentId: string) {
  const [row] = await db.update(orders)
    .set({ consumedAt: new Date(), status: 'paid', paymentId, paidAt: sql`coalesce(${orders.paidAt}, now())` })
    .where(and(eq(orders.id, orderId), isNull(orders.consumedAt)))
    .returning({ id: orders.id });
  if (!row) throw conflict(MSG.orderAlreadyUsed);
}

/** The provider's capture: paid, also after an earlier failure (the buyer retried). */
export async function markOrderPaid(db: Db, orderId: string, paymentId: string | null) {
  await db.update(orders)
    .set({ status: 'paid', paymentId, paidAt: new Date() })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')));
}

/** The provider's failure marks only an order that is not paid yet. */
export async function markOrderFailed(db: Db, orderId: string) {
  await db.update(orders).set({ status: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'created')));
}
