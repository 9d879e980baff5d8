import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { auditLog, orders, payments, refunds } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

/** A stand-in for api.razorpay.com: answers each refund call with what the test queued. */
const answers: Array<{ status: number; body: unknown }> = [];
const calls: Array<{ url: string; key: string | undefined; body: unknown }> = [];
const server = http.createServer((req, res) => {
  let raw = '';
  req.on('data', (c) => (raw += c));
  req.on('end', () => {
    calls.push({ url: req.url!, key: req.headers['x-refund-idempotency'] as string | undefined, body: JSON.parse(raw || 'null') });
    const a = answers.shift() ?? { status: 500, body: { error: { description: 'down' } } };
    res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
  });
});
await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const app = await testApp({
  env: {
    PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_standin', RAZORPAY_KEY_SECRET: 'standin_secret',
    RAZORPAY_WEBHOOK_SECRET: 'standin_webhook', RAZORPAY_API_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
  },
});
const admin = await makeUser(app, { userType: 'admin' });
let n = 0;

/** A member whose Razorpay payment was captured (its order paid with that payment id). */
async function razorpayMember() {
  n += 1;
  const { user, token } = await makeUser(app, { months: 0, name: 'Ravi Kumar' });
  const orderId = `order_rzp${n}`;
  const txnId = `pay_rzp${n}`;
  await app.db.insert(orders).values({ id: orderId, provider: 'razorpay', purpose: 'signup', planId: 2, amountPaise: 1799900, name: user.name, email: user.email, status: 'paid', paymentId: txnId, paidAt: new Date(), consumedAt: new Date() });
  const start = new Date(Date.now() - 86_400_000);
  const [payment] = await app.db.insert(payments).values({
    userId: user.id, amountPaise: 1799900, txnId, orderId, planType: 'Half-Yearly', source: 'razorpay', startDate: start, endDate: new Date(start.getTime() + 180 * 86_400_000),
  }).returning();
  return { user, token, payment };
}
type M = Awaited<ReturnType<typeof razorpayMember>>;
const refund = (m: M, amount: number) => call(app, {
  method: 'POST', url: '/api/refund/create', token: admin.token,
  payload: { amount, paymentId: m.payment.txnId, orderId: m.payment.orderId, name: m.user.name, email: m.user.email },
});
const rows = (m: M) => app.db.select().from(refunds).where(eq(refunds.paymentId, m.payment.id));
const memberCall = (m: M) => call(app, { method: 'GET', url: '/api/notification/all', token: m.token });

describe('refunds against Razorpay (a local stand-in for its API)', () => {
  it('accepted: the refund id is stored and the request carried the amount and our idempotency key', async () => {
    const m = await razorpayMember();
    calls.length = 0;
    answers.push({ status: 200, body: { id: 'rfnd_Standin0001', entity: 'refund', amount: 500000, payment_id: m.payment.txnId, status: 'pending' } });
    const r = await refund(m, 5000);
    expect(r.status).toBe(200);
    const [row] = await rows(m);
    expect(row).toMatchObject({ status: 'pending', providerRefundId: 'rfnd_Standin0001', provider: 'razorpay' });
    expect(calls).toEqual([{ url: `/v1/payments/${m.payment.txnId}/refund`, key: row.idempotencyKey, body: { amount: 500000, speed: 'normal', receipt: row.id, notes: { refundId: row.id, memberEmail: m.user.email } } }]);
  });

  it('refused: 502 with the spec\'s failure message, the refund failed, its amount free and the period given back', async () => {
    const m = await razorpayMember();
    expect((await memberCall(m)).status).toBe(200);
    answers.push({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } } });
    const r = await refund(m, 17999);
    expect(r.status).toBe(502);
    expect(r.body.message).toBe(MSG.refundFailed);
    expect(r.body.data).toMatchObject({ status: 'failed', reason: 'The payment has been fully refunded already' });
    const [row] = await rows(m);
    expect(row).toMatchObject({ status: 'failed', failureReason: 'The payment has been fully refunded already' });
    const [p] = await app.db.select().from(payments).where(eq(payments.id, m.payment.id));
    expect(p.endDate.getTime()).toBe(m.payment.endDate.getTime());
    expect((await memberCall(m)).status).toBe(200);
    const failed = await app.db.select().from(auditLog).where(eq(auditLog.targetUserId, m.user.id));
    expect(failed.map((a) => a.action).sort()).toEqual(['refund.create', 'refund.failed']);
    // Free again: the next attempt goes through.
    answers.push({ status: 200, body: { id: 'rfnd_Standin0002', amount: 1799900, status: 'processed' } });
    const again = await refund(m, 17999);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ status: 'processed', endedPeriod: true });
    expect((await memberCall(m)).status).toBe(402);
  });

  it('no clear answer (5xx every time): sent three times with one key, then kept pending and reserved', async () => {
    const m = await razorpayMember();
    calls.length = 0;
    for (let i = 0; i < 3; i += 1) answers.push({ status: 503, body: { error: { description: 'unavailable' } } });
    const r = await refund(m, 1000);
    expect(r.status).toBe(502);
    expect(r.body.data).toMatchObject({ status: 'pending' });
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    const [row] = await rows(m);
    expect(row.status).toBe('pending');
    expect(row.failureReason).toMatch(/No answer/);
    const q = (await call(app, { method: 'GET', url: `/api/refund/quote?paymentId=${m.payment.id}`, token: admin.token })).body.data;
    expect(q).toMatchObject({ pending: 1000, remaining: 16999 });
  });
});
