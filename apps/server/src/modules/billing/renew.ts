import { eq, sql } from 'drizzle-orm';
import { MSG } from '@tlt/shared/messages';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { RenewInput } from '@tlt/shared/signup';
import type { Db } from '../../db/client.ts';
import { payments, users } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { findPlan } from '../plans/service.ts';
import { consumeOrder, verifiedOrder } from './orders.ts';
import { grantPaidPeriod, paidByOrder, receiptOf } from './paid-period.ts';
import { liveRenewalToken, spendRenewalToken } from '../renewal-tokens/service.ts';

/**
 * The later of now and the end of the member's last period, in the renewal's transaction. The
 * member's row is locked first, so two renewals of one member (a token's and an early one, or two
 * tabs) queue here and the second starts where the first ends: no overlap, no lost days.
 */
export async function renewalStart(db: Db, userId: string, now: Date) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [current] = await db.select({ end: payments.endDate }).from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(sql`${payments.endDate} desc nulls last`).limit(1); // as payments_user_end_idx (0009)
  return current && current.end.getTime() > now.getTime() ? current.end : now;
}

/**
 * Renews with a single-use renewal token (24 h) and a verified payment for an order made
 * with that token. The new period starts at the later of now and the current end.
 */
export async function renew(db: Db, keySecret: string, input: RenewInput) {
  const token = await liveRenewalToken(db, input.token);
  if (!token) throw badRequest(MSG.renewalTokenInvalid);
  const order = await verifiedOrder(db, keySecret, input, 'renewal');
  if (order.userId !== token.userId) throw badRequest(MSG.orderMismatch);
  const plan = (await findPlan(db, order.planId))!;

  return db.transaction(async (t) => {
    const used = await spendRenewalToken(t, input.token);
    if (!used) throw badRequest(MSG.renewalTokenInvalid);
    await consumeOrder(t, order.id, input.txnId);
    const now = new Date();
    const start = await renewalStart(t, used.userId, now);
    const paid = { plan, ...paidByOrder(order, input.txnId), start, end: planEndDate(start, plan.months), coursesFrom: now };
    const { paymentId } = await grantPaidPeriod(t, used.userId, paid);
    return { userId: used.userId, receipt: { ...receiptOf(paid), paymentId } };
  });
}
