import { indiaWallClock } from '@tlt/shared/india-time';

const DAY_MS = 24 * 3600 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * en-IN's long date ("5 March 2025") written out by hand: the first Intl.DateTimeFormat a page
 * makes loads the locale's data, about 100 ms of a throttled phone's main thread at start-up
 * (format-date.test.ts holds it to Intl's answer).
 */
function dayMonthYear(value: string | Date, india: boolean): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (!india) return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
  const wall = indiaWallClock(date);
  return `${wall.getUTCDate()} ${MONTHS[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** A date in the viewer's own time zone, e.g. "5 March 2025". */
export function formatDate(iso: string | Date): string {
  return dayMonthYear(iso, false);
}

/**
 * A date as India's calendar has it, e.g. "5 March 2025": the same on the server and in every
 * browser, for server-rendered pages (a blog's date), whose HTML must not depend on a time zone.
 */
export function formatIndiaDate(iso: string | Date): string {
  return dayMonthYear(iso, true);
}

/** Whole days left until `end` (0 once past), counting a started day as one. */
export function daysLeft(end: string | Date, now = new Date()): number {
  const ms = new Date(end).getTime() - now.getTime();
  return Math.max(0, Math.ceil(ms / DAY_MS));
}
