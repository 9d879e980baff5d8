import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatPaise, formatRupees } from './money-format.ts';

const plain = new Intl.NumberFormat('en-IN');
const twoPlaces = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const exactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Every digit count up to 15, each sign, halves and awkward binary fractions. */
function samples(): number[] {
  const out = [0, -0, 0.5, 1.005, 2.675, 0.0004, -0.0004, 0.0005, 999.9995, 1e15 - 1, 1e15, 1e21, NaN, Infinity, -Infinity];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let digits = 1; digits <= 15; digits++) {
    for (let i = 0; i < 40; i++) {
      const whole = Math.floor(random() * 10 ** digits);
      out.push(whole, -whole, whole + Math.round(random() * 1000) / 1000, -(whole + Math.round(random() * 100) / 100));
      out.push(whole + random());
    }
  }
  return out;
}

describe('numbers written as en-IN writes them', () => {
  it('match Intl, grouping, rounding and signs included', () => {
    for (const n of samples()) {
      expect(formatIndianNumber(n), String(n)).toBe(plain.format(n));
      expect(formatIndianNumber(n, 2, 2), String(n)).toBe(twoPlaces.format(n));
    }
  });

  it('group lakhs and crores', () => {
    expect(formatIndianNumber(2_500_000)).toBe('25,00,000');
    expect(formatIndianNumber(123_456.78, 2, 2)).toBe('1,23,456.78');
    expect(formatIndianNumber(999)).toBe('999');
  });

  it('give rupees as Intl\'s INR currency does', () => {
    for (const n of samples()) {
      if (!Number.isFinite(n) || Math.abs(n) >= 1e15) continue;
      const intl = Number.isInteger(n) ? wholeRupees.format(n) : exactRupees.format(n);
      expect(formatRupees(n), String(n)).toBe(intl);
    }
    expect(formatRupees(34_999)).toBe('₹34,999');
  });

  it('give an amount kept in paise the same way', () => {
    expect(formatPaise(3_499_900)).toBe('₹34,999');
    expect(formatPaise(1_439_920)).toBe('₹14,399.20');
    expect(formatPaise(-150)).toBe('-₹1.50');
  });
});
