import { SIGNUP_DAYS, TREND_MONTHS } from '@tlt/shared/back-office/analytics';
import { fromIndiaWallClock, indiaDate, indiaWallClock } from '@tlt/shared/india-time';

/**
 * The India calendar around `now` that the dashboard counts in (decision 0029): the instants its
 * days and months begin, so SQL compares plain timestamps and never needs a time-zone database.
 */
export interface IndiaWindow {
  now: Date;
  /** YYYY-MM-DD and YYYY-MM in India at `now`. */
  today: string;
  month: string;
  todayStart: Date;
  /** The next midnight in India: a period ending at or before it has its last day today. */
  todayEnd: Date;
  /** Midnight six days after todayEnd: a last day within the next 7 days, today included. */
  weekEnd: Date;
  monthStart: Date;
  /** The first of the SIGNUP_DAYS days and the days themselves (YYYY-MM-DD), oldest first. */
  daysFrom: Date;
  days: string[];
  /** The first of the TREND_MONTHS months and the months (YYYY-MM), oldest first. */
  monthsFrom: Date;
  months: string[];
}

export function indiaWindow(now: Date): IndiaWindow {
  const ist = indiaWallClock(now);
  const [y, m, d] = [ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()];
  const day = (offset: number) => fromIndiaWallClock(y, m, d + offset);
  const monthStart = (offset: number) => fromIndiaWallClock(y, m + offset, 1);
  return {
    now,
    today: indiaDate(now),
    month: indiaDate(now).slice(0, 7),
    todayStart: day(0),
    todayEnd: day(1),
    weekEnd: day(7),
    monthStart: monthStart(0),
    daysFrom: day(1 - SIGNUP_DAYS),
    days: Array.from({ length: SIGNUP_DAYS }, (_, i) => indiaDate(day(i + 1 - SIGNUP_DAYS))),
    monthsFrom: monthStart(1 - TREND_MONTHS),
    months: Array.from({ length: TREND_MONTHS }, (_, i) => indiaDate(monthStart(i + 1 - TREND_MONTHS)).slice(0, 7)),
  };
}
