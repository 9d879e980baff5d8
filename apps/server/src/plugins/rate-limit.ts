import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { type Counters, memoryCounters, rateLimitStore, storeErrorReporter, sweepExpiredHits, tableCounters } from './rate-limit-store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The limits' counters, for checks the plugin cannot express (the login lockout). */
    counters: Counters;
  }
}

/**
 * Per-IP limits (docs/decisions/0003). One store on both databases (Counters, counting in process
 * memory); on PostgreSQL it also sends its counts to the `rate_limit_hits` table in one statement
 * every FLUSH_INTERVAL_MS and learns the fleet's totals, so N processes enforce one limit within
 * the overshoot of docs/decisions/0077-batched-rate-limits (small limits are counted exactly).
 * Routes tighten them with `config.rateLimit`, `app.rateLimit()` or `app.createRateLimit()`;
 * `config: { rateLimit: false }` leaves a route out, neither counted nor refused: only the live
 * notification stream, one long request that a reconnect must not be refused (docs/decisions/0022).
 *
 * Registered on the root app for its decorators and the routes' own limits; the global limit is
 * the API's alone (`apiRateLimit`, in the /api context): pages and files never count against it
 * (decision 0056-pages-in-fastify), except a page the server must draw (plugins/web.ts).
 */
export default fp(async function limits(app: FastifyInstance, { config }: { config: Config }) {
  const perMin = config.limits.globalPerMin;
  const shared = app.database.kind === 'postgres';
  const onError = storeErrorReporter(app.log);
  const counters = shared ? tableCounters(app.db, { onError }) : memoryCounters();
  app.decorate('counters', counters);
  // The hits counted since the last batch go to the table before the database closes (its onClose
  // runs after this one: hooks run last registered first).
  app.addHook('onClose', async () => counters.close().catch(onError));
  if (shared) {
    // Windows that have passed, deleted by one process every 5 minutes (decision 0024), not by the requests.
    await app.jobs.work('rate-limit.sweep', async () => ({ deleted: await sweepExpiredHits(app.db) }), { pollSeconds: 60, deleteAfterSeconds: 3600 });
    await app.jobs.schedule('rate-limit.sweep', '*/5 * * * *');
  }
  await app.register(rateLimit, {
    global: false,
    max: perMin > 0 ? perMin : 1_000_000,
    timeWindow: '1 minute',
    // A failing table must not turn every request into a 500: the limits open, and the store logs it.
    store: rateLimitStore(counters, onError),
    skipOnError: true,
    errorResponseBuilder: () => tooManyRequests(),
  });
}, { name: 'limits' });

/**
 * The global per-address limit on every route of the context this is registered in (the API's,
 * app.ts), as @fastify/rate-limit's `global` would put it on every route of the app: a route with
 * its own `config.rateLimit` has that one instead (the root plugin adds it), `false` has none.
 */
export const apiRateLimit = fp(async function apiRateLimit(api: FastifyInstance, { config }: { config: Config }) {
  if (config.limits.globalPerMin <= 0) return;
  const limit = api.rateLimit();
  api.addHook('onRoute', (route: RouteOptions) => {
    if (route.config?.rateLimit != null) return;
    const own = route.onRequest;
    route.onRequest = own === undefined ? [limit] : Array.isArray(own) ? [...own, limit] : [own, limit];
  });
}, { name: 'api-rate-limit', dependencies: ['limits'] });
