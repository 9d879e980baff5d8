import { describe, expect, it } from 'vitest';
import { REFUND_MSG } from '@tlt/shared/back-office/refunds';
import { signWebhook } from '../../adapters/payments/signature.ts';
import { refundEventBody, type TestPaymentProvider } from '../../adapters/payments/test-provider.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { lastPayment, paidMember, putSeller } from '../../../test/billing.ts';

/** Issue 26 §1: a refund ends what was bought with it, and the admin's page says what it ended. */
const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
await putSeller(app, admin.token);
const provider = () => app.payments as TestPaymentProvider;
const BOTH = ['Profitable Trading Masterclass', 'Trading Psychology Masterclass'];

const refund = (payload: object) => call(app, { method: 'POST', url: '/api/refund/create', token: admin.token, payload });
const detail = async (userId: string) => (await call(app, { method: 'GET', url: `/api/user/${userId}/detail`, token: admin.token })).body.data;
const quote = async (paymentId: string, email: string) =>
  (await call(app, { method: 'GET', url: `/api/refund/quote?paymentId=${paymentId}&email=${encodeURIComponent(email)}`, token: admin.token })).body.data;
/** The courses whose access is still open, by name. */
const openCourses = (d: { courses: { course_name: string; endDate: string }[] }) =>
  d.courses.filter((c) => new Date(c.endDate).getTime() > Date.now()).map((c) => c.course_name).sort();

async function yearlyMember() {
  const m = await paidMember(app, { planId: 3 });
  const paid = await lastPayment(app, m.token);
  return { ...m, paid, body: (amount: number, extra: object = {}) => ({ amount, paymentId: m.txnId, email: m.email, ...extra }) };
}

describe('a full refund ends the paid period and the courses bought with it', () => {
  it('at once, when the admin confirms it; still ended once the refund is processed; the member page says so', async () => {
    const m = await yearlyMember();
    expect(openCourses(await detail(m.userId))).toEqual(BOTH);
    // What the dialog says before the admin confirms: the courses this payment opened.
    expect((await quote(m.paid._id, m.email)).openCourses).toEqual(BOTH);

    const r = await refund(m.body(m.paid.amount));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ endedPeriod: true, endedCourseAccess: true });
    let d = await detail(m.userId);
    expect(openCourses(d)).toEqual([]);
    expect(d.courses.every((c: { endedByRefund: boolean }) => c.endedByRefund)).toBe(true);
    expect(d.refunds[0]).toMatchObject({ endedPeriod: true, endedCourseAccess: true });

    await provider().deliverPendingWebhooks();
    d = await detail(m.userId);
    expect(d.refunds[0].status).toBe('processed');
    expect(openCourses(d)).toEqual([]);
  });

  it('a full refund cannot keep the courses open: endCourseAccess false is refused, nothing is written', async () => {
    const m = await yearlyMember();
    const r = await refund(m.body(m.paid.amount, { endCourseAccess: false }));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(REFUND_MSG.fullEndsCourses);
    expect(openCourses(await detail(m.userId))).toEqual(BOTH);
    expect((await detail(m.userId)).refunds).toEqual([]);
  });

  it('a refund the provider refuses gives the courses back with the period', async () => {
    const m = await yearlyMember();
    const r = (await refund(m.body(m.paid.amount))).body.data;
    expect(openCourses(await detail(m.userId))).toEqual([]);
    const raw = JSON.stringify(refundEventBody('refund.failed', { id: r.providerRefundId, paymentId: m.txnId, amountPaise: Math.round(m.paid.amount * 100), receipt: r._id, notes: { refundId: r._id } }));
    const hook = await call(app, {
      method: 'POST', url: '/api/payments/webhook', payload: raw,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(app.config.payments.webhookSecret, raw), 'x-razorpay-event-id': `evt_${r._id}` },
    });
    expect(hook.body.data).toEqual({ result: 'applied' });
    const d = await detail(m.userId);
    expect(openCourses(d)).toEqual(BOTH);
    expect(d.courses.some((c: { endedByRefund: boolean }) => c.endedByRefund)).toBe(false);
    expect(d.refunds[0]).toMatchObject({ status: 'failed', endedPeriod: false, endedCourseAccess: false });
  });
});

describe('a partial refund asks whether course access ends', () => {
  it('endCourseAccess true: the courses end now while the paid period runs on', async () => {
    const m = await yearlyMember();
    const r = await refund(m.body(1000, { endCourseAccess: true }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ endedPeriod: false, endedCourseAccess: true });
    const d = await detail(m.userId);
    expect(openCourses(d)).toEqual([]);
    expect(d.payments[0].current).toBe(true);
    expect(d.refunds[0]).toMatchObject({ endedPeriod: false, endedCourseAccess: true });
    // A later refund of the same payment has no open course left to end.
    expect((await quote(m.paid._id, m.email)).openCourses).toEqual([]);
  });

  it('endCourseAccess false keeps them; a partial refund of a payment with open courses must say which', async () => {
    const m = await yearlyMember();
    const unsaid = await refund(m.body(1000));
    expect(unsaid.status).toBe(400);
    expect(unsaid.body.message).toBe(REFUND_MSG.sayCourseAccess);
    const r = await refund(m.body(1000, { endCourseAccess: false }));
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ endedPeriod: false, endedCourseAccess: false });
    expect(openCourses(await detail(m.userId))).toEqual(BOTH);
  });

  it('a payment that bought no course needs no answer, and cannot end courses it did not open', async () => {
    const m = await paidMember(app, { planId: 1 });
    const paid = await lastPayment(app, m.token);
    expect((await quote(paid._id, m.email)).openCourses).toEqual([]);
    const refused = await refund({ amount: 100, paymentId: m.txnId, email: m.email, endCourseAccess: true });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(REFUND_MSG.noCourses);
    expect((await refund({ amount: 100, paymentId: m.txnId, email: m.email })).status).toBe(200);
  });
});
