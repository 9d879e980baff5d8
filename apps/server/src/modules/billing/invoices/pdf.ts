import { stateName } from '@tlt/shared/indian-states';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { indiaWallClock } from '@tlt/shared/india-time';
import { formatIndianNumber } from '@tlt/shared/money-format';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import type { TaxDocument } from './document.ts';
import { rupeesInWords } from './in-words.ts';

/**
 * Lays a tax invoice or credit note out on one A4 page with pdfkit's built-in Helvetica (no font
 * files, no browser). That font covers Windows-1252 only: other characters (a name in Devanagari,
 * the rupee sign) print as '?', so amounts say INR.
 */

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export const pdfSafe = (s: string) =>
  [...s.normalize('NFC')].map((c) => {
    const code = c.codePointAt(0)!;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c) ? c : '?';
  }).join('');

/** A tax document's amounts: always two decimals, no symbol (its columns say ₹). */
const inr = (paise: number) => formatIndianNumber(paise / 100, 2, 2);
const day = (d: Date) => {
  const ist = indiaWallClock(d);
  return `${String(ist.getUTCDate()).padStart(2, '0')}-${String(ist.getUTCMonth() + 1).padStart(2, '0')}-${ist.getUTCFullYear()}`;
};
const orNotSet = (v: string | null) => v ?? INVOICE_MSG.notSet;
const stateLabel = (code: string | null) => (code ? `${stateName(code) ?? code} (${code})` : INVOICE_MSG.notSet);

const M = 48;
const W = 595.28 - 2 * M;

export async function renderTaxDocument(d: TaxDocument): Promise<Buffer> {
  // Loaded on the first document, not at start: pdfkit and its fonts are ~10 MB a process need not hold (decision 0051).
  const { default: PDFDocument } = await import('pdfkit');
  const credit = d.kind === 'credit_note';
  const doc = new PDFDocument({ size: 'A4', margin: M, info: { Title: `${credit ? 'Credit note' : 'Tax invoice'} ${d.number}`, Author: pdfSafe(d.seller.name ?? '') } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const t = (s: string, x: number, y?: number, o: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfSafe(s), x, y, o);

  doc.font('Helvetica-Bold').fontSize(18);
  t(credit ? 'CREDIT NOTE' : 'TAX INVOICE', M, M);
  doc.font('Helvetica').fontSize(10);
  t(`${credit ? 'Credit note' : 'Invoice'} no. ${d.number}`, M, M, { width: W, align: 'right' });
  t(`Date ${day(d.issuedAt)}`, M, undefined, { width: W, align: 'right' });
  if (d.against) t(`Against invoice ${d.against.number} dated ${day(d.against.issuedAt)}`, M, undefined, { width: W, align: 'right' });

  const top = M + 64;
  const half = W / 2 - 10;
  doc.font('Helvetica-Bold');
  t('Supplier', M, top);
  t(credit ? 'Recipient' : 'Bill to', M + W / 2 + 10, top);
  doc.font('Helvetica');
  // Until an admin completes the settings each missing field says so, where the admin will look.
  t(d.seller.name ?? `Name: ${INVOICE_MSG.notSet}`, M, top + 16, { width: half });
  t(d.seller.address ?? `Address: ${INVOICE_MSG.notSet}`, M, undefined, { width: half });
  t(`GSTIN: ${orNotSet(d.seller.gstin)}`, M, undefined, { width: half });
  t(`State: ${stateLabel(d.seller.stateCode)}`, M, undefined, { width: half });
  const leftEnd = doc.y;
  const right = M + W / 2 + 10;
  t(d.buyer.name, right, top + 16, { width: half });
  t(d.buyer.email, right, undefined, { width: half });
  t(`Place of supply: ${stateLabel(d.placeOfSupply.code)}`, right, undefined, { width: half });
  if (d.placeOfSupply.assumed) t("The buyer gave no state: taken as the supplier's state.", right, undefined, { width: half });
  doc.y = Math.max(leftEnd, doc.y) + 24;

  const s = d.split;
  const rate = (r: number) => `${Number.isInteger(r) ? r : r.toFixed(2)}%`;
  const rows: [string, string, string][] = [
    [`${credit ? 'Refund of ' : ''}${d.planType} membership, ${formatPeriodStart(d.periodStart, 'dmy')} to ${formatPeriodEnd(d.periodEnd, 'dmy')}`, d.seller.sac, ''],
    [credit ? 'Taxable value refunded' : 'Taxable value', '', inr(s.taxablePaise)],
    ...(s.kind === 'intra'
      ? [[`CGST @ ${rate(d.ratePercent / 2)}`, '', inr(s.cgstPaise)], [`SGST @ ${rate(d.ratePercent / 2)}`, '', inr(s.sgstPaise)]] as [string, string, string][]
      : [[`IGST @ ${rate(d.ratePercent)}`, '', inr(s.igstPaise)]] as [string, string, string][]),
  ];
  const cols = [M, M + W * 0.62, M + W * 0.75];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    t(cells[0], cols[0], y, { width: W * 0.6 });
    const after = doc.y;
    t(cells[1], cols[1], y, { width: W * 0.12 });
    t(cells[2], cols[2], y, { width: W * 0.25, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };
  const rule = () => doc.moveTo(M, doc.y).lineTo(M + W, doc.y).lineWidth(0.5).strokeColor('#9ca3af').stroke().moveDown(0.5);
  row(['Description', 'SAC', 'Amount (INR)'], true);
  rule();
  rows.forEach((r) => row(r));
  rule();
  row([credit ? 'Total refunded (GST included)' : 'Total (GST included)', '', inr(s.totalPaise)], true);
  doc.moveDown(0.5).font('Helvetica');
  t(`Amount in words: ${rupeesInWords(s.totalPaise)}`, M, undefined, { width: W });
  doc.moveDown(1);
  doc.fontSize(9).fillColor('#4b5563');
  t('Prices include GST. Tax payable on reverse charge: No.', M, undefined, { width: W });
  if (credit) t('Issued for a refund of the payment invoiced above; the tax is reduced in the same proportion.', M, undefined, { width: W });
  t(`This is a computer-generated ${credit ? 'credit note' : 'invoice'}; it needs no signature.`, M, undefined, { width: W });
  doc.end();
  return done;
}
