import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ChangePasswordSchema } from '@tlt/shared/password';
import { ProfileUpdateSchema } from '@tlt/shared/profile';
import { UserSchema } from '@tlt/shared/user';
import { ok } from '../../lib/envelope.ts';
import { keyedLimit } from '../../lib/keyed-limit.ts';
import { changePassword, updateProfile } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** Guessing the old password from a stolen session: 10 tries per 15 minutes per user. */
const CHANGE_PASSWORD_PER_USER = { max: 10, timeWindow: '15 minutes' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  const perUser = keyedLimit(app, CHANGE_PASSWORD_PER_USER, (req) => `change-password:${req.user?.id ?? req.ip}`);

  app.patch('/user/update', {
    schema: {
      operationId: 'patchUserUpdate',
      summary: 'Update own profile',
      description: 'Changes the caller\'s own name, phone or picture; another member\'s id is refused (403).',
      tags: ['profile'], body: ProfileUpdateSchema, response: { 200: envelopeSchema(UserSchema), ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => {
    const { user, message, changed } = await updateProfile(app.db, app.images, req.user!.id, req.body, { ip: req.ip });
    if (changed) app.sessionCache.dropUser(req.user!.id);
    return ok(user, message);
  });

  app.post('/user/changePassword', {
    schema: {
      operationId: 'postUserChangePassword',
      summary: 'Change own password',
      description: 'Checks the current password and sets a new one.',
      tags: ['profile'], body: ChangePasswordSchema, response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    preHandler: [app.requireUser, perUser],
  }, async (req) => {
    await changePassword({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl }, req.user!.id, req.user!.sessionId, req.body,
      { ip: req.ip, userAgent: req.headers['user-agent'] });
    app.sessionCache.dropUser(req.user!.id);
    return ok(null, MSG.passwordChanged);
  });
};

export default routes;
