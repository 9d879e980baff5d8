import { eq } from 'drizzle-orm';
import type { CreateOrderInput, Order } from '@tlt/shared/orders';
import { MSG } from '@tlt/shared/messages';
import { chargePaise, discountApplies } from '@tlt/shared/pricing';
import type { PaymentProvider } from '../../adapters/payments/types.ts';
import type { Db } from '../../db/client.ts';
import { coupons, orders, users } from '../../db/schema/index.ts';
import { HttpError, badRequest, conflict, forbidden, sessionExpired } from '../../lib/errors.ts';
import { activeDiscount, findPlan } from '../plans/service.ts';
import { findUserByEmail } from '../user-record/service.ts';
import { liveRenewalToken } from '../renewal-tokens/service.ts';
import { cleanSource } from './subscription-events.ts';

/** The discount for this order: a valid coupon's, else today's offer; only on plans over 6 months. */
async function discountFor(db: Db, months: number, coupon?: string) {
  if (coupon) {
    const [c] = await db.select().from(coupons).where(eq(coupons.code, coupon.toUpperCase()));
    if (!c || !c.active || (c.maxUses !== null && c.usedCount >= c.maxUses)) throw badRequest(MSG.invalidCoupon);
    return { discount: c.discountPercent, code: c.code };
  }
  const offer = await activeDiscount(db);
  return discountApplies(months) ? offer : { discount: 0, code: null };
}

/**
 * Computes the amount on the server, opens the provider's order and records it (status created).
 * A renewal bills the renewal token's owner, or with `purpose: 'renewal'` and no token the
 * signed-in caller (`callerId`, from the bearer token): renew early.
 */
export async function createOrder(
  db: Db, provider: PaymentProvider, input: CreateOrderInput & { email?: string; name?: string }, callerId?: string,
): Promise<Order> {
  const plan = await findPlan(db, Number(input.planId));
  if (!plan) throw badRequest(MSG.unknownPlan);

  let userId: string | null = null;
  let name = input.name ?? '';
  let email = input.email ?? '';
  if (input.renewalToken) {
    const token = await liveRenewalToken(db, input.renewalToken);
    if (!token) throw badRequest(MSG.renewalTokenInvalid);
    const [u] = await db.select().from(users).where(eq(users.id, token.userId));
    ({ id: userId, name, email } = u);
  } else if (input.purpose === 'renewal') {
    if (!callerId) throw sessionExpired();
    const [u] = await db.select().from(users).where(eq(users.id, callerId));
    if (!u) throw sessionExpired();
    // Admins pass every paid-period check: a period bought for one would be money for nothing.
    if (u.userType === 'admin') throw forbidden(MSG.adminRenewalRefused);
    ({ id: userId, name, email } = u);
  } else if (await findUserByEmail(db, email)) {
    throw conflict(MSG.userExists);
  }

  const { discount, code } = await discountFor(db, plan.months, input.coupon);
  const amountPaise = chargePaise(plan.basePaise, plan.months, discount);
  if (input.amount !== undefined && input.amount !== amountPaise) throw badRequest(MSG.amountMismatch);

  const purpose = userId ? 'renewal' : 'signup';
  let created;
  try {
    created = await provider.createOrder({ amountPaise, receipt: `${purpose}-${Date.now()}`, notes: { planType: plan.planType, email } });
  } catch {
    throw new HttpError(502, MSG.orderFailed);
  }
  await db.insert(orders).values({
    id: created.id, provider: provider.name, purpose, planId: plan.id, amountPaise,
    couponCode: discountApplies(plan.months) && discount > 0 ? code : null, name, email, userId,
    // A label for the dashboard's signups by source (decision 0029); a renewal has no campaign.
    utmSource: purpose === 'signup' ? cleanSource(input.utmSource) : null,
  });
  return {
    orderId: created.id, amount: amountPaise, currency: 'INR', provider: provider.name, keyId: provider.keyId,
    planId: plan.id, planType: plan.planType, description: `${plan.planType} membership (${plan.months} months)`,
  };
}
