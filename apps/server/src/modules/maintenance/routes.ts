import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MaintenanceSchema } from '@tlt/shared/maintenance';
import { ok } from '../../lib/envelope.ts';
import { setMaintenance } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['system'], response: { 200: envelopeSchema(MaintenanceSchema) } };

  app.get('/underMaintenance', { schema }, async () => ok({ isTLT: await app.maintenance.on() }));

  app.put('/underMaintenance', {
    schema: { ...schema, body: MaintenanceSchema },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await setMaintenance(app.db, req.body.isTLT, { id: req.user!.id, ip: req.ip });
    // At once in this process; the others hear site_changed.
    app.maintenance.invalidate();
    return ok({ isTLT: req.body.isTLT }, req.body.isTLT ? 'Maintenance mode on' : 'Maintenance mode off');
  });
};

export default routes;
