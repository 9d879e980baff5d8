import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { RenewSchema } from '@tlt/shared/signup';
import { RenewalLinkParamsSchema, RenewalLinkSchema } from '@tlt/shared/renewal-link';
import { PaymentSchema } from '@tlt/shared/user';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { sendQuietly } from '../../adapters/mail/index.ts';
import { receiptMail } from '../../adapters/mail/templates.ts';
import { ok } from '../../lib/envelope.ts';
import { receiptLinks, renew } from '../billing/index.ts';
import { liveRenewalToken } from '../renewal-tokens/service.ts';
import { loadUserDto } from '../user-record/service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/renewSubscription', {
    schema: {
      operationId: 'postUserRenewSubscription',
      summary: 'Renew a subscription after payment',
      description: 'Extends the member\'s paid period from a paid renewal order; an order already used is refused (409).',
      tags: ['auth'], body: RenewSchema, response: { 200: envelopeSchema(z.object({ payment: PaymentSchema })), ...errorResponses(400, 409, 413, 415, 429) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const { userId, receipt } = await renew(app.db, app.config.payments.keySecret, req.body);
    const user = (await loadUserDto(app.db, userId))!;
    void sendQuietly(app.mailer, req.log, { to: user.email, ...receiptMail({
      locale: user.language, name: user.name, planType: receipt.planType, amountRupees: receipt.amountPaise / 100, startDate: receipt.start, endDate: receipt.end,
      ...receiptLinks(app.config, receipt.paymentId),
    }) }, 'transactional');
    // The period just bought: for a member with time left it is queued after the one in force (payment[0]).
    const bought = user.payment.find((p) => p.startDate === receipt.start.toISOString() && p.endDate === receipt.end.toISOString());
    return ok({ payment: bought ?? user.payment[0] }, MSG.renewSuccess);
  });

  // The renewal page of a reminder mail's link (issue 26 §4): signed in or not, the token is the
  // proof; it answers only the plan and when access ends, never who the member is.
  app.get('/renewal/:token', {
    schema: {
      operationId: 'getRenewalByToken',
      description: 'The member and plan a mailed renewal link names, so the page can offer the payment.',
      tags: ['auth'], summary: 'Read what a renewal link renews', params: RenewalLinkParamsSchema, response: { 200: envelopeSchema(RenewalLinkSchema), ...errorResponses(400, 404, 414, 429) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const token = await liveRenewalToken(app.db, req.params.token);
    if (!token) throw notFound(MSG.renewalTokenInvalid);
    const [m] = await app.db.select({ planType: users.currentPlan, endDate: users.paidUntil }).from(users).where(eq(users.id, token.userId));
    if (!m) throw notFound(MSG.renewalTokenInvalid);
    return ok({ planType: m.planType, endDate: m.endDate?.toISOString() ?? null, ended: !m.endDate || m.endDate.getTime() <= Date.now() });
  });
};

export default routes;
