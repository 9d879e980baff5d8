import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WebinarRegistrationFilterSchema, WebinarRegistrationListParamsSchema, WebinarRegistrationListSchema,
} from '@tlt/shared/back-office/webinar-registrations';
import { sendXlsx, XLSX_TYPE } from '../../lib/xlsx.ts';
import { recordExport } from '../audit/index.ts';
import { REGISTRATION_EXPORT_COLUMNS } from './export-columns.ts';
import { listRegistrations, registrationExportRows } from './registrations.ts';
import { adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** The registrants for the admin (issue 26 §6): the list behind /admin/webinar-registrations and its Excel export. */
const registrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webinar'];

  adminRead(app, '/webinar/registrations', WebinarRegistrationListSchema, listRegistrations, {
    operationId: 'getWebinarRegistrations',
    summary: 'List webinar registrations',
    description: 'Admins only: the registrations, newest first, filtered.',
    tags, querystring: WebinarRegistrationListParamsSchema,
  });

  // webinar-registrations-DD-MM-YYYY.xlsx, streamed (lib/xlsx.ts), with the list's search and session.
  app.get('/webinar/registrations/export', {
    schema: {
      operationId: 'getWebinarRegistrationsExport',
      summary: 'Export webinar registrations (Excel)',
      produces: [XLSX_TYPE],
      response: { 200: z.any().describe('An .xlsx workbook'), ...errorResponses(400, 401, 403, 429) },
      tags, querystring: WebinarRegistrationFilterSchema, description: 'The registrations the list matches as an .xlsx, newest first.' },
    onRequest: app.requireAdmin,
  }, (req, reply) => sendXlsx(reply, {
    filename: 'webinar-registrations',
    sheetName: 'Webinar Registrations',
    columns: REGISTRATION_EXPORT_COLUMNS,
    rows: registrationExportRows(app.db, req.query),
  }, { onStart: () => recordExport(app.db, { id: req.user!.id, ip: req.ip }, 'webinar registrations', req.query) }));
};

export default registrationsRoutes;
