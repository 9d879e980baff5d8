import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDocumentToken } from './document-links.ts';
import { creditNoteDocument, invoiceDocument } from './invoices/document.ts';
import { sendPdf } from './invoices/pdf-reply.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * GET /api/documents/{token} (issue 26 §2): the invoice or credit note a mailed link names, as a
 * PDF, with no sign-in: the signed token is the permission. Altered: 404; expired: 410; not issued
 * yet (no seller set, refund not processed): 409.
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/documents/:token', {
    schema: {
      operationId: 'getDocumentsByToken',
      tags: ['billing'],
      summary: 'Open an invoice or credit note from a mailed link',
      description: 'The tax invoice or credit note a signed, expiring link in a mail names, as a PDF, without signing in.',
      params: z.object({ token: z.string() }),
      response: { 200: z.any().describe('application/pdf'), ...errorResponses(400, 404, 409, 410, 414, 429) },
    },
    // A PDF costs a few milliseconds of CPU: plenty for a person, a wall for a loop.
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
  }, async (req, reply) => {
    const doc = readDocumentToken(app.config.links.secret, req.params.token);
    return sendPdf(reply, doc.kind === 'invoice' ? await invoiceDocument(app.db, doc.id) : await creditNoteDocument(app.db, doc.id));
  });
};

export default documentRoutes;
