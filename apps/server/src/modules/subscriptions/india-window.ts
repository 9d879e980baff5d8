import { SIGNUP_DAYS, TREND_MONTHS } from '@tlt/shared/back-office/analytics';
import { expiringWindowEnd, fromIndiaWallClock, indiaDate, indiaMidnight, indiaWallClock } from '@tlt/shared/india-time';

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
  /** The members list's "expiring" window too: a last day within the next 7 days, today included. */
  weekEnd: Date;
  monthStart: Date;
  /** The SIGNUP_DAYS days (YYYY-MM-DD) and the instants they begin, oldest first; daysFrom is the first. */
  daysFrom: Date;
  days: string[];
  dayStarts: Date[];
  /** The TREND_MONTHS months (YYYY-MM) and the instants they begin, oldest first; then the next month's. */
  monthsFrom: Date;
  months: string[];
  monthStarts: Date[];
  nextMonthStart: Date;
}

export function indiaWindow(now: Date): IndiaWindow {
  const ist = indiaWallClock(now);
  const [y, m] = [ist.getUTCFullYear(), ist.getUTCMonth()];
  const day = (offset: number) => indiaMidnight(now, offset);
  const monthStart = (offset: number) => fromIndiaWallClock(y, m + offset, 1);
  const dayStarts = Array.from({ length: SIGNUP_DAYS }, (_, i) => day(i + 1 - SIGNUP_DAYS));
  const monthStarts = Array.from({ length: TREND_MONTHS }, (_, i) => monthStart(i + 1 - TREND_MONTHS));
  return {
    now,
    today: indiaDate(now),
    month: indiaDate(now).slice(0, 7),
    todayStart: day(0),
    todayEnd: day(1),
    weekEnd: expiringWindowEnd(now),
    monthStart: monthStart(0),
    daysFrom: dayStarts[0],
    days: dayStarts.map(indiaDate),
    dayStarts,
    monthsFrom: monthStarts[0],
    // India's date of a month's first instant is that month's first day.
    months: monthStarts.map((d) => indiaDate(d).slice(0, 7)),
    monthStarts,
    nextMonthStart: monthStart(1),
  };
}
