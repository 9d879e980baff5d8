import { and, eq, sql } from 'drizzle-orm';
import { REFUND_MSG, REFUND_WINDOW_DAYS, type RefundQuote, guidanceText, refundGuidance } from '@tlt/shared/back-office/refunds';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/client.ts';
import { coursePurchases, orders, payments, refunds, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { openCoursesOf } from '../courses/service.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type PaymentRow = typeof payments.$inferSelect;
export interface Member { id: string; name: string; email: string; language: Locale }

/**
 * The payment a refund call names: our record's id or the provider's payment id (txnId), of the
 * member with this e-mail when one is given. Anything else is "no such payment" (404), so an
 * admin cannot refund one member's payment in another's name.
 */
export async function paymentOf(db: Db, ref: string, email?: string): Promise<{ payment: PaymentRow; member: Member }> {
  const rows = await db
    .select({ payment: payments, member: { id: users.id, name: users.name, email: users.email, language: users.language } })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.userId))
    .where(and(UUID.test(ref) ? eq(payments.id, ref) : eq(payments.txnId, ref), email ? eq(users.email, email) : undefined))
    .limit(2);
  if (rows.length !== 1) throw notFound(REFUND_MSG.paymentNotFound);
  return rows[0];
}

/**
 * Why this payment cannot be refunded through the provider, or null: it must have been paid
 * through this provider (not recorded by an admin) and its order captured with this payment id.
 */
export async function notRefundableReason(db: Db, provider: PaymentProvider, p: PaymentRow): Promise<string | null> {
  if (p.source === 'manual' || p.source !== provider.name || !p.orderId) return REFUND_MSG.notByProvider;
  const [order] = await db.select({ status: orders.status, paymentId: orders.paymentId }).from(orders).where(eq(orders.id, p.orderId));
  if (!order || order.status !== 'paid' || order.paymentId !== p.txnId) return REFUND_MSG.notCaptured;
  return null;
}

/** Paise refunded from a payment: pending and processed (what is reserved), and pending alone. */
export async function refundedFrom(db: Db, paymentId: string) {
  const [r] = await db
    .select({
      refunded: sql<string>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} <> 'failed'), 0)`,
      pending: sql<string>`coalesce(sum(${refunds.amountPaise}) filter (where ${refunds.status} = 'pending'), 0)`,
    })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return { refundedPaise: Number(r.refunded), pendingPaise: Number(r.pending) };
}

/** The payment's plan came with the free courses: the 80% rule applies once their videos are unlocked. */
async function includesCourses(db: Db, p: PaymentRow) {
  const [c] = await db.select({ id: coursePurchases.id }).from(coursePurchases)
    .where(and(eq(coursePurchases.userId, p.userId), eq(coursePurchases.txnId, p.txnId))).limit(1);
  return !!c;
}

/** Paid within the 7-day window (from when the payment was recorded, as the courses' refund flag counts it). */
export const windowEndOf = (p: PaymentRow) => new Date(p.createdAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS);

/**
 * Everything a refund decision rests on, in paise: captured, refunded, what is left, and the
 * policy's guidance (decision 0027). Run inside the refund's transaction after locking the payment.
 */
export async function refundPosition(db: Db, p: PaymentRow, videosUnlockedClaim: boolean, now: Date) {
  const { refundedPaise, pendingPaise } = await refundedFrom(db, p.id);
  const courses = await includesCourses(db, p);
  const videosUnlocked = courses && videosUnlockedClaim;
  const withinWindow = now.getTime() <= windowEndOf(p).getTime();
  const guidance = refundGuidance({ capturedPaise: p.amountPaise, refundedPaise, withinWindow, videosUnlocked });
  const remainingPaise = Math.max(0, p.amountPaise - refundedPaise);
  return {
    capturedPaise: p.amountPaise, refundedPaise, pendingPaise, remainingPaise, includesCourses: courses, videosUnlocked, withinWindow,
    ...guidance, suggestedPaise: Math.min(guidance.suggestedPaise, remainingPaise),
  };
}

const rupees = (paise: number) => paise / 100;

/** GET /api/refund/quote: what the refund dialog shows before the admin decides. */
export async function quoteRefund(
  db: Db, provider: PaymentProvider, q: { paymentId: string; email?: string; videosUnlocked?: boolean }, now = new Date(),
): Promise<RefundQuote> {
  const { payment: p } = await paymentOf(db, q.paymentId, q.email);
  const reason = await notRefundableReason(db, provider, p);
  const pos = await refundPosition(db, p, q.videosUnlocked ?? false, now);
  return {
    paymentId: p.id, txnId: p.txnId, orderId: p.orderId, planType: p.planType, paidAt: p.createdAt.toISOString(),
    refundable: !reason && pos.remainingPaise > 0,
    notRefundableReason: reason ?? (pos.remainingPaise > 0 ? null : REFUND_MSG.fullyRefunded),
    captured: rupees(pos.capturedPaise), refunded: rupees(pos.refundedPaise), pending: rupees(pos.pendingPaise),
    remaining: rupees(pos.remainingPaise), withinWindow: pos.withinWindow, windowEndsAt: windowEndOf(p).toISOString(),
    includesCourses: pos.includesCourses, videosUnlocked: pos.videosUnlocked, rule: pos.rule,
    cap: rupees(pos.capPaise), suggested: rupees(pos.suggestedPaise), guidance: guidanceText(pos),
    openCourses: await openCoursesOf(db, p.userId, p.txnId, now),
  };
}
