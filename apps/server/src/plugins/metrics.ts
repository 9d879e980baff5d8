import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bearerToken } from '../lib/bearer-token.ts';
import { HttpError } from '../lib/errors.ts';
import { databasePool, jobQueueDepth, registry, requestDuration } from '../lib/metrics.ts';

export const METRICS_PATH = '/metrics';

/** Equal-length digests, so the comparison takes the same time whatever the caller sent. */
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * GET /metrics in Prometheus text for the bearer of METRICS_TOKEN; not served without one (404).
 * Every answered request is timed by its route pattern, never its URL (query strings and ids would
 * be secrets and an unbounded set of series). Queue and pool figures are read when scraped.
 */
export default fp(async function metrics(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    requestDuration.observe(
      { method: req.method, route: req.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = app.config.metrics.token;
  if (!token) return;
  const expected = digest(token);

  app.get(METRICS_PATH, {
    // For Prometheus, not for the API's users: left out of the API description.
    schema: { hide: true },
  }, async (req, reply) => {
    const given = bearerToken(req);
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'A valid metrics token is required');
    }
    jobQueueDepth.reset();
    try {
      for (const q of await app.jobs.counts())
        for (const state of ['ready', 'deferred', 'active', 'failed'] as const) jobQueueDepth.set({ queue: q.queue, state }, q[state]);
    } catch (err) {
      // The rest still tells the story; readiness says the queue is down.
      req.log.warn({ err }, 'metrics: job queue counts unavailable');
    }
    const pool = app.database.poolUse?.();
    if (pool) for (const state of ['total', 'idle', 'waiting'] as const) databasePool.set({ state }, pool[state]);
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
});
