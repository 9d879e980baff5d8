import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUTH_MSG, LoginResultSchema, LoginSchema } from '@tlt/shared/auth';
import { envelopeSchema } from '@tlt/shared/envelope';
import { UserSchema } from '@tlt/shared/user';
import { ok } from '../../lib/envelope.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import { hashToken } from '../../lib/tokens.ts';
import { cachedUserDto } from '../user-record/service.ts';
import { loginLockout } from './lockout.ts';
import { login, revokeSession } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Per address, every attempt (the plugin's limit); failures are counted by the lockout.
  const { loginPerIpPerMin } = app.config.limits;
  const lockout = loginLockout(app);

  app.post('/auth/login', {
    schema: {
      operationId: 'postAuthLogin',
      summary: 'Sign in',
      description: 'Exchanges an e-mail and password for a session token. Refuses a suspended account (401), an ended paid period (402) and wrong credentials (403); repeated failures lock the address out (429).',
      tags: ['auth'], body: LoginSchema, response: { 200: envelopeSchema(LoginResultSchema), ...errorResponses(400, 401, 402, 403, 413, 415, 429) } },
    config: { rateLimit: { max: loginPerIpPerMin, timeWindow: '1 minute' } },
    preHandler: async (req) => lockout.check(req.body.email, req.ip, req.log),
  }, async (req) =>
    ok(await lockout.guard(req.body.email, req.ip, req.log, () =>
      login(app.db, req.body, { userAgent: req.headers['user-agent'], ip: req.ip }))),
  );

  app.get('/auth', {
    schema: {
      operationId: 'getAuth',
      summary: 'The signed-in user',
      description: 'The user behind the session token.',
      tags: ['auth'], response: { 200: envelopeSchema(UserSchema), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => {
    return ok(cachedUserDto(req.user!.row, req.user!.payments));
  });

  // Answers 200 even for an unknown token: the client clears its copy either way.
  app.get('/auth/logout', {
    schema: {
      operationId: 'getAuthLogout',
      summary: 'Sign out',
      description: 'Ends the session the token names; answers 200 even for an unknown token, so the client clears its copy either way.',
      tags: ['auth'], response: { 200: envelopeSchema(z.null()), ...errorResponses(400, 429) } },
  }, async (req) => {
    const token = bearerToken(req);
    if (token) {
      await revokeSession(app.db, token);
      app.sessionCache.dropToken(hashToken(token));
    }
    return ok(null, AUTH_MSG.loggedOut);
  });
};

export default routes;
