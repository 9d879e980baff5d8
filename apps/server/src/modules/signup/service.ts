import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '@tlt/shared/messages';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { PaymentProof } from '@tlt/shared/orders';
import type { ManualPayment, SignupInput } from '@tlt/shared/signup';
import { verifyPaymentSignature } from '../../adapters/payments/signature.ts';
import type { Db } from '../../db/client.ts';
import { coupons, orders, payments, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createSession } from '../auth/service.ts';
import { grantPlanCourses } from '../courses/service.ts';
import { findPlan } from '../plans/service.ts';
import { loadUserDto } from '../users/service.ts';

export const isProof = (p: PaymentProof | ManualPayment): p is PaymentProof => 'signature' in p;

/** The stored order behind a payment proof, checked against the provider's signature. */
export async function verifiedOrder(db: Db, keySecret: string, proof: PaymentProof, purpose: 'signup' | 'renewal') {
  const [order] = await db.select().from(orders).where(eq(orders.id, proof.orderId));
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

interface Caller { userType: 'normal' | 'admin' }

/**
 * One transaction: user, payment (amount and dates from the order and plan, never the
 * browser), course purchases, coupon use, and the order marked used. A manual payment
 * (an admin bringing a member over) needs an admin caller and no signature.
 */
export async function signup(db: Db, keySecret: string, input: SignupInput & { email: string }, caller?: Caller) {
  const admin = caller?.userType === 'admin';
  const proof = isProof(input.payment) ? input.payment : null;
  const manual = proof ? null : (input.payment as ManualPayment);
  if (manual && !admin) throw forbidden(MSG.manualPaymentRefused);

  const order = proof ? await verifiedOrder(db, keySecret, proof, 'signup') : null;
  if (order && order.email !== input.email) throw badRequest(MSG.orderMismatch);
  const plan = order ? await findPlan(db, order.planId) : await findPlan(db, manual!.planType);
  if (!plan) throw badRequest(MSG.unknownPlan);
  const passwordHash = await hashPassword(input.password);

  const now = new Date();
  const start = manual?.startDate ? new Date(manual.startDate) : now;
  const end = manual?.endDate ? new Date(manual.endDate) : planEndDate(start, plan.months);
  if (end.getTime() <= start.getTime()) throw badRequest('The end date must be after the start date');
  const txnId = proof?.txnId ?? manual!.txnId;

  const userId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (order) await consumeOrder(t, order.id, proof!.txnId);
    const [user] = await t.insert(users).values({
      name: input.name, email: input.email, contactNo: input.contactNo, passwordHash,
      userType: admin && input.userType === 'admin' ? 'admin' : 'normal',
      active: admin ? (input.active ?? true) : true,
      portfolio: input.portfolio ?? null, experience: input.experience ?? null, investorType: input.investorType ?? null,
      deviceTokens: [input.deviceToken ?? []].flat().filter(Boolean).slice(0, 10),
    }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) throw conflict(MSG.userExists);
    await t.insert(payments).values({
      userId: user.id, amountPaise: order ? order.amountPaise : Math.round(manual!.amount * 100), txnId,
      orderId: order?.id ?? manual!.orderId ?? null, planType: plan.planType,
      source: order ? (order.provider === 'razorpay' ? 'razorpay' : 'test') : 'manual', startDate: start, endDate: end,
    });
    await grantPlanCourses(t, user.id, plan.months, txnId, start);
    if (order?.couponCode)
      await t.update(coupons).set({ usedCount: sql`${coupons.usedCount} + 1` }).where(eq(coupons.code, order.couponCode));
    return user.id;
  });

  const user = (await loadUserDto(db, userId))!;
  // Only the new member gets a session; an admin creating someone keeps their own.
  const token = admin && manual ? null : await createSession(db, userId, { remember: true });
  return { user, token, receipt: { planType: plan.planType, amountPaise: order?.amountPaise ?? Math.round(manual!.amount * 100), start, end } };
}

