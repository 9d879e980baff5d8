import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CreateRefundSchema, RefundQuoteParamsSchema, RefundQuoteSchema, RefundSchema } from '@tlt/shared/back-office/refunds';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/errors.ts';
import { countRefund } from '../../lib/metrics.ts';
import { issueRefund } from './issue-refund.ts';
import { quoteRefund } from './refund-quote.ts';
import { adminGet } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** Refunds through the payment provider (issue 13, decision 0027): admins only. */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['refunds'];

  app.get('/refund/quote', adminGet(app, {
    operationId: 'getRefundQuote',
    summary: 'Quote a refund',
    description: 'Admins only: the refund the guidance suggests for a payment.',
    tags, querystring: RefundQuoteParamsSchema,
  }, RefundQuoteSchema, 404), async (req) => ok(await quoteRefund(app.db, app.payments, req.query)));

  app.post('/refund/create', {
    schema: {
      operationId: 'postRefundCreate',
      summary: 'Issue a refund',
      description: 'Admins only: refunds a payment through the provider (502 when it fails; nothing is changed). Past the guidance an override is required.',
      tags, body: CreateRefundSchema, response: { 200: envelopeSchema(RefundSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 502, 503) } },
    onRequest: app.requireAdmin,
    // A double tap or a retry after a lost answer replays the first result (the payment lock guards the rest).
    config: { idempotent: true },
  }, async (req) => {
    const deps = { db: app.db, provider: app.payments, mailer: app.mailer, dropSessions: (id: string) => app.sessionCache.dropUser(id), config: app.config };
    try {
      const refund = await issueRefund(deps, req.body, { id: req.user!.id, ip: req.ip });
      countRefund('accepted');
      return ok(refund, MSG.refundIssued);
    } catch (err) {
      // The provider's answer (a 502): refused at once, or none yet (it stays pending). A 4xx reached no provider.
      if (err instanceof HttpError && err.statusCode === 502)
        countRefund((err.data as { status?: string } | undefined)?.status === 'failed' ? 'refused' : 'unanswered');
      throw err;
    }
  });
};

export default refundRoutes;
