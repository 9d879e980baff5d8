/**
 * What counts as English on a Hindi page (issue 30 §8): any Latin word but the allowed ones: brand
 * and product names, tickers, units, the switch's own "English". Matched as whole words,
 * case-sensitively (a phrase across line breaks too). What people wrote (members' posts, names, an
 * English blog) is no interface word: the pages mark it, and the walk leaves it out (walk.spec.ts).
 */
const ALLOWED = [
  'The Lazy Trader', 'Lazy', 'Trader', 'TLT', 'English', 'WhatsApp', 'Telegram', 'YouTube', 'Facebook', 'Instagram',
  'LinkedIn', 'Twitter', 'Quora', 'Google', 'Analytics', 'Meta', 'pixel', 'Excel', 'PDF', 'UPI', 'EMI', 'GST', 'NSE', 'BSE',
  'MCX', 'NIFTY', 'BANKNIFTY', 'SENSEX', 'SEBI', 'PM', 'AM', 'IST', 'Rs', 'INR', 'OTP', 'ID', 'IP', 'FAQ', 'FAQs',
  'GSTIN', 'SAC', 'NEFT', 'PNG', 'JPG', 'WebP', 'MB', 'KB',
];

const ALLOWED_RE = new RegExp(`\\b(?:${ALLOWED.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+')).join('|')})\\b`, 'g');

/** The English words left in `text` once the allowed ones, e-mail addresses and URLs are taken out. */
export function englishWords(text: string): string[] {
  const rest = text
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(ALLOWED_RE, ' ');
  return [...new Set(rest.match(/[A-Za-z][A-Za-z'’]+/g) ?? [])];
}
