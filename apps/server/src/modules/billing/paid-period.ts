import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { coupons, payments, type plans } from '../../db/schema/index.ts';
import { grantPlanCourses } from '../courses/service.ts';
import { issueInvoice } from './invoices/issue.ts';
import type { OrderRow } from './orders.ts';
import { recordPaymentEvent } from './subscription-events.ts';

/**
 * A payment ready to become membership: the plan, what was paid by which means (amounts from
 * the order and plan, never the browser), and the period it buys.
 */
export interface PaidPeriod {
  plan: typeof plans.$inferSelect;
  /** The verified order paid for; none for an admin's manual payment. */
  order: OrderRow | null;
  amountPaise: number;
  txnId: string;
  orderId: string | null;
  source: 'razorpay' | 'test' | 'manual';
  start: Date;
  end: Date;
  /** The plan's courses run 12 months from here. */
  coursesFrom: Date;
}

/** A verified order's side of a payment. */
export const paidByOrder = (order: OrderRow, txnId: string) => ({
  order, amountPaise: order.amountPaise, txnId, orderId: order.id,
  source: order.provider === 'razorpay' ? 'razorpay' as const : 'test' as const,
});

/**
 * The one place a payment becomes a membership period and the plan's courses (and the dashboard's
 * signup or renewal event, and the payment's tax invoice), for signup, renewal and an admin's
 * manual payment alike; runs inside the caller's transaction, after the order was consumed.
 * `now` dates the invoice (its financial year and number).
 */
export async function grantPaidPeriod(db: Db, userId: string, p: PaidPeriod, now = new Date()) {
  const [payment] = await db.insert(payments).values({
    userId, amountPaise: p.amountPaise, txnId: p.txnId, orderId: p.orderId, planType: p.plan.planType,
    source: p.source, startDate: p.start, endDate: p.end,
  }).returning({ id: payments.id });
  // The dashboard's signup or renewal (decision 0029), committed with the payment or not at all.
  await recordPaymentEvent(db, userId, payment.id, p);
  // Numbered in this transaction: a payment that rolls back gives its number back (decision 0032).
  await issueInvoice(db, payment.id, now);
  await grantPlanCourses(db, userId, p.plan.months, p.txnId, p.coursesFrom);
  // Only signup orders have counted their coupon so far; see decision 0012.
  if (p.order?.purpose === 'signup' && p.order.couponCode)
    await db.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.code, p.order.couponCode));
  return { paymentId: payment.id };
}

/** What the receipt mail shows. */
export const receiptOf = (p: PaidPeriod) => ({ planType: p.plan.planType, amountPaise: p.amountPaise, start: p.start, end: p.end });
