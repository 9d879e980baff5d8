import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../../lib/xlsx.ts';
import type { TaxDocument } from './document.ts';
import { renderTaxDocument } from './pdf.ts';

/** A tax document as a PDF download, never kept by a shared cache (it names the buyer). */
export async function sendPdf(reply: FastifyReply, d: TaxDocument) {
  const pdf = await renderTaxDocument(d);
  const name = `${d.kind === 'invoice' ? 'invoice' : 'credit-note'}-${d.number.replaceAll('/', '-')}.pdf`;
  return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-store').send(pdf);
}
