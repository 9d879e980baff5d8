import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { REFUND_MSG } from '@tlt/shared/back-office/refunds';
import { MSG } from '@tlt/shared/messages';
import { signWebhook } from '../../adapters/payments/signature.ts';
import { refundEventBody, type TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import { auditLog, paymentEvents, payments, refunds } from '../../db/schema/index.ts';
import { mailsTo, makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp();
const DAY = 86_400_000;
const admin = await makeUser(app, { userType: 'admin' });

/** A member who joined through the test checkout: a real order, captured, with its payment. */
async function paidMember(a: FastifyInstance = app, planId = 2) {
  const { email, proof } = await paidOrder(a, { planId, name: 'Asha Verma' });
  const r = await call(a, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof, { name: 'Asha Verma' }) });
  if (r.status !== 200) throw new Error(`signup ${r.status}: ${r.raw}`);
  const [payment] = await a.db.select().from(payments).where(eq(payments.txnId, proof.txnId));
  return { email, name: 'Asha Verma', token: r.body.data.token as string, userId: r.body.data.user._id as string, payment };
}
type Member = Awaited<ReturnType<typeof paidMember>>;

/** A partial refund of a plan with courses says whether their access ends (issue 26 §1): here it keeps them. */
const body = (m: Member, amount: unknown, extra: object = {}) => ({
  amount, paymentId: m.payment.txnId, orderId: m.payment.orderId, name: m.name, email: m.email,
  ...(amount === m.payment.amountPaise / 100 ? {} : { endCourseAccess: false }), ...extra,
});
const refund = (payload: object, o: { token?: string; key?: string; a?: FastifyInstance } = {}) =>
  call(o.a ?? app, {
    method: 'POST', url: '/api/refund/create', payload, token: o.token ?? admin.token,
    headers: o.key ? { 'idempotency-key': o.key } : {},
  });
const quote = (m: Member, qs = '', token = admin.token) =>
  call(app, { method: 'GET', url: `/api/refund/quote?paymentId=${m.payment.id}&email=${encodeURIComponent(m.email)}${qs}`, token });
const refundsOf = (paymentId: string) => app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const auditOf = (userId: string, action: string) =>
  app.db.select().from(auditLog).where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, action)));
const paidDaysAgo = (paymentId: string, days: number) =>
  app.db.update(payments).set({ createdAt: new Date(Date.now() - days * DAY) }).where(eq(payments.id, paymentId));
const provider = () => app.payments as TestPaymentProvider;
const memberCall = (m: Member) => call(app, { method: 'GET', url: '/api/notification/all', token: m.token });

/** A refund webhook signed with the webhook secret, as the provider sends it. */
function hook(type: 'refund.processed' | 'refund.failed', r: { id: string; paymentId: string; amountPaise: number; refundId: string }, eventId: string) {
  const raw = JSON.stringify(refundEventBody(type, { id: r.id, paymentId: r.paymentId, amountPaise: r.amountPaise, receipt: r.refundId, notes: { refundId: r.refundId } }));
  return call(app, {
    method: 'POST', url: '/api/payments/webhook', payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(app.config.payments.webhookSecret, raw), 'x-razorpay-event-id': eventId },
  });
}

describe('who may refund', () => {
  it('visitors 401, members 403, on both calls; admins get the quote', async () => {
    const m = await paidMember();
    const other = await makeUser(app);
    expect((await call(app, { method: 'POST', url: '/api/refund/create', payload: body(m, 100) })).status).toBe(401);
    expect((await refund(body(m, 100), { token: other.token })).status).toBe(403);
    expect((await refund(body(m, 100), { token: m.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url: `/api/refund/quote?paymentId=${m.payment.id}` })).status).toBe(401);
    expect((await quote(m, '', other.token)).status).toBe(403);
    expect(await refundsOf(m.payment.id)).toHaveLength(0);
    expect((await quote(m)).status).toBe(200);
  });
});

describe('GET /api/refund/quote: the guidance', () => {
  it('within 7 days: the full amount; videos unlocked: 80%; after 7 days: 80%', async () => {
    const m = await paidMember();
    const q = (await quote(m)).body.data;
    expect(q).toMatchObject({
      paymentId: m.payment.id, txnId: m.payment.txnId, orderId: m.payment.orderId, refundable: true, captured: 17999, refunded: 0,
      remaining: 17999, withinWindow: true, includesCourses: true, videosUnlocked: false, rule: 'full', suggested: 17999,
    });
    expect(q.guidance).toContain('full refund');
    const unlocked = (await quote(m, '&videosUnlocked=true')).body.data;
    expect(unlocked).toMatchObject({ rule: 'partial', videosUnlocked: true, cap: 14399.2, suggested: 14399.2 });
    expect(unlocked.guidance).toContain('80%');
    await paidDaysAgo(m.payment.id, 8);
    const late = (await quote(m)).body.data;
    expect(late).toMatchObject({ withinWindow: false, rule: 'partial', suggested: 14399.2 });
    expect(late.guidance).toMatch(/More than 7 days/);
  });

  it('a plan without courses ignores "videos unlocked"; a manual payment is not refundable here', async () => {
    const m = await paidMember(app, 1);
    expect((await quote(m, '&videosUnlocked=true')).body.data).toMatchObject({ includesCourses: false, videosUnlocked: false, rule: 'full', suggested: 9199 });
    const manual = await makeUser(app); // its payment is recorded without an order
    const [p] = await app.db.select().from(payments).where(eq(payments.userId, manual.user.id));
    await app.db.update(payments).set({ source: 'manual' }).where(eq(payments.id, p.id));
    const q = (await call(app, { method: 'GET', url: `/api/refund/quote?paymentId=${p.id}`, token: admin.token })).body.data;
    expect(q).toMatchObject({ refundable: false, notRefundableReason: REFUND_MSG.notByProvider });
  });
});

describe('POST /api/refund/create: what the server refuses', () => {
  it('the amount: required, more than zero, at most two decimals, rupees as a number or a string', async () => {
    const m = await paidMember();
    const { amount: _, ...noAmount } = body(m, 1);
    const missing = await refund(noAmount);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Amount is required');
    expect((await refund(body(m, 0))).body.message).toBe('The amount must be more than zero');
    expect((await refund(body(m, -5))).body.message).toBe('The amount must be more than zero');
    expect((await refund(body(m, 10.555))).body.message).toBe('The amount can have at most two decimals (paise)');
    expect((await refund(body(m, 'ten'))).status).toBe(400);
    expect(await refundsOf(m.payment.id)).toHaveLength(0);
    const ok = await refund(body(m, '143.50'));
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe(MSG.refundIssued);
    expect(ok.body.data).toMatchObject({ amount: 143.5, status: 'pending', paymentId: m.payment.id, txnId: m.payment.txnId, endedPeriod: false });
    expect((await refundsOf(m.payment.id))[0].amountPaise).toBe(14350);
  });

  it('the payment must be a captured one of the member named: another member, order or name is refused', async () => {
    const m = await paidMember();
    const other = await paidMember();
    const wrongMember = await refund(body(m, 100, { email: other.email }));
    expect(wrongMember.status).toBe(404);
    expect(wrongMember.body.message).toBe(REFUND_MSG.paymentNotFound);
    expect((await refund(body(m, 100, { paymentId: 'pay_forged' }))).status).toBe(404);
    expect((await refund(body(m, 100, { orderId: other.payment.orderId }))).body.message).toBe(REFUND_MSG.orderMismatch);
    expect((await refund(body(m, 100, { name: 'Someone Else' }))).body.message).toBe(REFUND_MSG.nameMismatch);
    // Our payment id works as well as the provider's.
    expect((await refund(body(m, 100, { paymentId: m.payment.id, name: ' asha  VERMA ' }))).status).toBe(200);
    expect(await refundsOf(other.payment.id)).toHaveLength(0);
  });

  it('a payment an admin recorded by hand, or whose order was never captured, is not refunded through the provider', async () => {
    const m = await paidMember();
    await app.db.update(payments).set({ source: 'manual' }).where(eq(payments.id, m.payment.id));
    const r = await refund(body(m, 100));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(REFUND_MSG.notByProvider);
    expect(await refundsOf(m.payment.id)).toHaveLength(0);
  });

  it('partial refunds add up to the captured amount and never past it', async () => {
    const m = await paidMember();
    expect((await refund(body(m, 5000))).status).toBe(200);
    const over = await refund(body(m, 13000));
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(REFUND_MSG.exceeds('₹12,999'));
    expect((await memberCall(m)).status).toBe(200); // a partial refund keeps the period
    expect((await refund(body(m, 12999, { endCourseAccess: true }))).status).toBe(200); // the rest: a full refund
    const again = await refund(body(m, 1));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(REFUND_MSG.fullyRefunded);
    expect((await quote(m)).body.data).toMatchObject({ refunded: 17999, remaining: 0, refundable: false });
  });

  it('five concurrent full refunds of one payment: exactly one, four clear 409s', async () => {
    const m = await paidMember();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(body(m, 17999))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.status)).toEqual([409, 409, 409, 409]);
    for (const a of refused) expect(a.body.message).toBe(REFUND_MSG.fullyRefunded);
    expect(await refundsOf(m.payment.id)).toHaveLength(1);
    expect(await auditOf(m.userId, 'refund.create')).toHaveLength(1);
  });

  it('the same Idempotency-Key twice refunds once and answers the first result', async () => {
    const m = await paidMember();
    const first = await refund(body(m, 1000), { key: 'k-refund-1' });
    const second = await refund(body(m, 1000), { key: 'k-refund-1' });
    expect(second.res.headers['idempotent-replayed']).toBe('true');
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(await refundsOf(m.payment.id)).toHaveLength(1);
  });
});

describe('guidance and its override', () => {
  it('more than the guidance needs override {reason}; it is recorded on the refund and as refund.override', async () => {
    const m = await paidMember();
    await paidDaysAgo(m.payment.id, 10);
    const refused = await refund(body(m, 17999));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REFUND_MSG.overrideRequired('₹14,399.20'));
    expect((await refund(body(m, 17999, { override: { reason: '' } }))).status).toBe(400);
    expect(await refundsOf(m.payment.id)).toHaveLength(0);

    const ok = await refund(body(m, 17999, { override: { reason: 'Billing mistake on our side' } }));
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ overridden: true, endedPeriod: true });
    const [row] = await refundsOf(m.payment.id);
    expect(row).toMatchObject({ overrideReason: 'Billing mistake on our side', withinWindow: false, suggestedPaise: 1439920, issuedBy: admin.user.id });
    const [o] = await auditOf(m.userId, 'refund.override');
    expect(o).toMatchObject({ actorId: admin.user.id });
    expect(o.data).toMatchObject({ refundId: row.id, amount: 17999, suggested: 14399.2, reason: 'Billing mistake on our side' });
  });

  it('within the guidance no override is needed or recorded', async () => {
    const m = await paidMember();
    await paidDaysAgo(m.payment.id, 10);
    expect((await refund(body(m, 14399.2))).status).toBe(200);
    expect(await auditOf(m.userId, 'refund.override')).toHaveLength(0);
    expect((await refundsOf(m.payment.id))[0].overrideReason).toBeNull();
  });
});

describe('what a refund does', () => {
  it('a full refund ends the paid period at once: the member\'s next call answers 402', async () => {
    const m = await paidMember();
    expect((await memberCall(m)).status).toBe(200); // the session is cached now
    const r = await refund(body(m, 17999));
    expect(r.body.data.endedPeriod).toBe(true);
    const next = await memberCall(m);
    expect(next.status).toBe(402);
    const [p] = await app.db.select().from(payments).where(eq(payments.id, m.payment.id));
    expect(p.endDate.getTime()).toBeLessThanOrEqual(Date.now());
    expect((await refundsOf(m.payment.id))[0].endedPeriodFrom?.getTime()).toBe(m.payment.endDate.getTime());
  });

  it('writes refund.create in its transaction with before and after, and queues the member\'s refund mail', async () => {
    const m = await paidMember();
    await refund(body(m, 2500.5));
    const [a] = await auditOf(m.userId, 'refund.create');
    expect(a).toMatchObject({ actorId: admin.user.id, ip: '127.0.0.1' });
    expect(a.before).toMatchObject({ refunded: 0 });
    expect(a.after).toMatchObject({ refunded: 2500.5 });
    expect(a.data).toMatchObject({ paymentId: m.payment.id, txnId: m.payment.txnId, amount: 2500.5, captured: 17999, guidance: { rule: 'full' } });
    await app.jobs.drain();
    const mail = mailsTo(app, m.email).find((raw) => mailSubject(raw).startsWith('Your refund'));
    expect(mail && mailSubject(mail)).toBe('Your refund has been issued | The Lazy Trader');
    const text = mailText(mail!);
    expect(text).toMatch(/We have issued a refund of .{1,3}2,500.50 for your payment/); // mailText decodes bytes one by one: ₹ is not readable here
    expect(text).toContain(m.payment.txnId);
    expect(text).toContain('Your membership continues until');
  });
});

describe('the member page shows refunds', () => {
  it('GET user/:id/detail lists the refund and what each payment has had refunded', async () => {
    const m = await paidMember();
    expect((await refund(body(m, 5000))).status).toBe(200);
    const d = (await call(app, { method: 'GET', url: `/api/user/${m.userId}/detail`, token: admin.token })).body.data;
    expect(d.payments).toEqual([expect.objectContaining({ _id: m.payment.id, amount: 17999, refunded: 5000 })]);
    expect(d.refunds).toEqual([expect.objectContaining({ paymentId: m.payment.id, txnId: m.payment.txnId, amount: 5000, status: 'pending' })]);
  });
});

describe('refund webhooks', () => {
  it('the test provider\'s signed refund.processed settles the refund; a repeat of the event changes nothing', async () => {
    const m = await paidMember();
    const r = (await refund(body(m, 1000))).body.data;
    const [before] = await refundsOf(m.payment.id);
    expect(before).toMatchObject({ status: 'pending' });
    expect(before.providerRefundId).toMatch(/^rfnd_/);
    await provider().deliverPendingWebhooks();
    const [after] = await refundsOf(m.payment.id);
    expect(after.status).toBe('processed');
    expect(after.processedAt).not.toBeNull();
    const events = await app.db.select().from(paymentEvents).where(eq(paymentEvents.type, 'refund.processed'));
    expect(events.some((e) => JSON.stringify(e.payload).includes(r._id))).toBe(true);

    const same = { id: after.providerRefundId!, paymentId: m.payment.txnId, amountPaise: 100000, refundId: r._id };
    expect((await hook('refund.processed', same, `evt_twice_${r._id}`)).body.data).toEqual({ result: 'applied' });
    expect((await hook('refund.processed', same, `evt_twice_${r._id}`)).body.data).toEqual({ result: 'duplicate' });
    // Even a late failure under another event id does not undo a processed refund.
    await hook('refund.failed', same, `evt_late_${r._id}`);
    const [still] = await refundsOf(m.payment.id);
    expect(still).toMatchObject({ status: 'processed', processedAt: after.processedAt });
    expect(await auditOf(m.userId, 'refund.failed')).toHaveLength(0);
  });

  it('refund.failed frees the amount and gives back the period a full refund ended', async () => {
    const m = await paidMember();
    const r = (await refund(body(m, 17999))).body.data;
    expect((await memberCall(m)).status).toBe(402);
    const [row] = await refundsOf(m.payment.id);
    const failed = await hook('refund.failed', { id: row.providerRefundId!, paymentId: m.payment.txnId, amountPaise: 1799900, refundId: r._id }, `evt_fail_${r._id}`);
    expect(failed.body.data).toEqual({ result: 'applied' });
    const [after] = await refundsOf(m.payment.id);
    expect(after).toMatchObject({ status: 'failed' });
    expect((await quote(m)).body.data).toMatchObject({ refunded: 0, remaining: 17999, refundable: true });
    expect((await memberCall(m)).status).toBe(200);
    const [p] = await app.db.select().from(payments).where(eq(payments.id, m.payment.id));
    expect(p.endDate.getTime()).toBe(m.payment.endDate.getTime());
    const [a] = await auditOf(m.userId, 'refund.failed');
    expect(a).toMatchObject({ actorId: null, after: { status: 'failed' } });
    // The test provider's own processed webhook, arriving after, changes nothing.
    await provider().deliverPendingWebhooks();
    expect((await refundsOf(m.payment.id))[0].status).toBe('failed');
    // The amount is free: it can be refunded again.
    expect((await refund(body(m, 17999))).status).toBe(200);
  });
});
