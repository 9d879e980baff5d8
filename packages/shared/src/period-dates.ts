import { type Locale, LOCALE_TAGS } from './i18n/locale.ts';
import { format } from './i18n/translate.ts';
import { indiaDate, MONTH_NAMES, periodLastDay } from './india-time.ts';

/**
 * What a paid period's dates mean, for every screen, mail, export and job (issue 26 §3). A period
 * is stored as two instants; what people read is India's calendar (Asia/Kolkata):
 * - its **end date** is its last day of access, the India date of the instant before it ends
 *   (periodLastDay): a period ending at 00:00 India time ended with the day before;
 * - its **start date** is the India date it began on.
 * So a period renewed early reads "ends 27 Nov 2027" and the queued one "from 27 Nov 2027" when the
 * first ends during that day, and "from 28 Nov 2027" when it ends at midnight. Never the viewer's
 * time zone: the admin in London and the member in Pune must read the same day.
 */
const toDate = (d: Date | string): Date => {
  const at = typeof d === 'string' ? new Date(d) : d;
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  return at;
};

/** The period's last day of access, YYYY-MM-DD on India's calendar. */
export const periodEndDay = (end: Date | string): string => indiaDate(periodLastDay(toDate(end)));

/** The period's first day, YYYY-MM-DD on India's calendar. */
export const periodStartDay = (start: Date | string): string => indiaDate(toDate(start));

/** dmy: "27-11-2026" (the spec's recorded-date form, tables, mails, exports); long: "27 November 2026"; short: "27 Nov 2026". */
export type DayStyle = 'dmy' | 'long' | 'short';

/** A month's name in a language other than English (Intl's, cached: "नवंबर", short "नव॰"). */
const monthNames = new Map<string, string>();
function monthName(locale: Locale, month: number, style: 'long' | 'short'): string {
  const key = `${locale}:${month}:${style}`;
  let name = monthNames.get(key);
  if (name === undefined) {
    // Mid-month at noon UTC: the same month in every zone.
    name = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: style, timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 15, 12)));
    monthNames.set(key, name);
  }
  return name;
}

/**
 * A YYYY-MM-DD day written in one of the styles. In Hindi (issue 30) the month is Intl's hi-IN name
 * ("27 नवंबर 2026"); English is written by hand, as it always was.
 */
export function formatDay(day: string, style: DayStyle, locale: Locale = 'en'): string {
  const [y, m, d] = day.split('-');
  if (style === 'dmy') return `${d}-${m}-${y}`;
  if (locale !== 'en') return `${Number(d)} ${monthName(locale, Number(m), style)} ${y}`;
  const month = MONTH_NAMES[Number(m) - 1];
  return `${Number(d)} ${style === 'long' ? month : month.slice(0, 3)} ${y}`;
}

/** A period's end date as people read it: its last day of access. */
export const formatPeriodEnd = (end: Date | string, style: DayStyle, locale: Locale = 'en'): string => formatDay(periodEndDay(end), style, locale);

/** A period's start date as people read it. */
export const formatPeriodStart = (start: Date | string, style: DayStyle, locale: Locale = 'en'): string => formatDay(periodStartDay(start), style, locale);

/** How screens name a queued period (renew early); the shared catalogue has its Hindi. */
export const NEXT_PERIOD = 'Next: {plan} from {date}';

/** A queued period (renew early) as screens name it: "Next: Quarterly from 27 Nov 2027". */
export const nextPeriodLabel = (next: { planType: string; startDate: Date | string }): string =>
  format(NEXT_PERIOD, { plan: next.planType, date: formatPeriodStart(next.startDate, 'short') });
