import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/errors.ts';

const HealthSchema = z.object({ db: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number() });

const routes: FastifyPluginAsyncZod = async (app) => {
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
    return ok({ db: app.database.kind, uptimeSeconds: Math.round(process.uptime()) });
  });
};

export default routes;
