import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../adapters/payments/signature.ts';
import { refundEventBody, type TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import { payments, refunds, subscriptionEvents } from '../../db/schema/index.ts';
import { makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { createRenewalToken } from '../renewal-tokens/service.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
let n = 0;

const eventsOf = (userId: string) =>
  app.db.select().from(subscriptionEvents).where(eq(subscriptionEvents.userId, userId)).orderBy(asc(subscriptionEvents.occurredAt), asc(subscriptionEvents.kind));

/** The test checkout with the browser's stored campaign, as the web's create-order sends it. */
async function orderWithSource(email: string, utmSource?: string, planId = 2) {
  const created = await call(app, { method: 'POST', url: '/api/order/create', payload: { planId, name: 'Asha Verma', email, utmSource } });
  expect(created.status).toBe(200);
  const paid = (await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: created.body.data.orderId, outcome: 'pay' } })).body.data;
  return { orderId: paid.razorpay_order_id as string, txnId: paid.razorpay_payment_id as string, signature: paid.razorpay_signature as string };
}

async function signUp(o: { utmSource?: string; email?: string } = {}) {
  const email = o.email ?? `joiner${++n}-${Date.now()}@example.com`;
  const proof = await orderWithSource(email, o.utmSource);
  const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof, { name: 'Asha Verma' }) });
  expect(r.status).toBe(200);
  const [payment] = await app.db.select().from(payments).where(eq(payments.txnId, proof.txnId));
  return { email, userId: r.body.data.user._id as string, token: r.body.data.token as string, payment, proof };
}

describe('signup and renewal write their event in the payment\'s transaction', () => {
  it('a paid signup: one signup event with the plan, the amount, the period and the campaign as a label', async () => {
    const m = await signUp({ utmSource: '  FB-Ads<script>' });
    const [e, ...rest] = await eventsOf(m.userId);
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      key: `payment:${m.payment.id}`, kind: 'signup', planType: m.payment.planType, months: 6, amountPaise: m.payment.amountPaise,
      paymentId: m.payment.id, refundId: null, source: 'fb-adsscript',
    });
    expect(e.periodStart.toISOString()).toBe(m.payment.startDate.toISOString());
    expect(e.periodEnd.toISOString()).toBe(m.payment.endDate.toISOString());
    // A replay of the same payment is refused, and writes no second event.
    const again = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(m.email, m.proof) });
    expect(again.status).toBe(409);
    expect(await eventsOf(m.userId)).toHaveLength(1);
  });

  it('no campaign: "direct"; registered for the webinar first: "webinar"', async () => {
    expect((await eventsOf((await signUp()).userId))[0].source).toBe('direct');
    const email = `webinar${++n}-${Date.now()}@example.com`;
    const reg = await call(app, { method: 'POST', url: '/api/webinar/register', payload: { name: 'Asha', email, contact: '9876543210', city: 'Pune', utmSource: 'google' } });
    expect(reg.status).toBe(200);
    expect((await eventsOf((await signUp({ email, utmSource: 'fb' })).userId))[0].source).toBe('webinar');
  });

  it('an admin\'s manual payment: a signup labelled "manual", dated when the period began', async () => {
    const manual = { amount: 34999, txnId: `NEFT-${++n}`, planType: 'Annual', startDate: '2026-01-15T00:00:00.000Z', endDate: '2027-01-15T00:00:00.000Z' };
    const email = `manual${n}-${Date.now()}@example.com`;
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, manual), token: admin.token });
    expect(r.status).toBe(200);
    const [e] = await eventsOf(r.body.data.user._id);
    expect(e).toMatchObject({ kind: 'signup', source: 'manual', amountPaise: 3499900, months: 12 });
    expect(e.occurredAt.toISOString()).toBe(manual.startDate);
  });

  it('a renewal: a renewal event for the new period, with no source', async () => {
    const m = await signUp({ utmSource: 'fb' });
    const token = await createRenewalToken(app.db, m.userId);
    const { proof } = await paidOrder(app, { planId: 3, renewalToken: token });
    const r = await call(app, { method: 'POST', url: '/api/user/renewSubscription', payload: { token, ...proof } });
    expect(r.status).toBe(200);
    const [signup, renewal] = await eventsOf(m.userId);
    expect(signup.kind).toBe('signup');
    expect(renewal).toMatchObject({ kind: 'renewal', source: null, months: 12 });
    // It starts when the current period ends: no days lost.
    expect(renewal.periodStart.toISOString()).toBe(m.payment.endDate.toISOString());
  });
});

describe('refunds', () => {
  const provider = () => app.payments as TestPaymentProvider;
  function hook(type: 'refund.processed' | 'refund.failed', r: typeof refunds.$inferSelect, eventId: string) {
    const raw = JSON.stringify(refundEventBody(type, { id: r.providerRefundId!, paymentId: r.providerPaymentId, amountPaise: r.amountPaise, receipt: r.id, notes: { refundId: r.id } }));
    return call(app, {
      method: 'POST', url: '/api/payments/webhook', payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(app.config.payments.webhookSecret, raw), 'x-razorpay-event-id': eventId },
    });
  }
  const refund = (m: Awaited<ReturnType<typeof signUp>>, amount: number) => call(app, {
    method: 'POST', url: '/api/refund/create', token: admin.token,
    // A partial refund of a plan with courses says whether their access ends (issue 26 §1).
    payload: { amount, paymentId: m.payment.txnId, orderId: m.payment.orderId, name: 'Asha Verma', email: m.email,
      ...(amount * 100 < m.payment.amountPaise ? { endCourseAccess: false } : {}) },
  });
  const refundEvents = async (userId: string) => (await eventsOf(userId)).filter((e) => e.kind === 'refund');

  it('accepted by the provider: one refund event (the amount, the period as cut); its webhook writes no second', async () => {
    const m = await signUp();
    const r = await refund(m, m.payment.amountPaise / 100);
    expect(r.status).toBe(200);
    const [e, ...more] = await refundEvents(m.userId);
    expect(more).toEqual([]);
    const [row] = await app.db.select().from(refunds).where(eq(refunds.id, r.body.data._id));
    const [cut] = await app.db.select().from(payments).where(eq(payments.id, m.payment.id));
    expect(e).toMatchObject({ key: `refund:${row.id}`, amountPaise: m.payment.amountPaise, paymentId: m.payment.id, refundId: row.id });
    expect(e.periodEnd.toISOString()).toBe(cut.endDate.toISOString());
    expect(cut.endDate.getTime()).toBeLessThan(m.payment.endDate.getTime());
    await provider().deliverPendingWebhooks();
    expect((await app.db.select().from(refunds).where(eq(refunds.id, row.id)))[0].status).toBe('processed');
    expect(await refundEvents(m.userId)).toHaveLength(1);
  });

  it('accepted, then failed at the provider: the refund event goes again', async () => {
    const m = await signUp();
    const r = await refund(m, 1000);
    expect(r.status).toBe(200);
    expect(await refundEvents(m.userId)).toHaveLength(1);
    const [row] = await app.db.select().from(refunds).where(eq(refunds.id, r.body.data._id));
    expect((await hook('refund.failed', row, `evt_fail_${row.id}`)).status).toBe(200);
    expect(await refundEvents(m.userId)).toEqual([]);
    await provider().deliverPendingWebhooks();
    expect(await refundEvents(m.userId)).toEqual([]);
  });
});

describe('the daily job: expiries once, and events for payments written elsewhere', () => {
  const DAY = 86_400_000;
  // The file's receipts and refund mails drain with it: on a loaded machine that can take a while.
  const drain = () => app.jobs.drain({ timeoutMs: 45_000 });
  const send = (now: Date) => app.jobs.send('subscriptions.record', { now: now.toISOString() });
  const run = async (now: Date) => {
    await send(now);
    await drain();
  };
  const kinds = async (userId: string) => (await eventsOf(userId)).map((e) => e.kind);

  it('records an ended period once, dated at its end; a renewed or running one not at all; twice or at once writes once', async () => {
    const now = new Date('2031-03-10T06:30:00Z');
    const ended = await makeUser(app, { months: 0 });
    const [p] = await app.db.insert(payments).values({
      userId: ended.user.id, amountPaise: 1799900, txnId: `pay_e_${++n}`, planType: 'Half-Yearly', source: 'test',
      startDate: new Date(now.getTime() - 200 * DAY), endDate: new Date(now.getTime() - DAY),
    }).returning();
    const renewed = await makeUser(app, { months: 0 });
    for (const [from, to] of [[-200, -1], [-1, 364]])
      await app.db.insert(payments).values({
        userId: renewed.user.id, amountPaise: 1799900, txnId: `pay_r_${++n}`, planType: 'Half-Yearly', source: 'test',
        startDate: new Date(now.getTime() + from * DAY), endDate: new Date(now.getTime() + to * DAY),
      });

    await Promise.all([send(now), send(now), send(now)]);
    await drain();
    await run(now);

    const expiries = (await eventsOf(ended.user.id)).filter((e) => e.kind === 'expiry');
    expect(expiries).toHaveLength(1);
    expect(expiries[0]).toMatchObject({ key: `expiry:${p.id}`, amountPaise: 0, months: 6, paymentId: p.id });
    expect(expiries[0].occurredAt.toISOString()).toBe(p.endDate.toISOString());
    expect(await kinds(renewed.user.id)).toEqual(['signup', 'renewal']);
  }, 90_000);

  it('gives payments written outside billing (the demo seed, old data) their signup and renewal once', async () => {
    const { user } = await makeUser(app); // its payment is inserted directly
    const [first] = await app.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(await eventsOf(user.id)).toEqual([]);
    await app.db.insert(payments).values({
      userId: user.id, amountPaise: 3499900, txnId: `pay_b_${++n}`, planType: 'Yearly', source: 'test',
      startDate: first.endDate, endDate: new Date(first.endDate.getTime() + 365 * DAY),
    });
    await run(new Date());
    await run(new Date());
    const events = await eventsOf(user.id);
    expect(events.map((e) => [e.kind, e.source, e.months])).toEqual([['signup', 'direct', 6], ['renewal', null, 12]]);
    const [signup] = await app.db.select().from(subscriptionEvents)
      .where(and(eq(subscriptionEvents.userId, user.id), eq(subscriptionEvents.kind, 'signup')));
    expect(signup.occurredAt.toISOString()).toBe(first.startDate.toISOString());
  });
});
