import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, subscriptionEvents, users, webinarRegistrations } from '../../db/schema/index.ts';
import type { PaidPeriod } from './paid-period.ts';
import { MONTHS_OF } from './subscription-sweep.ts';

/**
 * The dashboard's subscription record (issue 13 §6, decision 0029): billing writes one event per
 * signup, renewal, refund and expiry, in the transaction of what it records; each event's key makes
 * a second write of it a no-op.
 */

/** A campaign label as stored: lower case, plain characters, short; nothing else is ever done with it. */
export function cleanSource(raw: string | null | undefined): string | null {
  const s = (raw ?? '').trim().toLowerCase().replace(/[^a-z0-9 _.-]/g, '').replace(/\s+/g, ' ').slice(0, 40).trim();
  return s || null;
}

/** Where a signup came from: an admin's manual payment, the webinar, the campaign of its order, or direct. */
async function signupSource(db: Db, userId: string, p: PaidPeriod, now: Date): Promise<string> {
  if (p.source === 'manual') return 'manual';
  const [webinar] = await db.select({ id: webinarRegistrations.id }).from(webinarRegistrations)
    .innerJoin(users, eq(users.email, webinarRegistrations.email))
    .where(and(eq(users.id, userId), sql`${webinarRegistrations.createdAt} <= ${now.toISOString()}`)).limit(1);
  if (webinar) return 'webinar';
  return cleanSource(p.order?.utmSource) ?? 'direct';
}

/**
 * The signup or renewal a new payment is, in grantPaidPeriod's transaction, once the payment is
 * written: a member's only payment is their signup, any further one a renewal.
 */
export async function recordPaymentEvent(db: Db, userId: string, paymentId: string, p: PaidPeriod, now = new Date()) {
  const [earlier] = await db.select({ id: payments.id }).from(payments)
    .where(and(eq(payments.userId, userId), sql`${payments.id} <> ${paymentId}`)).limit(1);
  const kind = earlier ? 'renewal' as const : 'signup' as const;
  await db.insert(subscriptionEvents).values({
    key: `payment:${paymentId}`, userId, kind, planType: p.plan.planType, months: p.plan.months,
    amountPaise: p.amountPaise, periodStart: p.start, periodEnd: p.end, paymentId,
    source: kind === 'signup' ? await signupSource(db, userId, p, now) : null,
    // A manual signup dated in the past happened then; an early renewal's period starts later but was paid now.
    occurredAt: new Date(Math.min(now.getTime(), p.start.getTime())),
  }).onConflictDoNothing({ target: subscriptionEvents.key });
}


/**
 * A refund the provider accepted, in the transaction that records the acceptance (or the webhook
 * that settled it): the amount given back and the period as it now stands. Once per refund.
 */
export async function recordRefundEvent(db: Db, refundId: string, now = new Date()) {
  await db.execute(sql`
    insert into subscription_events (key, user_id, kind, plan_type, months, amount_paise, period_start, period_end, payment_id, refund_id, occurred_at)
    select 'refund:' || r.id, r.user_id, 'refund', p.plan_type, ${MONTHS_OF}, r.amount_paise, p.start_date, p.end_date, p.id, r.id, ${now.toISOString()}::timestamptz
    from refunds r join payments p on p.id = r.payment_id left join plans pl on pl.plan_type = p.plan_type
    where r.id = ${refundId} and r.status <> 'failed'
    on conflict (key) do nothing`);
}

/**
 * A refund that failed after all never happened: its event goes, in failRefund's transaction. When
 * that gave a period back its old end and the period runs again, the expiry recorded for the cut
 * period goes too.
 */
export async function dropRefundEvent(db: Db, refundId: string, paymentId: string, periodRestored: boolean, now = new Date()) {
  await db.delete(subscriptionEvents).where(eq(subscriptionEvents.key, `refund:${refundId}`));
  if (!periodRestored) return;
  await db.execute(sql`
    delete from subscription_events e using payments p
    where e.key = ${`expiry:${paymentId}`} and p.id = ${paymentId} and p.end_date > ${now.toISOString()}::timestamptz`);
}
