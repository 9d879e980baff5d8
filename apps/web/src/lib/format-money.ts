import { formatIndianNumber } from './format-number.ts';

/** Rupees with Indian digit grouping: ₹34,999 (paise shown only when there are any). */
export function formatRupees(rupees: number): string {
  const digits = Number.isInteger(rupees) ? formatIndianNumber(rupees, 0, 0) : formatIndianNumber(rupees, 2, 2);
  // Intl's INR currency puts the sign before the symbol: -₹1,234.
  return digits.startsWith('-') ? `-₹${digits.slice(1)}` : `₹${digits}`;
}
