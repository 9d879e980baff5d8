import { indiaWallClock } from './india-time.ts';

/**
 * GST arithmetic for tax invoices and credit notes (issue 15, decision 0032). Prices are
 * GST-inclusive: what the member paid is the invoice total, and the tax is taken out of it. Amounts
 * are integer paise; the tax is rounded (half up) and the taxable value is what is left, so the
 * lines always add up to exactly what was paid.
 */

/** 18% in basis points, the rate until an admin sets another. */
export const DEFAULT_GST_RATE_BP = 1800;

export const percentToBp = (percent: number): number => Math.round(percent * 100);
export const bpToPercent = (bp: number): number => bp / 100;

/** Intra-state supply: CGST and SGST, half the rate each. Inter-state (and outside India): IGST. */
export type GstKind = 'intra' | 'inter';

export interface GstSplit {
  kind: GstKind;
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** num / den rounded half up, for non-negative integers. */
const roundDiv = (num: number, den: number) => Math.floor((2 * num + den) / (2 * den));

/**
 * Splits a GST-inclusive amount. Intra-state rounds each half once so CGST equals SGST, as an
 * invoice shows them; inter-state rounds the IGST. Either way taxable + taxes = total.
 */
export function gstSplit(totalPaise: number, rateBp: number, kind: GstKind): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError('Amount must be whole paise');
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10_000) throw new RangeError('Rate must be 0-100%');
  const den = 10_000 + rateBp;
  if (kind === 'intra') {
    const half = roundDiv(totalPaise * rateBp, 2 * den);
    return { kind, totalPaise, taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = roundDiv(totalPaise * rateBp, den);
  return { kind, totalPaise, taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

/** An Indian financial year (1 April to 31 March, India time): 2026 is '2026-27'. */
export interface FiscalYear {
  startYear: number;
  /** '2026-27', as stored. */
  label: string;
  /** '26-27', as printed in a number. */
  short: string;
}

const two = (n: number) => String(n % 100).padStart(2, '0');

export function fiscalYearOf(at: Date): FiscalYear {
  const ist = indiaWallClock(at);
  const startYear = ist.getUTCFullYear() - (ist.getUTCMonth() < 3 ? 1 : 0);
  return { startYear, label: `${startYear}-${two(startYear + 1)}`, short: `${two(startYear)}-${two(startYear + 1)}` };
}

/** The two numbering series: invoices and credit notes, each counted per financial year. */
export const DOCUMENT_SERIES = { invoice: 'TLT', credit_note: 'TCN' } as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/**
 * TLT/26-27/000123: 16 characters, the most GST rule 46(b) allows for an invoice's serial number
 * (letters, digits, '-' and '/'), unique within the financial year. A seventh digit appears only
 * past 999,999 documents in a year.
 */
export const documentNumber = (series: DocumentSeries, fy: FiscalYear, seq: number): string =>
  `${DOCUMENT_SERIES[series]}/${fy.short}/${String(seq).padStart(6, '0')}`;
