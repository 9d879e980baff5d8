import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/errors.ts';

/**
 * Per-IP limits, kept in process memory: with several API processes each counts alone
 * (docs/decisions/0003). Routes tighten them with `config.rateLimit` or `app.rateLimit()`.
 */
export default fp(async function limits(app: FastifyInstance, { config }: { config: Config }) {
  const perMin = config.limits.globalPerMin;
  await app.register(rateLimit, {
    global: perMin > 0,
    max: perMin > 0 ? perMin : 1_000_000,
    timeWindow: '1 minute',
    errorResponseBuilder: () => tooManyRequests(),
  });
});
