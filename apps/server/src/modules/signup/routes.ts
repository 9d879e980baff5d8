import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { MSG } from '@tlt/shared/messages';
import { IsUserExistsSchema, SignupResultSchema, SignupSchema } from '@tlt/shared/signup';
import { sendQuietly } from '../../adapters/mail/index.ts';
import { receiptMail } from '../../adapters/mail/templates.ts';
import { ok } from '../../lib/envelope.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import { receiptLinks } from '../billing/index.ts';
import { findUserByEmail } from '../user-record/service.ts';
import { signup } from './service.ts';
import { errorResponses, optionalSession } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const perIp = { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } };

  app.post('/auth/signup', {
    schema: {
      operationId: 'postAuthSignup',
      summary: 'Sign up after payment',
      description: 'Creates the member\'s account from a paid order (or an admin\'s manual sign-up). Refuses a used order or a registered e-mail (409).',
      security: optionalSession,
      tags: ['auth'], body: SignupSchema, response: { 200: envelopeSchema(SignupResultSchema), ...errorResponses(400, 401, 403, 409, 413, 415, 429) } },
    config: perIp,
  }, async (req) => {
    // A token makes this an admin's manual signup when its owner is an admin.
    if (bearerToken(req)) await app.requireUser(req);
    const caller = req.user && { id: req.user.id, userType: req.user.userType, ip: req.ip };
    // The language of the page the member signed up on (the web sends Accept-Language: hi on /hi pages).
    const result = await signup(app.db, app.config.payments.keySecret, req.body, caller, localeFromAcceptLanguage(req.headers['accept-language']));
    const { user, receipt } = result;
    // The receipt never holds up or undoes the signup.
    void sendQuietly(app.mailer, req.log, { to: user.email, ...receiptMail({
      locale: user.language, name: user.name, planType: receipt.planType, amountRupees: receipt.amountPaise / 100, startDate: receipt.start, endDate: receipt.end,
      ...receiptLinks(app.config, receipt.paymentId),
    }) }, 'transactional');
    return ok({ user: result.user, token: result.token }, MSG.signupSuccess);
  });

  app.post('/user/isUserExists', {
    schema: {
      operationId: 'postUserIsUserExists',
      summary: 'Check whether an e-mail is registered',
      description: 'Answers whether an account exists for the e-mail, before payment.',
      tags: ['auth'], body: IsUserExistsSchema, response: { 200: envelopeSchema(z.boolean()), ...errorResponses(400, 413, 415, 429) } },
    config: perIp,
  }, async (req) => ok(!!(await findUserByEmail(app.db, req.body.email))));
};

export default routes;
