import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ANALYTICS_MSG, ReminderSentSchema, SendReminderSchema, SubscriptionAnalyticsSchema } from '@tlt/shared/back-office/analytics';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { sendRenewalReminder, subscriptionAnalytics } from './service.ts';
import { adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** The admin dashboard's subscription analytics and its renewal-reminder action (issue 13 §6, decision 0029). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['analytics'];

  adminRead(app, '/user/analytics', SubscriptionAnalyticsSchema, subscriptionAnalytics, {
    operationId: 'getUserAnalytics',
    summary: 'Subscription analytics',
    description: 'Admins only: the dashboard\'s subscription figures.',
    tags,
  });

  app.post('/user/sendRenewalReminder', {
    schema: {
      operationId: 'postUserSendRenewalReminder',
      summary: 'Send a renewal reminder',
      description: 'Admins only: mails a member a renewal reminder; refused (409) when one cannot be sent now.',
      tags, body: SendReminderSchema, response: { 200: envelopeSchema(ReminderSentSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) } },
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
