/**
 * India time, for the offer end, the webinar slot, the webinar countdown and mail dates
 * (site-and-admin §4, §9). India has kept no daylight saving since 1945, so a fixed
 * UTC+05:30 offset is exact and needs no time-zone database.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
export const INDIA_OFFSET_MS = 330 * 60 * 1000;

/** `now` as India's wall clock: read its fields with the getUTC* methods. */
export const indiaWallClock = (now: Date): Date => new Date(now.getTime() + INDIA_OFFSET_MS);

/** The instant India's clock reads this date and time (month from 0; a day past the month's end rolls over). */
export function fromIndiaWallClock(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  return new Date(Date.UTC(year, month, day, hour, minute) - INDIA_OFFSET_MS);
}

/** English month names, January first. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "5 March 2025": en-IN's long date on India's calendar, written out by hand. The first
 * Intl.DateTimeFormat a page makes loads the locale's data, about 100 ms of a throttled phone's
 * main thread, and server-drawn pages (a blog's date, the webinar's slot) show such dates on
 * their first screen (india-time.test.ts holds it to Intl's answer).
 */
export function formatIndiaLongDate(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('Invalid time value');
  const wall = indiaWallClock(at);
  return `${wall.getUTCDate()} ${MONTH_NAMES[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** `HH:MM` India time on the India date of `now`. */
export function indiaTimeOnDayOf(now: Date, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  const ist = indiaWallClock(now);
  return fromIndiaWallClock(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), h, m);
}

/** The next midnight in India after `now` (at midnight itself, the one a full day ahead). */
export const endOfIndiaDay = (now: Date): Date => indiaMidnight(now, 1);

/** Milliseconds from `now` to the next midnight in India (the webinar's "offer ends in" target). */
export const msToEndOfDayIst = (now: Date): number => endOfIndiaDay(now).getTime() - now.getTime();

/** YYYY-MM-DD, the calendar date in India at `now`. */
export const indiaDate = (now: Date): string => indiaWallClock(now).toISOString().slice(0, 10);

/** Midnight in India `days` days after the start of `now`'s India day (0: the midnight that began it). */
export function indiaMidnight(now: Date, days: number): Date {
  const ist = indiaWallClock(now);
  return fromIndiaWallClock(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + days);
}

const DAY_MS = 86_400_000;

/** Whole calendar days in India from `from`'s date to `to`'s (negative when `to` is earlier). */
export const indiaDaysBetween = (from: Date, to: Date): number => (Date.parse(indiaDate(to)) - Date.parse(indiaDate(from))) / DAY_MS;

/**
 * A paid period's last day in India: the date of the instant before it ends. A period ending at
 * India midnight ended with the day before; one ending at 14:32 ends with its own day. The
 * dashboard's classes, the members list's "expiring" filter and the reminder mails all count
 * days to this date (community.md §4: "expiring today when end date is 1 day out").
 */
export const periodLastDay = (end: Date): Date => new Date(end.getTime() - 1);

/** India days from `now` to the period's last day: 0 on it, negative once the period has ended. */
export const daysLeftInPeriod = (now: Date, end: Date): number => indiaDaysBetween(now, periodLastDay(end));

/** A period "expires soon" while its last day is within this many India days, today included. */
export const EXPIRING_WITHIN_DAYS = 7;

/**
 * The end of the "expiring" window: a period not yet ended whose end is at or before this instant
 * has its last day within today and the next EXPIRING_WITHIN_DAYS - 1 days.
 */
export const expiringWindowEnd = (now: Date): Date => indiaMidnight(now, EXPIRING_WITHIN_DAYS);
