import { MSG } from '@tlt/shared/messages';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { RenewEarlyInput } from '@tlt/shared/renew-early';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { findPlan } from '../plans/service.ts';
import { consumeOrder, verifiedOrder } from './orders.ts';
import { grantPaidPeriod, paidByOrder, receiptOf } from './paid-period.ts';
import { renewalStart } from './renew.ts';

/**
 * POST /api/user/renewEarly (issue 15): the signed-in member pays for another period with an order
 * made for them (`purpose: 'renewal'`, priced from the catalogue). The order must be theirs, paid
 * (the provider's signature) and unused; the period starts where their last one ends, or now if it
 * has ended. No renewal token: the session is the proof of who renews.
 */
export async function renewEarly(db: Db, keySecret: string, userId: string, proof: RenewEarlyInput, now = new Date()) {
  const order = await verifiedOrder(db, keySecret, proof, 'renewal');
  if (order.userId !== userId) throw badRequest(MSG.orderMismatch);
  const plan = await findPlan(db, order.planId);
  if (!plan) throw badRequest(MSG.unknownPlan);

  return db.transaction(async (t) => {
    await consumeOrder(t, order.id, proof.txnId);
    const start = await renewalStart(t, userId, now);
    const paid = { plan, ...paidByOrder(order, proof.txnId), start, end: planEndDate(start, plan.months), coursesFrom: now };
    const { paymentId } = await grantPaidPeriod(t, userId, paid, now);
    return { paymentId, receipt: receiptOf(paid) };
  });
}
