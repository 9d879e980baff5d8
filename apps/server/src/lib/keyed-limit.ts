import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyRequests } from './errors.ts';

/**
 * A preHandler that counts calls per `key` (an e-mail, a member) in the app's rate-limit store, beside
 * the per-IP limit every route has: past `limit` it refuses with the spec's 429 message. It runs after
 * validation, so a key read from the body is the normalised one. Limits of at most STRICT_MAX (100)
 * per window, as every keyed limit is, are counted exactly across the fleet: one statement per call
 * on PostgreSQL, never a batch (docs/decisions/0077-batched-rate-limits).
 */
export function keyedLimit(app: FastifyInstance, limit: { max: number; timeWindow: string }, key: (req: FastifyRequest) => string) {
  const check = app.createRateLimit({ ...limit, keyGenerator: key });
  return async (req: FastifyRequest) => {
    const r = await check(req);
    if (!r.isAllowed && r.isExceeded) throw tooManyRequests();
  };
}
