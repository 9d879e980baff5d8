import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { CreateOrderSchema, OrderSchema } from '@tlt/shared/orders';
import { ok } from '../../lib/envelope.ts';
import { createOrder } from './create-order.ts';
import refundRoutes from './refund-routes.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/order/create', {
    schema: { tags: ['payments'], body: CreateOrderSchema, response: { 200: envelopeSchema(OrderSchema) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => ok(await createOrder(app.db, app.payments, req.body)));

  await app.register(refundRoutes);
};

export default routes;
