import { MEMBER_CREATE_MSG } from '@tlt/shared/back-office/member-create';
import { MSG } from '@tlt/shared/messages';
import { rupeesToPaise } from '@tlt/shared/money';
import type { PaymentProof } from '@tlt/shared/orders';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { ManualPayment } from '@tlt/shared/signup';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { findPlan } from '../plans/service.ts';
import { verifiedOrder } from './orders.ts';
import { type PaidPeriod, paidByOrder } from './paid-period.ts';

const isProof = (p: PaymentProof | ManualPayment): p is PaymentProof => 'signature' in p;

/**
 * What a signup pays with: a verified signup order for this email, or a manual payment from an
 * admin bringing a member over (amount, dates and reference as given, no signature).
 */
export async function signupPayment(
  db: Db, keySecret: string, payment: PaymentProof | ManualPayment, email: string, admin: boolean,
): Promise<PaidPeriod> {
  if (!isProof(payment)) {
    if (!admin) throw forbidden(MSG.manualPaymentRefused);
    const plan = await findPlan(db, payment.planType);
    if (!plan) throw badRequest(MSG.unknownPlan);
    const paid = { order: null, amountPaise: rupeesToPaise(payment.amount), txnId: payment.txnId, orderId: payment.orderId ?? null, source: 'manual' as const };
    return withPeriod(plan, paid, payment.startDate, payment.endDate);
  }
  const order = await verifiedOrder(db, keySecret, payment, 'signup');
  if (order.email !== email) throw badRequest(MSG.orderMismatch);
  const plan = await findPlan(db, order.planId);
  if (!plan) throw badRequest(MSG.unknownPlan);
  return withPeriod(plan, paidByOrder(order, payment.txnId));
}

/** From the given start (default now) for the plan's months, unless an end is given; courses from the start. */
function withPeriod(plan: PaidPeriod['plan'], paid: Omit<PaidPeriod, 'plan' | 'start' | 'end' | 'coursesFrom'>, startDate?: string, endDate?: string): PaidPeriod {
  const start = startDate ? new Date(startDate) : new Date();
  const end = endDate ? new Date(endDate) : planEndDate(start, plan.months);
  if (end.getTime() <= start.getTime()) throw badRequest(MEMBER_CREATE_MSG.endBeforeStart);
  return { plan, ...paid, start, end, coursesFrom: start };
}
