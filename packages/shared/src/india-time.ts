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

/** `HH:MM` India time on the India date of `now`. */
export function indiaTimeOnDayOf(now: Date, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  const ist = indiaWallClock(now);
  return fromIndiaWallClock(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate(), h, m);
}

/** The next midnight in India after `now` (at midnight itself, the one a full day ahead). */
export function endOfIndiaDay(now: Date): Date {
  const ist = indiaWallClock(now);
  return fromIndiaWallClock(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + 1);
}

/** Milliseconds from `now` to the next midnight in India (the webinar's "offer ends in" target). */
export const msToEndOfDayIst = (now: Date): number => endOfIndiaDay(now).getTime() - now.getTime();

/** YYYY-MM-DD, the calendar date in India at `now`. */
export const indiaDate = (now: Date): string => indiaWallClock(now).toISOString().slice(0, 10);
