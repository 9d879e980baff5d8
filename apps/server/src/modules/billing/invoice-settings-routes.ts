import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { InvoiceSettingsInputSchema, InvoiceSettingsSchema } from '@tlt/shared/invoices';
import { ok } from '../../lib/envelope.ts';
import { invoiceSettings, saveInvoiceSettings } from './invoices/settings.ts';
import { adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** The seller on the invoices (issue 15, decision 0032): admins only; `complete` feeds the launch checklist. */
const invoiceSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];

  adminRead(app, '/settings/invoice', InvoiceSettingsSchema, invoiceSettings, {
    operationId: 'getSettingsInvoice',
    summary: 'Read the invoice settings',
    description: 'Admins only: the seller\'s details printed on invoices.',
    tags,
  });

  app.put('/settings/invoice', {
    schema: {
      operationId: 'putSettingsInvoice',
      summary: 'Update the invoice settings',
      description: 'Admins only.',
      tags, body: InvoiceSettingsInputSchema, response: { 200: envelopeSchema(InvoiceSettingsSchema), ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const { settings, message } = await saveInvoiceSettings(app.db, req.body, { id: req.user!.id, ip: req.ip });
    return ok(settings, message);
  });
};

export default invoiceSettingsRoutes;
