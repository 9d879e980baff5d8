import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { CreateOrderSchema, OrderSchema } from '@tlt/shared/orders';
import { ok } from '../../lib/envelope.ts';
import { createOrder } from './create-order.ts';
import documentRoutes from './document-routes.ts';
import invoiceSettingsRoutes from './invoice-settings-routes.ts';
import memberRoutes from './member-routes.ts';
import refundRoutes from './refund-routes.ts';
import { errorResponses, optionalSession } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order/create', {
    schema: {
      operationId: 'postOrderCreate',
      summary: 'Create a payment order',
      description: 'Opens an order with the payment provider for a plan (sign-up, or renewing early with a session). The amount comes from the plan, never from the caller.',
      security: optionalSession,
      tags: ['payments'], body: CreateOrderSchema, response: { 200: envelopeSchema(OrderSchema), ...errorResponses(400, 401, 403, 409, 413, 415, 429, 502, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    // Renew early bills the signed-in caller: the bearer token says who (401 without one).
    if (req.body.purpose === 'renewal' && !req.body.renewalToken) await app.requireUser(req);
    return ok(await createOrder(app.db, app.payments, req.body, req.user?.id));
  });

  await app.register(refundRoutes);
  await app.register(memberRoutes);
  await app.register(invoiceSettingsRoutes);
  await app.register(documentRoutes);
};

export default routes;
