import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/errors.ts';

/** Anonymous callers (load balancers, monitors) learn only that the site is up; admins get details. */
const HealthSchema = z.object({
  up: z.literal(true),
  db: z.enum(['pglite', 'postgres']).optional(),
  uptimeSeconds: z.number().optional(),
});

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
    schema: { tags: ['system'], response: { 200: envelopeSchema(HealthSchema) } },
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
};

export default routes;
