import { INVOICE_MSG } from '@tlt/shared/invoices';
import { invoicePageUrl } from '../../adapters/mail/templates.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../lib/errors.ts';
import { signToken, verifyToken } from '../../lib/signed-tokens.ts';

/**
 * Links in mails that open a tax document's PDF without signing in (issue 26 §2): the receipt's
 * invoice and the refund's credit note. A member whose whole payment was refunded can no longer
 * sign in, and the credit note is theirs all the same. A link names one document and expires;
 * altered or expired, it is a clear 4xx. Decision 0037.
 */

/** How long a mailed link opens its document; later the profile's Payment history has it. */
export const DOCUMENT_LINK_TTL_DAYS = 30;

export type DocumentKind = 'invoice' | 'credit_note';
export interface DocumentRef { kind: DocumentKind; /** The payment's id (invoice) or the refund's (credit note). */ id: string }

const PURPOSE = 'tax-document';
const KIND_BYTE: Record<DocumentKind, number> = { invoice: 1, credit_note: 2 };
const DAY_MS = 86_400_000;

const uuidBytes = (id: string) => Buffer.from(id.replaceAll('-', ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** {PUBLIC_URL}/api/documents/{token}: the token in the path, which the logs mask (log-serializers.ts). */
export function documentLink(config: Pick<Config, 'publicUrl' | 'links'>, doc: DocumentRef, now = new Date()): string {
  const payload = Buffer.concat([Buffer.of(KIND_BYTE[doc.kind]), uuidBytes(doc.id)]);
  const token = signToken(config.links.secret, PURPOSE, payload, new Date(now.getTime() + DOCUMENT_LINK_TTL_DAYS * DAY_MS));
  return `${config.publicUrl}/api/documents/${token}`;
}

/** The document a link's token names: 404 when altered (it names nothing the caller may see), 410 once expired. */
export function readDocumentToken(secret: string, token: string, now = new Date()): DocumentRef {
  const check = verifyToken(secret, PURPOSE, token, now);
  if (!check.ok) throw check.reason === 'expired' ? new HttpError(410, INVOICE_MSG.linkExpired) : new HttpError(404, INVOICE_MSG.linkInvalid);
  const kind = (Object.keys(KIND_BYTE) as DocumentKind[]).find((k) => KIND_BYTE[k] === check.payload[0]);
  if (!kind || check.payload.length !== 17) throw new HttpError(404, INVOICE_MSG.linkInvalid);
  return { kind, id: uuidOf(check.payload.subarray(1)) };
}

/** What a payment receipt links: the invoice's signed link, how long it works, and the profile's history for later. */
export const receiptLinks = (config: Pick<Config, 'publicUrl' | 'links'>, paymentId: string) => ({
  invoiceUrl: documentLink(config, { kind: 'invoice', id: paymentId }), linkDays: DOCUMENT_LINK_TTL_DAYS,
  paymentsUrl: invoicePageUrl(config.publicUrl),
});
