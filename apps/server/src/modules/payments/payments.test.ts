import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyPaymentSignature } from '../../adapters/payments/signature.ts';
import { orders, paymentEvents } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const secret = app.config.payments.webhookSecret;
const newOrder = async () =>
  (await call(app, { method: 'POST', url: '/api/order/create', payload: { planId: 1, name: 'W', email: `w${Math.random()}@example.com` } })).body.data.orderId as string;
const status = async (id: string) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0].status;
const hook = (body: object, o: { sig?: string; id?: string } = {}) => {
  const raw = JSON.stringify(body);
  return call(app, {
    method: 'POST', url: '/api/payments/webhook', payload: raw,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': o.sig ?? signWebhook(secret, raw), ...(o.id ? { 'x-razorpay-event-id': o.id } : {}) },
  });
};
const event = (type: string, orderId: string, paymentId = 'pay_W1') => ({ event: type, payload: { payment: { entity: { id: paymentId, order_id: orderId } } } });

describe('test-mode checkout', () => {
  it('Pay answers a payment signed with the key secret and marks the order paid', async () => {
    const id = await newOrder();
    const r = await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: id, outcome: 'pay' } });
    const d = r.body.data;
    expect(d.razorpay_order_id).toBe(id);
    expect(verifyPaymentSignature(app.config.payments.keySecret, id, d.razorpay_payment_id, d.razorpay_signature)).toBe(true);
    expect(await status(id)).toBe('paid');
  });
  it('Fail marks the order failed; a later Pay still succeeds', async () => {
    const id = await newOrder();
    const f = await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: id, outcome: 'fail' } });
    expect(f.body.data).toMatchObject({ failed: true });
    expect(await status(id)).toBe('failed');
    await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: id, outcome: 'pay' } });
    expect(await status(id)).toBe('paid');
  });
  it('404 for an unknown order', async () => {
    expect((await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: 'order_nope', outcome: 'pay' } })).status).toBe(404);
  });
});

describe('POST /api/payments/webhook', () => {
  it('refuses a bad or missing signature and stores nothing', async () => {
    const id = await newOrder();
    expect((await hook(event('payment.captured', id), { sig: 'deadbeef' })).status).toBe(400);
    const raw = JSON.stringify(event('payment.captured', id));
    expect((await call(app, { method: 'POST', url: '/api/payments/webhook', payload: raw, headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect(await status(id)).toBe('created');
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.orderId, id))).toHaveLength(0);
  });

  it('applies an event once and ignores repeats', async () => {
    const id = await newOrder();
    const first = await hook(event('payment.captured', id), { id: `evt_${id}` });
    expect(first.body.data).toEqual({ result: 'applied' });
    expect(await status(id)).toBe('paid');
    expect((await hook(event('payment.captured', id), { id: `evt_${id}` })).body.data).toEqual({ result: 'duplicate' });
    // Without an event id header, the same body counts as the same event.
    const other = await newOrder();
    await hook(event('order.paid', other));
    expect((await hook(event('order.paid', other))).body.data).toEqual({ result: 'duplicate' });
  });

  it('copes with events in any order: a late failure never undoes a capture', async () => {
    const id = await newOrder();
    await hook(event('payment.captured', id, 'pay_ok'), { id: 'e1' + id });
    await hook(event('payment.failed', id, 'pay_bad'), { id: 'e2' + id });
    expect(await status(id)).toBe('paid');
    const id2 = await newOrder();
    await hook(event('payment.failed', id2, 'pay_bad'), { id: 'e3' + id2 });
    await hook(event('payment.captured', id2, 'pay_ok'), { id: 'e4' + id2 });
    expect(await status(id2)).toBe('paid');
  });

  it('records events for unknown orders without failing, and refuses malformed JSON', async () => {
    expect((await hook(event('payment.captured', 'order_unknown'))).status).toBe(200);
    const raw = '{"event":';
    const r = await call(app, { method: 'POST', url: '/api/payments/webhook', payload: raw, headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(secret, raw) } });
    expect(r.status).toBe(400);
  });
});
