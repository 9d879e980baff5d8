import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/errors.ts';
import { errorResponses, optionalSession } from '../../lib/error-responses.ts';

/** Anonymous callers (load balancers, monitors) learn only that the site is up; admins get details. */
const HealthSchema = z.object({
  up: z.literal(true),
  db: z.enum(['pglite', 'postgres']).optional(),
  uptimeSeconds: z.number().optional(),
});

/** Each part the API needs to serve, as readiness reports it (no addresses, no errors: the logs have those). */
const PartSchema = z.enum(['up', 'down']);
const ReadySchema = z.object({ database: PartSchema, listen: PartSchema, jobs: PartSchema });
type Readiness = z.infer<typeof ReadySchema>;

/** How long a probe may take before its part counts as down (a load balancer polls every few seconds). */
export const READY_PROBE_MS = 2000;

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  /** True for a valid admin session; any other caller, even with a bad token, is anonymous here. */
  const isAdmin = async (req: FastifyRequest) => {
    if (!req.headers.authorization) return false;
    try {
      await app.requireAdmin(req);
      return true;
    } catch {
      return false;
    }
  };

  app.get('/health', {
    schema: {
      operationId: 'getHealth',
      summary: 'Health check',
      description: 'Liveness: answers while the process and its database respond; 503 when the database is down. A session, when sent, is read but not required.',
      security: optionalSession,
      tags: ['system'], response: { 200: envelopeSchema(HealthSchema), ...errorResponses(400, 503) } },
    config: { rateLimit: false },
  }, async (req) => {
    try {
      await app.database.ping();
    } catch (err) {
      req.log.error({ err }, 'health: database ping failed');
      throw new HttpError(503, MSG.databaseUnavailable);
    }
    if (!(await isAdmin(req))) return ok({ up: true as const });
    return ok({ up: true as const, db: app.database.kind, uptimeSeconds: Math.round(process.uptime()) });
  });

  /**
   * Readiness (issue 28 §6): 200 only when the database answers, every LISTEN subscription is live
   * (without it this process would serve stale caches and miss live notifications) and the job
   * queue runs and answers; 503 with the part that is down otherwise. /api/health stays liveness.
   */
  app.get('/health/ready', {
    // Under the global per-address limit (a probe every few seconds is far below it): it costs three queries.
    schema: {
      operationId: 'getHealthReady',
      summary: 'Readiness: database, LISTEN connection and job queue',
      description: 'Whether this instance can serve: the database, its LISTEN connection and the job queue, each named up or down.',
      tags: ['system'], response: { 200: envelopeSchema(ReadySchema), ...errorResponses(400, 429) } },
  }, async (req) => {
    const probe = async (what: string, check: () => Promise<boolean> | boolean) => {
      try {
        return (await within(READY_PROBE_MS, Promise.resolve(check()))) ? 'up' : 'down';
      } catch (err) {
        req.log.warn({ err }, `readiness: ${what} probe failed`);
        return 'down';
      }
    };
    const [database, jobs] = await Promise.all([
      probe('database', async () => (await app.database.ping(), true)),
      // Down during the warm-up after listening (the job queue, then the configured admin and demo data).
      probe('job queue', async () => !app.warmingUp && app.jobs.running() && (await app.jobs.counts(), true)),
    ]);
    const parts: Readiness = { database, listen: await probe('listen', () => app.database.listening()), jobs };
    if (Object.values(parts).some((p) => p === 'down')) throw new HttpError(503, NOT_READY, parts);
    return ok(parts);
  });
};

export const NOT_READY = 'Not ready';

export default routes;
