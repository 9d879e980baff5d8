import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { razorpayProvider } from './razorpay-provider.ts';
import { ProviderError } from './types.ts';

/** A local stand-in for api.razorpay.com: records each request and answers what the test queued. */
interface Seen { method: string; url: string; headers: http.IncomingHttpHeaders; body: unknown }
const seen: Seen[] = [];
const answers: Array<{ status: number; body: unknown }> = [];
let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      const a = answers.shift() ?? { status: 500, body: { error: { code: 'SERVER_ERROR', description: 'nothing queued' } } };
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((ok) => server.close(() => ok())));

const provider = () => razorpayProvider('rzp_test_key', 'secret_xyz', url);
const request = { paymentId: 'pay_Abc123', amountPaise: 1799900, idempotencyKey: 'c0ffee00-1111-4222-8333-444455556666', receipt: 'refund-uuid', notes: { refundId: 'refund-uuid' } };
const refundAnswer = { id: 'rfnd_FP8QHiV938haTz', entity: 'refund', amount: 1799900, currency: 'INR', payment_id: 'pay_Abc123', status: 'pending' };

describe('Razorpay refund through the official SDK', () => {
  it('POSTs /v1/payments/{id}/refund with basic auth, the body and X-Refund-Idempotency', async () => {
    seen.length = 0;
    answers.push({ status: 200, body: refundAnswer });
    const r = await provider().refund(request);
    expect(r).toEqual({ id: 'rfnd_FP8QHiV938haTz', status: 'pending', amountPaise: 1799900 });
    expect(seen).toHaveLength(1);
    const [s] = seen;
    expect(s.method).toBe('POST');
    expect(s.url).toBe('/v1/payments/pay_Abc123/refund');
    expect(s.headers['x-refund-idempotency']).toBe(request.idempotencyKey);
    expect(s.headers.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:secret_xyz').toString('base64')}`);
    expect(s.body).toEqual({ amount: 1799900, speed: 'normal', receipt: 'refund-uuid', notes: { refundId: 'refund-uuid' } });
  });

  it('refunds in flight together each carry their own key', async () => {
    seen.length = 0;
    answers.push({ status: 200, body: refundAnswer }, { status: 200, body: refundAnswer });
    const other = { ...request, paymentId: 'pay_Other9', idempotencyKey: 'd00dfeed-2222-4333-8444-555566667777' };
    await Promise.all([provider().refund(request), provider().refund(other)]);
    const keyOf = (paymentId: string) => seen.find((s) => s.url === `/v1/payments/${paymentId}/refund`)?.headers['x-refund-idempotency'];
    expect(keyOf('pay_Abc123')).toBe(request.idempotencyKey);
    expect(keyOf('pay_Other9')).toBe(other.idempotencyKey);
  });

  it('sends the key on the refund only, never on other calls', async () => {
    seen.length = 0;
    answers.push({ status: 200, body: { id: 'order_X', amount: 100 } });
    await provider().createOrder({ amountPaise: 100, receipt: 'r', notes: {} });
    expect(seen[0].url).toBe('/v1/orders');
    expect(seen[0].headers['x-refund-idempotency']).toBeUndefined();
  });

  it('a refusal (400) is final: one call, a definite ProviderError with Razorpay\'s description', async () => {
    seen.length = 0;
    answers.push({ status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount provided is greater than amount captured' } } });
    const err = await provider().refund(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ statusCode: 400, definite: true, message: 'The refund amount provided is greater than amount captured' });
    expect(seen).toHaveLength(1);
  });

  it('an unknown outcome (5xx, 409 still processing) is sent again with the same key, then succeeds', async () => {
    seen.length = 0;
    answers.push({ status: 502, body: { error: { description: 'bad gateway' } } });
    answers.push({ status: 409, body: { error: { description: 'request is being processed' } } });
    answers.push({ status: 200, body: { ...refundAnswer, status: 'processed' } });
    const r = await provider().refund(request);
    expect(r.status).toBe('processed');
    expect(seen.map((s) => s.headers['x-refund-idempotency'])).toEqual([request.idempotencyKey, request.idempotencyKey, request.idempotencyKey]);
    expect(new Set(seen.map((s) => JSON.stringify(s.body))).size).toBe(1);
  });

  it('no answer at all is an unknown outcome (status 0, not definite)', async () => {
    const err = await razorpayProvider('k', 's', 'http://127.0.0.1:1').refund(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect(err).toMatchObject({ statusCode: 0, definite: false });
  });
});
