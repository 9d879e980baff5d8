import { formatIndiaLongDate, indiaWallClock, MONTH_NAMES } from '@tlt/shared/india-time';
import type { Locale } from '@tlt/shared/i18n/locale';
import { currentLocale } from './i18n.ts';

/**
 * Hindi's month names as Intl's 'hi-IN' writes them (issue 30 §1: नवंबर), for dates written out by
 * hand like the English ones: a page's first Intl.DateTimeFormat loads its locale's data, about
 * 100 ms of a phone's main thread before first paint (see formatIndiaLongDate). format-date.test.ts
 * holds both to Intl's answer day by day.
 */
const HINDI_MONTH_NAMES = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];

const longDate = (day: number, month: number, year: number, locale: Locale) =>
  `${day} ${(locale === 'hi' ? HINDI_MONTH_NAMES : MONTH_NAMES)[month]} ${year}`;

function toDate(iso: string | Date): Date {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

/** A date in the viewer's own time zone and the page's language, e.g. "5 March 2025", "5 मार्च 2025". */
export function formatDate(iso: string | Date, locale: Locale = currentLocale()): string {
  // en-IN's long date, by hand for the reason formatIndiaLongDate gives (format-date.test.ts).
  const date = toDate(iso);
  return longDate(date.getDate(), date.getMonth(), date.getFullYear(), locale);
}

/**
 * A date as India's calendar has it, e.g. "5 March 2025" ("5 मार्च 2025" on Hindi pages): the same on
 * the server and in every browser, for server-rendered pages (a blog's date), whose HTML must not
 * depend on a time zone.
 */
export function formatIndiaDate(iso: string | Date, locale: Locale = currentLocale()): string {
  if (locale === 'en') return formatIndiaLongDate(toDate(iso));
  const wall = indiaWallClock(toDate(iso));
  return longDate(wall.getUTCDate(), wall.getUTCMonth(), wall.getUTCFullYear(), locale);
}
