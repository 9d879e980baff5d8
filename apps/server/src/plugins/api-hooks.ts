import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import type { Config } from '../config.ts';
import { fail } from '../lib/envelope.ts';
import idempotency from './idempotency.ts';
import { apiRateLimit } from './rate-limit.ts';
import textGuard from './text-guard.ts';

/**
 * The hooks only the API needs, for the /api context alone (app.ts, which adds maintenance's there
 * too): its global rate limit, the text guard, Idempotency-Key, and its 404 envelope. Pages, files, sitemap and
 * /metrics (root routes) pay for none of them (decision 0056-pages-in-fastify). Wrapped in fp so the
 * hooks land in the context that registers this, not in a child of it.
 */
export default fp(async function apiHooks(api: FastifyInstance, { config }: { config: Config }) {
  await api.register(apiRateLimit, { config });
  await api.register(textGuard);
  await api.register(idempotency);
  api.setNotFoundHandler({ preHandler: api.rateLimit() }, async (_req, reply) => reply.code(404).send(fail(404, MSG.apiNotFound)));
}, { name: 'api-hooks' });
