import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { SubscribeSchema, SubscriberListParamsSchema, SubscriberListSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { sendXlsx } from '../../lib/xlsx.ts';
import { recordExport } from '../audit/index.ts';
import { listSubscribers, subscribe, subscriberExportRows } from './service.ts';
import { queueWelcome, workWelcomes } from './welcome.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscribers'];
  await workWelcomes(app);
  const welcome = queueWelcome(app);

  // A repeat answers 200 too, with its own message: the form has nothing to fix.
  app.post('/subscribers/subscribe', {
    schema: { tags, body: SubscribeSchema, response: { 200: envelopeSchema(z.object({ email: z.string() })) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const added = await subscribe(app.db, req.body.email, undefined, welcome);
    return ok({ email: req.body.email }, added ? MSG.subscribed : MSG.alreadySubscribed);
  });

  app.get('/subscribers/all', {
    schema: { tags, querystring: SubscriberListParamsSchema, response: { 200: envelopeSchema(SubscriberListSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await listSubscribers(app.db, req.query)));

  // subscribers-DD-MM-YYYY.xlsx, streamed (lib/xlsx.ts): every subscriber, newest first.
  app.get('/subscribers/export', {
    schema: { tags, description: 'Every subscriber as an .xlsx (email, subscribed on DD-MM-YYYY), newest first.' },
    onRequest: app.requireAdmin,
  }, (req, reply) => sendXlsx(reply, {
    filename: 'subscribers',
    sheetName: 'Subscribers',
    columns: [
      { header: 'Email', width: 40, value: (r) => r.email },
      { header: 'Subscribed on', width: 16, type: 'date', value: (r) => r.createdAt },
    ],
    rows: subscriberExportRows(app.db),
  }, { onStart: () => recordExport(app.db, { id: req.user!.id, ip: req.ip }, 'subscribers') }));
};

export default routes;
