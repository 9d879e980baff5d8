import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ForgotPasswordSchema, ResetPasswordSchema } from '@tlt/shared/password';
import { ok } from '../../lib/envelope.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { requestPasswordReset, resetPassword } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** Forgot password: per email 5 per 15 minutes (mail bombing), per IP 20 per hour (probing). */
const FORGOT_PER_EMAIL = { max: 5, timeWindow: '15 minutes' } as const;
const FORGOT_PER_IP = { max: 20, timeWindow: '1 hour' } as const;
const RESET_PER_IP = { max: 20, timeWindow: '15 minutes' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  // A second limit on the same request (see docs/decisions/0003); runs after validation,
  // so the key is the normalised email.
  const perEmail = keyedLimit(app, FORGOT_PER_EMAIL, (req) => `forgot:${String((req.body as { email?: unknown })?.email ?? '')}`);

  app.post('/user/forgetPassword', {
    schema: {
      operationId: 'postUserForgetPassword',
      summary: 'Send a password reset link',
      description: 'Mails a reset link when the e-mail is registered; the answer is the same either way.',
      tags: ['password'], body: ForgotPasswordSchema, response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 413, 415, 429, 502) } },
    config: { rateLimit: FORGOT_PER_IP },
    preHandler: perEmail,
  }, async (req) => {
    await requestPasswordReset({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl, log: req.log }, req.body.email, localeFromAcceptLanguage(req.headers['accept-language']));
    return ok(null, MSG.forgotPasswordSent);
  });

  app.post('/user/resetPassword', {
    schema: {
      operationId: 'postUserResetPassword',
      summary: 'Set a new password from a reset link',
      description: 'Sets the password with the token from a reset link.',
      tags: ['password'], body: ResetPasswordSchema, response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 413, 415, 429) } },
    config: { rateLimit: RESET_PER_IP },
  }, async (req) => {
    const userId = await resetPassword(app.db, req.body.key, req.body.password);
    app.sessionCache.dropUser(userId);
    return ok(null, MSG.resetSuccess);
  });
};

export default routes;
