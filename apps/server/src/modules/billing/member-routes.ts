import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { BillingDetailsSchema } from '@tlt/shared/invoices';
import { DocumentParamsSchema, PaymentHistorySchema } from '@tlt/shared/payments-history';
import { RENEW_EARLY_MSG, RenewEarlySchema } from '@tlt/shared/renew-early';
import { UserSchema } from '@tlt/shared/user';
import { sendQuietly } from '../../adapters/mail/index.ts';
import { receiptMail } from '../../adapters/mail/templates.ts';
import { receiptLinks } from './document-links.ts';
import { ok } from '../../lib/envelope.ts';
import { loadUserDto } from '../user-record/service.ts';
import { readBillingDetails, saveBillingDetails } from './billing-details.ts';
import { memberCreditNote, memberInvoice } from './invoices/document.ts';
import { sendPdf } from './invoices/pdf-reply.ts';
import { paymentHistory } from './payment-history.ts';
import { renewEarly } from './renew-early.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The signed-in member's own money (issue 15): payment history, tax invoices and credit notes as
 * PDF, billing details, and renew early. Every id is looked up with the caller's id: another
 * member's payment or refund is a 404, as an unknown one is (decision 0032).
 */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['billing'];
  // A PDF costs a few milliseconds of CPU: plenty for a person, a wall for a loop.
  const pdfLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };
  const pdf = { 200: z.any().describe('application/pdf') };

  app.get('/user/me/payments', {
    schema: {
      operationId: 'getUserMePayments',
      summary: 'Read own payments',
      description: 'The caller\'s payments.',
      tags, response: { 200: envelopeSchema(PaymentHistorySchema), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => ok(await paymentHistory(app.db, req.user!.id)));

  // The caller's own documents: the same guard, limit and refusals; the id is looked up with the caller's.
  const documents = [
    { path: 'invoice', operationId: 'getUserMeInvoiceById', summary: 'Read own invoice', description: 'The GST tax invoice of one of the caller\'s payments, as a PDF.', read: memberInvoice },
    { path: 'credit-note', operationId: 'getUserMeCreditNoteById', summary: 'Read own credit note', description: 'The credit note of one of the caller\'s processed refunds, as a PDF.', read: memberCreditNote },
  ];
  for (const { path, operationId, summary, description, read } of documents) {
    app.get(`/user/me/${path}/:id`, {
      schema: { operationId, summary, tags, params: DocumentParamsSchema, description, response: { ...pdf, ...errorResponses(400, 401, 404, 414, 429) } },
      onRequest: app.requireUser, config: pdfLimit,
    }, async (req, reply) => sendPdf(reply, await read(app.db, req.user!.id, req.params.id)));
  }

  app.get('/user/me/billing-details', {
    schema: {
      operationId: 'getUserMeBillingDetails',
      summary: 'Read own billing details',
      description: 'The name, address and GSTIN the caller\'s invoices carry.',
      tags, response: { 200: envelopeSchema(BillingDetailsSchema), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => ok(await readBillingDetails(app.db, req.user!.id)));

  app.put('/user/me/billing-details', {
    schema: {
      operationId: 'putUserMeBillingDetails',
      summary: 'Update own billing details',
      description: 'Sets the name, address and GSTIN later invoices carry.',
      tags, body: BillingDetailsSchema, response: { 200: envelopeSchema(BillingDetailsSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
  }, async (req) => {
    const { details, message } = await saveBillingDetails(app.db, req.user!.id, req.body);
    return ok(details, message);
  });

  app.post('/user/renewEarly', {
    schema: {
      operationId: 'postUserRenewEarly',
      summary: 'Renew before the plan ends',
      description: 'Opens a renewal order for a signed-in member whose plan has not ended yet.',
      tags, body: RenewEarlySchema, response: { 200: envelopeSchema(z.object({ user: UserSchema })), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    onRequest: app.requireUser,
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    const userId = req.user!.id;
    const { receipt, paymentId } = await renewEarly(app.db, app.config.payments.keySecret, userId, req.body);
    app.sessionCache.dropUser(userId);
    const user = (await loadUserDto(app.db, userId))!;
    void sendQuietly(app.mailer, req.log, { to: user.email, ...receiptMail({
      locale: user.language, name: user.name, planType: receipt.planType, amountRupees: receipt.amountPaise / 100, startDate: receipt.start, endDate: receipt.end,
      ...receiptLinks(app.config, paymentId),
    }) }, 'transactional');
    return ok({ user }, RENEW_EARLY_MSG.success);
  });
};

export default memberRoutes;
