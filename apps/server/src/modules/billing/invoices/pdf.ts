import { DOCUMENT_HINDI } from '@tlt/shared/i18n/hi/documents';
import { translateWith } from '@tlt/shared/i18n/translate';
import { stateName } from '@tlt/shared/indian-states';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { indiaWallClock } from '@tlt/shared/india-time';
import { formatIndianNumber } from '@tlt/shared/money-format';
import { formatPeriodEnd, formatPeriodStart } from '@tlt/shared/period-dates';
import type { TaxDocument } from './document.ts';
import { rupeesInWords } from './in-words.ts';
import { asFontSource, pdfFonts } from './pdf-fonts.ts';

/**
 * Lays a tax invoice or credit note out on one A4 page with pdfkit (no browser), in Noto Sans
 * Devanagari (pdf-fonts.ts), so names and addresses in Devanagari or Latin print as written. The
 * document is tagged: each line is a structure element, and one whose glyphs are drawn in another
 * order than they are read (a Devanagari vowel sign before its consonant, a reph after it) carries
 * its text as ActualText, which copying, search and screen readers use.
 */

/** Text as the font should shape it: composed (NFC), control characters as spaces. */
const printable = (s: string) => [...s.normalize('NFC')].map((c) => (c < ' ' || c === '\x7f' ? ' ' : c)).join('');
/** Latin-1 is drawn in reading order; anything beyond may not be. */
const reordered = (s: string) => [...s].some((c) => c.codePointAt(0)! > 0xff);

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
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), pdfFonts()]);
  const credit = d.kind === 'credit_note';
  const title = `${credit ? 'Credit note' : 'Tax invoice'} ${d.number}`;
  const doc = new PDFDocument({
    size: 'A4', margin: M, tagged: true, lang: 'en-IN', displayTitle: true, info: { Title: title, Author: printable(d.seller.name ?? '') },
  });
  doc.registerFont('regular', asFontSource(fonts.regular));
  doc.registerFont('bold', asFontSource(fonts.bold));
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // A Hindi reader's document shows each heading's Hindi beside the English (issue 30 §6), and each
  // note's Hindi under it; the English stays first and whole, as an English reader's document has it.
  const hindi = d.language === 'hi';
  const L = (english: string) => (hindi ? `${english} / ${translateWith(DOCUMENT_HINDI, english)}` : english);
  const page = doc.struct('Document');
  doc.addStructure(page);
  const t = (s: string, x: number, y?: number, o: PDFKit.Mixins.TextOptions = {}) => {
    const text = printable(s);
    page.add(doc.struct('P', reordered(text) ? { actual: text } : {}, () => { doc.text(text, x, y, o); }));
  };
  /** A sentence, and for a Hindi reader its Hindi on the next line. */
  const note = (english: string, x: number, o: PDFKit.Mixins.TextOptions) => {
    t(english, x, undefined, o);
    if (hindi) t(translateWith(DOCUMENT_HINDI, english), x, undefined, o);
  };

  doc.font('bold').fontSize(18);
  t(L(credit ? 'CREDIT NOTE' : 'TAX INVOICE'), M, M);
  doc.font('regular').fontSize(10);
  t(`${L(credit ? 'Credit note no.' : 'Invoice no.')} ${d.number}`, M, M, { width: W, align: 'right' });
  t(`${L('Date')} ${day(d.issuedAt)}`, M, undefined, { width: W, align: 'right' });
  if (d.against) t(`${L('Against invoice')} ${d.against.number} ${L('dated')} ${day(d.against.issuedAt)}`, M, undefined, { width: W, align: 'right' });

  const top = M + 64;
  const half = W / 2 - 10;
  doc.font('bold');
  t(L('Supplier'), M, top);
  t(L(credit ? 'Recipient' : 'Bill to'), M + W / 2 + 10, top);
  doc.font('regular');
  // Until an admin completes the settings each missing field says so, where the admin will look.
  t(d.seller.name ?? `Name: ${INVOICE_MSG.notSet}`, M, top + 16, { width: half });
  t(d.seller.address ?? `Address: ${INVOICE_MSG.notSet}`, M, undefined, { width: half });
  t(`GSTIN: ${orNotSet(d.seller.gstin)}`, M, undefined, { width: half });
  t(`${L('State')}: ${stateLabel(d.seller.stateCode)}`, M, undefined, { width: half });
  const leftEnd = doc.y;
  const right = M + W / 2 + 10;
  t(d.buyer.name, right, top + 16, { width: half });
  t(d.buyer.email, right, undefined, { width: half });
  t(`${L('Place of supply')}: ${stateLabel(d.placeOfSupply.code)}`, right, undefined, { width: half });
  if (d.placeOfSupply.assumed) note("The buyer gave no state: taken as the supplier's state.", right, { width: half });
  doc.y = Math.max(leftEnd, doc.y) + 24;

  const s = d.split;
  const rate = (r: number) => `${Number.isInteger(r) ? r : r.toFixed(2)}%`;
  const rows: [string, string, string][] = [
    [`${credit ? 'Refund of ' : ''}${d.planType} membership, ${formatPeriodStart(d.periodStart, 'dmy')} to ${formatPeriodEnd(d.periodEnd, 'dmy')}`, d.seller.sac, ''],
    [L(credit ? 'Taxable value refunded' : 'Taxable value'), '', inr(s.taxablePaise)],
    ...(s.kind === 'intra'
      ? [[`CGST @ ${rate(d.ratePercent / 2)}`, '', inr(s.cgstPaise)], [`SGST @ ${rate(d.ratePercent / 2)}`, '', inr(s.sgstPaise)]] as [string, string, string][]
      : [[`IGST @ ${rate(d.ratePercent)}`, '', inr(s.igstPaise)]] as [string, string, string][]),
  ];
  const cols = [M, M + W * 0.62, M + W * 0.75];
  const row = (cells: [string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular');
    t(cells[0], cols[0], y, { width: W * 0.6 });
    const after = doc.y;
    t(cells[1], cols[1], y, { width: W * 0.12 });
    t(cells[2], cols[2], y, { width: W * 0.25, align: 'right' });
    doc.y = Math.max(after, doc.y) + 6;
  };
  // A rule is layout, not content: marked as an artifact, outside the structure.
  const rule = () => {
    doc.markContent('Artifact', { type: 'Layout' });
    doc.moveTo(M, doc.y).lineTo(M + W, doc.y).lineWidth(0.5).strokeColor('#9ca3af').stroke().moveDown(0.5);
    doc.endMarkedContent();
  };
  row([L('Description'), 'SAC', L('Amount (INR)')], true);
  rule();
  rows.forEach((r) => row(r));
  rule();
  row([L(credit ? 'Total refunded (GST included)' : 'Total (GST included)'), '', inr(s.totalPaise)], true);
  doc.moveDown(0.5).font('regular');
  t(`${L('Amount in words')}: ${rupeesInWords(s.totalPaise)}`, M, undefined, { width: W });
  doc.moveDown(1);
  doc.fontSize(9).fillColor('#4b5563');
  note('Prices include GST. Tax payable on reverse charge: No.', M, { width: W });
  if (credit) note('Issued for a refund of the payment invoiced above; the tax is reduced in the same proportion.', M, { width: W });
  note(`This is a computer-generated ${credit ? 'credit note' : 'invoice'}; it needs no signature.`, M, { width: W });
  page.end();
  doc.end();
  return done;
}
