/**
 * A phone number in a search, as the digits it is stored with: +91 98765 43210, 09876543210 and
 * 919876543210 all search for 9876543210. Null when the text is not a phone (letters, or under
 * three digits). The members list and the webinar registrants search with it.
 */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s+().-]+$/.test(q)) return null;
  let digits = q.replace(/\D/g, '');
  if (/^\s*\+\s*91/.test(q) || (digits.length === 12 && digits.startsWith('91'))) digits = digits.slice(2);
  digits = digits.replace(/^0+/, '');
  return digits.length >= 3 ? digits : null;
}
