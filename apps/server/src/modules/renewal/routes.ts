import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { RenewSchema } from '@tlt/shared/signup';
import { PaymentSchema } from '@tlt/shared/user';
import { sendQuietly } from '../../adapters/mail/index.ts';
import { receiptMail } from '../../adapters/mail/templates.ts';
import { ok } from '../../lib/envelope.ts';
import { receiptLinks, renew } from '../billing/index.ts';
import { loadUserDto } from '../users/service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/user/renewSubscription', {
    schema: { tags: ['auth'], body: RenewSchema, response: { 200: envelopeSchema(z.object({ payment: PaymentSchema })) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const { userId, receipt } = await renew(app.db, app.config.payments.keySecret, req.body);
    const user = (await loadUserDto(app.db, userId))!;
    void sendQuietly(app.mailer, req.log, { to: user.email, ...receiptMail({
      name: user.name, planType: receipt.planType, amountRupees: receipt.amountPaise / 100, startDate: receipt.start, endDate: receipt.end,
      ...receiptLinks(app.config, receipt.paymentId),
    }) });
    return ok({ payment: user.payment[0] }, MSG.renewSuccess);
  });
};

export default routes;
