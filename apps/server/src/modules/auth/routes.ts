import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LoginResultSchema, LoginSchema } from '@tlt/shared/auth';
import { envelopeSchema } from '@tlt/shared/envelope';
import { UserSchema } from '@tlt/shared/user';
import { ok } from '../../lib/envelope.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { hashToken } from '../../lib/tokens.ts';
import { toUserDto } from '../users/serialize.ts';
import { login, revokeSession } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const { loginPerIpPerMin, loginPerEmailPer15Min } = app.config.limits;
  // A second limit on the same request: the plugin runs only one hook-based limiter per request.
  const checkEmail = app.createRateLimit({
    max: loginPerEmailPer15Min,
    timeWindow: '15 minutes',
    keyGenerator: (req) => `login:${String((req.body as { email?: unknown })?.email ?? '').trim().toLowerCase()}`,
  });
  const perEmail = async (req: FastifyRequest) => {
    const limit = await checkEmail(req);
    if (!limit.isAllowed && limit.isExceeded) throw tooManyRequests();
  };

  app.post('/auth/login', {
    schema: { tags: ['auth'], body: LoginSchema, response: { 200: envelopeSchema(LoginResultSchema) } },
    config: { rateLimit: { max: loginPerIpPerMin, timeWindow: '1 minute' } },
    preHandler: perEmail,
  }, async (req) =>
    ok(await login(app.db, req.body, { userAgent: req.headers['user-agent'], ip: req.ip })),
  );

  app.get('/auth', {
    schema: { tags: ['auth'], response: { 200: envelopeSchema(UserSchema) } },
    onRequest: app.requireUser,
  }, async (req) => {
    return ok(toUserDto(req.user!.row, req.user!.payments));
  });

  // Answers 200 even for an unknown token: the client clears its copy either way.
  app.get('/auth/logout', {
    schema: { tags: ['auth'], response: { 200: envelopeSchema(z.null()) } },
  }, async (req) => {
    const token = bearerToken(req);
    if (token) {
      await revokeSession(app.db, token);
      app.sessionCache.dropToken(hashToken(token));
    }
    return ok(null, 'Logged out');
  });
};

export default routes;
