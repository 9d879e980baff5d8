import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditFiltersSchema, AuditListParamsSchema, AuditListSchema } from '@tlt/shared/back-office/audit';
import { auditFilters, listAudit } from './service.ts';
import { adminRead } from '../../lib/admin-route.ts';

/**
 * The audit log for admins (issue 13 §7, decision 0030). Read only: there is deliberately no route
 * that edits or deletes an entry; recordAudit (index.ts) is the only writer.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['audit'];

  adminRead(app, '/admin/audit', AuditListSchema, listAudit, {
    operationId: 'getAdminAudit',
    summary: 'List audit entries',
    description: 'Admins only: who changed what, newest first, filtered.',
    tags, querystring: AuditListParamsSchema,
  });

  adminRead(app, '/admin/audit/filters', AuditFiltersSchema, auditFilters, {
    operationId: 'getAdminAuditFilters',
    summary: 'Audit log filter choices',
    description: 'Admins only: the actors and actions the audit log can be filtered by.',
    tags,
  });
};

export default routes;
