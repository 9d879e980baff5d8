import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { LEAD_SECTION_TITLES } from '@tlt/shared/back-office/lists';
import { envelopeSchema } from '@tlt/shared/envelope';
import { CreateLeadSchema, LeadExportParamsSchema, LeadListParamsSchema, LeadListSchema, LeadSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { sendXlsx, XLSX_TYPE } from '../../lib/xlsx.ts';
import { recordExport } from '../audit/index.ts';
import { LEAD_EXPORT_COLUMNS } from './export-columns.ts';
import { leadExportRows, listLeads, recordLead } from './service.ts';
import { adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['leads'];

  app.post('/lead/create', {
    schema: {
      operationId: 'postLeadCreate',
      summary: 'Create a lead',
      description: 'Stores a visitor\'s details from a lead form.',
      tags, body: CreateLeadSchema, response: { 200: envelopeSchema(LeadSchema.pick({ _id: true, label: true, requests: true })), ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const { lead, repeated } = await recordLead(app.db, req.body, { mailer: app.mailer, publicUrl: app.config.publicUrl, locale: localeFromAcceptLanguage(req.headers['accept-language']) });
    return ok({ _id: lead._id, label: lead.label, requests: lead.requests }, repeated ? MSG.leadRepeated : MSG.leadRecorded);
  });

  adminRead(app, '/lead/allLeads', LeadListSchema, listLeads, {
    operationId: 'getLeadAllLeads',
    summary: 'List leads',
    description: 'Admins only: the leads, newest first, filtered.',
    tags, querystring: LeadListParamsSchema,
  });

  // leads-DD-MM-YYYY.xlsx or free-content-requestors-DD-MM-YYYY.xlsx, streamed (lib/xlsx.ts).
  app.get('/lead/export', {
    schema: {
      operationId: 'getLeadExport',
      summary: 'Export leads (Excel)',
      produces: [XLSX_TYPE],
      response: { 200: z.any().describe('An .xlsx workbook'), ...errorResponses(400, 401, 403, 429, 503) },
      tags, querystring: LeadExportParamsSchema, description: 'A section of /all-leads as an .xlsx, newest first.' },
    onRequest: app.requireAdmin,
  }, (req, reply) => sendXlsx(reply, {
    filename: req.query.section === 'free' ? 'free-content-requestors' : 'leads',
    sheetName: LEAD_SECTION_TITLES[req.query.section],
    columns: LEAD_EXPORT_COLUMNS,
    rows: leadExportRows(app.db, req.query.section),
  }, { onStart: () => recordExport(app.db, { id: req.user!.id, ip: req.ip }, req.query.section === 'free' ? 'free content requestors' : 'leads') }));
};

export default routes;
