import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from './india-time.ts';
import { documentNumber, fiscalYearOf, gstSplit } from './invoice-gst.ts';

describe('gstSplit', () => {
  it('takes 18% out of a GST-inclusive price', () => {
    expect(gstSplit(1_799_900, 1800, 'inter')).toEqual({
      kind: 'inter', totalPaise: 1_799_900, taxablePaise: 1_525_339, cgstPaise: 0, sgstPaise: 0, igstPaise: 274_561,
    });
    // 17999 / 1.18 = 15253.39 taxable; 9% of that is 1372.81 (rounded) twice.
    expect(gstSplit(1_799_900, 1800, 'intra')).toMatchObject({ taxablePaise: 1_525_338, cgstPaise: 137_281, sgstPaise: 137_281 });
  });

  it('adds up to exactly what was paid for every amount to ₹1,000 and the catalogue prices, at several rates', () => {
    const amounts = [...Array.from({ length: 100_001 }, (_, i) => i), 919_900, 1_799_900, 3_499_900, 3_149_900, 99_999_999];
    const wrong: string[] = [];
    for (const rate of [0, 500, 1200, 1800, 2800, 1850]) {
      for (const paid of amounts) {
        for (const kind of ['intra', 'inter'] as const) {
          const s = gstSplit(paid, rate, kind);
          const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
          // Exact sum; never more than a paisa from the exact tax per rounded line; equal halves.
          const off = Math.abs(tax - (paid * rate) / (10_000 + rate));
          if (s.taxablePaise + tax !== paid || s.taxablePaise < 0 || off > (kind === 'intra' ? 1 : 0.5) || s.cgstPaise !== s.sgstPaise) {
            wrong.push(`${paid} at ${rate} ${kind}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses fractions of a paisa and impossible rates', () => {
    expect(() => gstSplit(10.5, 1800, 'intra')).toThrow(RangeError);
    expect(() => gstSplit(-1, 1800, 'intra')).toThrow(RangeError);
    expect(() => gstSplit(100, 10_001, 'inter')).toThrow(RangeError);
  });
});

describe('fiscalYearOf and documentNumber', () => {
  it('turns over at midnight of 1 April in India', () => {
    expect(fiscalYearOf(fromIndiaWallClock(2027, 2, 31, 23, 59)).label).toBe('2026-27');
    expect(fiscalYearOf(fromIndiaWallClock(2027, 3, 1, 0, 0)).label).toBe('2027-28');
    expect(fiscalYearOf(fromIndiaWallClock(2026, 0, 1)).label).toBe('2025-26');
    expect(fiscalYearOf(fromIndiaWallClock(2099, 5, 1)).label).toBe('2099-00');
  });

  it('numbers within 16 characters', () => {
    const fy = fiscalYearOf(fromIndiaWallClock(2026, 6, 1));
    expect(documentNumber('invoice', fy, 123)).toBe('TLT/26-27/000123');
    expect(documentNumber('credit_note', fy, 1)).toBe('TCN/26-27/000001');
    expect(documentNumber('invoice', fy, 999_999)).toHaveLength(16);
  });
});
