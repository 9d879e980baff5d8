import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MAINTENANCE_MSG, MaintenanceSchema } from '@tlt/shared/maintenance';
import { ok } from '../../lib/envelope.ts';
import { setMaintenance } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const flag = envelopeSchema(MaintenanceSchema);

  // Every page asks it: kept serialised with its ETag, dropped when the switch changes (site_changed; issue 31 §1).
  app.get('/underMaintenance', {
    config: { publicCache: true },
    schema: {
      operationId: 'getUnderMaintenance',
      summary: 'Read the maintenance flag',
      description: 'Whether maintenance mode is on.',
      tags: ['system'], response: { 200: flag, ...errorResponses(400, 429) } },
  }, async () => ok({ isTLT: await app.maintenance.on() }));

  app.put('/underMaintenance', {
    schema: {
      operationId: 'putUnderMaintenance',
      summary: 'Switch maintenance mode on or off',
      description: 'Admins only. While it is on, writes by anyone but an admin are refused with 503.',
      tags: ['system'], body: MaintenanceSchema, response: { 200: flag, ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await setMaintenance(app.db, req.body.isTLT, { id: req.user!.id, ip: req.ip });
    // At once in this process; the others hear site_changed.
    app.maintenance.invalidate();
    return ok({ isTLT: req.body.isTLT }, req.body.isTLT ? MAINTENANCE_MSG.on : MAINTENANCE_MSG.off);
  });
};

export default routes;
