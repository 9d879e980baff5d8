import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ORDER_MSG, TestCheckoutResultSchema, TestCheckoutSchema } from '@tlt/shared/orders';
import { signPayment, verifyWebhookSignature } from '../../adapters/payments/signature.ts';
import { testId } from '../../adapters/payments/test-provider.ts';
import { ok } from '../../lib/envelope.ts';
import { countWebhook } from '../../lib/metrics.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findOrder } from '../billing/index.ts';
import { applyPaymentEvent, parseWebhook } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

const routes: FastifyPluginAsyncZod = async (app) => {
  const { keySecret, webhookSecret } = app.config.payments;

  // The webhook's signature covers the exact bytes, so this scope keeps the raw body.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    req.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new SyntaxError(MSG.malformedJson), { statusCode: 400 }), undefined);
    }
  });

  app.post('/payments/webhook', {
    schema: {
      operationId: 'postPaymentsWebhook',
      summary: 'Payment provider webhook',
      description: 'The provider\'s signed events (payment captured, refund processed); unsigned or altered bodies are refused.',
      tags: ['payments'], hide: false, response: { 200: envelopeSchema(z.object({ result: z.enum(['applied', 'duplicate']) })), ...errorResponses(400, 413, 415) } },
    config: { rateLimit: false },
  }, async (req) => {
    const signature = req.headers['x-razorpay-signature'];
    if (typeof signature !== 'string' || !req.rawBody || !verifyWebhookSignature(webhookSecret, req.rawBody, signature)) {
      countWebhook('bad_signature');
      throw badRequest(ORDER_MSG.badWebhookSignature);
    }
    const eventId = req.headers['x-razorpay-event-id'];
    const fallback = `body_${createHash('sha256').update(req.rawBody).digest('hex').slice(0, 32)}`;
    try {
      const result = await applyPaymentEvent(app.db, parseWebhook(req.body, typeof eventId === 'string' ? eventId : undefined, fallback));
      countWebhook(result);
      return ok({ result });
    } catch (err) {
      countWebhook('error');
      throw err;
    }
  });

  if (app.payments.name !== 'test') return;

  /** Test mode plays the provider: Pay signs a payment with the key secret, as Razorpay does. */
  app.post('/payments/test/checkout', {
    schema: {
      operationId: 'postPaymentsTestCheckout',
      summary: 'Complete a test checkout',
      description: 'Test payments only: plays the provider and completes an order as paid or failed.',
      tags: ['payments'], body: TestCheckoutSchema, response: { 200: envelopeSchema(TestCheckoutResultSchema), ...errorResponses(400, 404, 413, 415, 429) } },
  }, async (req) => {
    const order = await findOrder(app.db, req.body.orderId);
    if (!order) throw notFound(ORDER_MSG.notFound);
    const paymentId = testId('pay');
    const captured = req.body.outcome === 'pay';
    await applyPaymentEvent(app.db, {
      id: testId('evt'), type: captured ? 'payment.captured' : 'payment.failed', orderId: order.id, paymentId,
      payload: { test: true },
    });
    if (!captured) return ok({ failed: true as const, description: 'Payment failed (test mode)' });
    return ok({ razorpay_order_id: order.id, razorpay_payment_id: paymentId, razorpay_signature: signPayment(keySecret, order.id, paymentId) });
  });
};

export default routes;
