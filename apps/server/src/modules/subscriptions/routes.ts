import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_MSG, ReminderSentSchema, SendReminderSchema, SubscriptionAnalyticsSchema } from '@tlt/shared/back-office/analytics';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { sendRenewalReminder, subscriptionAnalytics } from './service.ts';

/** The admin dashboard's subscription analytics and its renewal-reminder action (issue 13 §6, decision 0029). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['analytics'];

  app.get('/user/analytics', {
    schema: { tags, response: { 200: envelopeSchema(SubscriptionAnalyticsSchema) } },
    onRequest: app.requireAdmin,
  }, async () => ok(await subscriptionAnalytics(app.db)));

  app.post('/user/sendRenewalReminder', {
    schema: { tags, body: SendReminderSchema, response: { 200: envelopeSchema(ReminderSentSchema) } },
    onRequest: app.requireAdmin,
    // Per admin on top of the one-a-minute per member: a runaway script cannot mail the whole list.
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
    const sent = await sendRenewalReminder(deps, req.body.userId, { id: req.user!.id, ip: req.ip });
    return ok(sent, ANALYTICS_MSG.reminderSent);
  });
};

export default routes;
