import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFiltersSchema, AuditListParamsSchema, AuditListSchema } from '@tlt/shared/back-office/audit';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { auditFilters, listAudit } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The audit log for admins (issue 13 §7, decision 0030). Read only: there is deliberately no route
 * that edits or deletes an entry; recordAudit (index.ts) is the only writer.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  app.get('/admin/audit', {
    schema: {
      operationId: 'getAdminAudit',
      summary: 'List audit entries',
      description: 'Admins only: who changed what, newest first, filtered.',
      tags, querystring: AuditListParamsSchema, response: { 200: envelopeSchema(AuditListSchema), ...errorResponses(400, 401, 403, 429) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await listAudit(app.db, req.query)));

  app.get('/admin/audit/filters', {
    schema: {
      operationId: 'getAdminAuditFilters',
      summary: 'Audit log filter choices',
      description: 'Admins only: the actors and actions the audit log can be filtered by.',
      tags, response: { 200: envelopeSchema(AuditFiltersSchema), ...errorResponses(400, 401, 403, 429) } },
    onRequest: app.requireAdmin,
  }, async () => ok(await auditFilters(app.db)));
};

export default routes;
