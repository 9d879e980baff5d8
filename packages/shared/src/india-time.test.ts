import { describe, expect, it } from 'vitest';
import { memberPeriod } from './back-office/members.ts';
import {
  daysLeftInPeriod, endOfIndiaDay, EXPIRING_WITHIN_DAYS, expiringWindowEnd, formatIndiaLongDate, fromIndiaWallClock, indiaDate, indiaMidnight, indiaTimeOnDayOf,
  msToEndOfDayIst, periodLastDay,
} from './india-time.ts';

describe('India time (UTC+05:30 all year)', () => {
  it('turns India wall-clock fields into the instant, rolling a day past the month end', () => {
    expect(fromIndiaWallClock(2026, 10, 22, 19).toISOString()).toBe('2026-11-22T13:30:00.000Z');
    expect(fromIndiaWallClock(2026, 11, 32).toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('reads the India date, which runs ahead of UTC from 18:30 UTC', () => {
    expect(indiaDate(new Date('2026-06-01T18:29:59Z'))).toBe('2026-06-01');
    expect(indiaDate(new Date('2026-06-01T18:30:00Z'))).toBe('2026-06-02');
  });

  it('places HH:MM on the India date of now', () => {
    expect(indiaTimeOnDayOf(new Date('2026-06-01T04:30:00Z'), '22:00').toISOString()).toBe('2026-06-01T16:30:00.000Z');
    expect(indiaTimeOnDayOf(new Date('2026-06-01T20:00:00Z'), '22:00').toISOString()).toBe('2026-06-02T16:30:00.000Z');
  });

  it('ends the India day at the next India midnight; at midnight itself, a full day ahead', () => {
    expect(endOfIndiaDay(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(endOfIndiaDay(new Date('2026-12-31T18:30:00Z')).toISOString()).toBe('2027-01-01T18:30:00.000Z');
    expect(msToEndOfDayIst(new Date('2026-12-31T18:29:58.900Z'))).toBe(1100);
  });
});

describe("a paid period's last day", () => {
  const now = new Date('2030-01-15T03:30:00Z'); // 09:00 on 15 January in India

  it('is the day before when the period ends at India midnight', () => {
    expect(indiaDate(periodLastDay(new Date('2030-01-15T18:30:00Z')))).toBe('2030-01-15'); // 00:00 on the 16th
    expect(indiaDate(periodLastDay(new Date('2030-01-16T09:02:00Z')))).toBe('2030-01-16'); // 14:32 on the 16th
    expect(daysLeftInPeriod(now, new Date('2030-01-15T18:30:00Z'))).toBe(0);
    expect(daysLeftInPeriod(now, new Date('2030-01-15T18:30:01Z'))).toBe(1);
    expect(indiaMidnight(now, 0).toISOString()).toBe('2030-01-14T18:30:00.000Z');
    expect(indiaMidnight(now, -2).toISOString()).toBe('2030-01-12T18:30:00.000Z');
  });

  it('decides "expiring": a last day within today and the next six, the same for the list and the dashboard', () => {
    const windowEnd = expiringWindowEnd(now);
    expect(windowEnd.toISOString()).toBe('2030-01-21T18:30:00.000Z'); // 00:00 on the 22nd: last day the 21st
    expect(daysLeftInPeriod(now, windowEnd)).toBe(EXPIRING_WITHIN_DAYS - 1);
    const at = (iso: string) => memberPeriod(iso, now);
    expect(at('2030-01-15T03:29:59Z')).toBe('expired');
    expect(at('2030-01-15T18:30:00Z')).toBe('expiring');
    expect(at('2030-01-21T18:30:00Z')).toBe('expiring');
    expect(at('2030-01-21T18:30:01Z')).toBe('current');
  });
});

describe('formatIndiaLongDate', () => {
  const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
  it('matches Intl en-IN in India for every day of two years and a minute either side of India\'s midnight', () => {
    const start = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 731; day++) {
      for (const minutes of [0, 18 * 60 + 29, 18 * 60 + 30, 23 * 60 + 59]) {
        const at = new Date(start + day * 86_400_000 + minutes * 60_000);
        expect(formatIndiaLongDate(at)).toBe(intl.format(at));
      }
    }
  });

  it('refuses a date that is not one, as Intl does', () => {
    expect(() => formatIndiaLongDate(new Date('not a date'))).toThrow(RangeError);
  });
});
