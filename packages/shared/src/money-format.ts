/**
 * Amounts and numbers as every screen, mail, PDF and export shows them (one rule: issue 29 §5).
 *
 * Numbers with Indian digit grouping ("25,00,000", "1,23,456.78") written out by hand: the first
 * Intl.NumberFormat a page makes loads the locale's data, about 100 ms of a throttled phone's main
 * thread, and the landing page's counters and the pricing page's prices are on first screens
 * (money-format.test.ts holds these to Intl's answers). Beyond 10^15, or for NaN and Infinity,
 * Intl itself answers.
 */
export function formatIndianNumber(n: number, minFraction = 0, maxFraction = 3): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e15) {
    return new Intl.NumberFormat('en-IN', { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction }).format(n);
  }
  const [whole, raw] = roundDecimal(Math.abs(n), maxFraction);
  // Trailing zeros beyond the minimum go, as Intl drops them.
  let fraction = raw;
  while (fraction.length > minFraction && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const last3 = whole.slice(-3);
  const rest = whole.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last3}` : last3;
  // Intl signs negative zero too ("-0"), and a negative that rounds to zero.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * `value` rounded to `places` decimals, half away from zero, as whole and fraction digits. Like
 * Intl, it rounds the number's shortest decimal form (1.005 is "1.005", so 1.01), not its exact
 * binary value (which toFixed rounds: 1.00).
 */
function roundDecimal(value: number, places: number): [string, string] {
  const text = String(value);
  // Below 10^-6 String() writes an exponent; such a value rounds to zero at these few places.
  if (text.includes('e')) return ['0', '0'.repeat(places)];
  const [whole = '0', fraction = ''] = text.split('.');
  const digits = (whole + fraction.padEnd(places, '0').slice(0, places)).split('').map(Number);
  if (Number(fraction[places] ?? 0) >= 5) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === 9) digits[i--] = 0;
    if (i >= 0) digits[i]! += 1;
    else digits.unshift(1);
  }
  const cut = digits.length - places;
  return [digits.slice(0, cut).join(''), digits.slice(cut).join('')];
}

/** Rupees with Indian digit grouping: ₹34,999 (paise shown only when there are any: ₹14,399.20). */
export function formatRupees(rupees: number): string {
  const digits = Number.isInteger(rupees) ? formatIndianNumber(rupees, 0, 0) : formatIndianNumber(rupees, 2, 2);
  // Intl's INR currency puts the sign before the symbol: -₹1,234.
  return digits.startsWith('-') ? `-₹${digits.slice(1)}` : `₹${digits}`;
}

/** An amount kept in paise (decision 0005), shown as formatRupees shows rupees. */
export const formatPaise = (paise: number): string => formatRupees(paise / 100);
