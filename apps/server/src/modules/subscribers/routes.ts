import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { SubscribeSchema, SubscriberListParamsSchema, SubscriberListSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { listSubscribers, subscribe } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscribers'];

  // A repeat answers 200 too, with its own message: the form has nothing to fix.
  app.post('/subscribers/subscribe', {
    schema: { tags, body: SubscribeSchema, response: { 200: envelopeSchema(z.object({ email: z.string() })) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const added = await subscribe(app.db, req.body.email);
    return ok({ email: req.body.email }, added ? MSG.subscribed : MSG.alreadySubscribed);
  });

  app.get('/subscribers/all', {
    schema: { tags, querystring: SubscriberListParamsSchema, response: { 200: envelopeSchema(SubscriberListSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await listSubscribers(app.db, req.query)));
};

export default routes;
