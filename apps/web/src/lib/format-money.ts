const WHOLE = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const EXACT = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Rupees with Indian digit grouping: ₹34,999 (paise shown only when there are any). */
export function formatRupees(rupees: number): string {
  return Number.isInteger(rupees) ? WHOLE.format(rupees) : EXACT.format(rupees);
}
