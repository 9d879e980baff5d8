import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { CreateLeadSchema, LeadListParamsSchema, LeadListSchema, LeadSchema } from '@tlt/shared/leads';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { listLeads, recordLead } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['leads'];

  app.post('/lead/create', {
    schema: { tags, body: CreateLeadSchema, response: { 200: envelopeSchema(LeadSchema.pick({ _id: true, label: true, requests: true })) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const { lead, repeated } = await recordLead(app.db, req.body);
    return ok({ _id: lead._id, label: lead.label, requests: lead.requests }, repeated ? MSG.leadRepeated : MSG.leadRecorded);
  });

  app.get('/lead/allLeads', {
    schema: { tags, querystring: LeadListParamsSchema, response: { 200: envelopeSchema(LeadListSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await listLeads(app.db, req.query)));
};

export default routes;
