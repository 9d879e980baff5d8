import { and, eq, isNull, sql } from 'drizzle-orm';
import { MSG } from '@tlt/shared/messages';
import { planEndDate } from '@tlt/shared/plan-dates';
import type { RenewInput } from '@tlt/shared/signup';
import type { Db } from '../../db/client.ts';
import { payments, renewalTokens } from '../../db/schema/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { grantPlanCourses } from '../courses/service.ts';
import { liveRenewalToken } from '../orders/service.ts';
import { findPlan } from '../plans/service.ts';
import { consumeOrder, verifiedOrder } from '../signup/service.ts';

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

  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [used] = await t.update(renewalTokens).set({ usedAt: new Date() })
      .where(and(eq(renewalTokens.tokenHash, hashToken(input.token)), isNull(renewalTokens.usedAt)))
      .returning({ userId: renewalTokens.userId });
    if (!used) throw badRequest(MSG.renewalTokenInvalid);
    await consumeOrder(t, order.id, input.txnId);
    const [current] = await t.select({ end: payments.endDate }).from(payments)
      .where(eq(payments.userId, used.userId))
      .orderBy(sql`${payments.endDate} desc nulls last`).limit(1); // as payments_user_end_idx (0009)
    const now = new Date();
    const start = current && current.end.getTime() > now.getTime() ? current.end : now;
    const end = planEndDate(start, plan.months);
    await t.insert(payments).values({
      userId: used.userId, amountPaise: order.amountPaise, txnId: input.txnId, orderId: order.id,
      planType: plan.planType, source: order.provider === 'razorpay' ? 'razorpay' : 'test', startDate: start, endDate: end,
    });
    await grantPlanCourses(t, used.userId, plan.months, input.txnId, now);
    return { userId: used.userId, receipt: { planType: plan.planType, amountPaise: order.amountPaise, start, end } };
  });
}
