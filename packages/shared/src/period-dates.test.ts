import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from './india-time.ts';
import { formatPeriodEnd, formatPeriodStart, periodEndDay } from './period-dates.ts';

describe('a period\'s end date: its last day of access on India\'s calendar', () => {
  it('a period ending at India midnight ended with the day before; one ending during a day ends with it', () => {
    expect(periodEndDay(fromIndiaWallClock(2026, 10, 28))).toBe('2026-11-27');
    expect(periodEndDay(fromIndiaWallClock(2026, 10, 28, 0, 1))).toBe('2026-11-28');
    expect(periodEndDay(fromIndiaWallClock(2026, 10, 27, 23, 59))).toBe('2026-11-27');
    // 03:00 in India is still the day before in UTC: India's day is the one that counts.
    expect(periodEndDay('2026-11-27T21:30:00.000Z')).toBe('2026-11-28');
  });

  it('is written in the three styles from that one day', () => {
    const end = fromIndiaWallClock(2026, 10, 28);
    expect(formatPeriodEnd(end, 'dmy')).toBe('27-11-2026');
    expect(formatPeriodEnd(end, 'long')).toBe('27 November 2026');
    expect(formatPeriodEnd(end.toISOString(), 'short')).toBe('27 Nov 2026');
  });

  it('a queued period starts on the day the current one ends when it ends during that day', () => {
    const end = fromIndiaWallClock(2027, 10, 27, 14, 32);
    expect(formatPeriodEnd(end, 'short')).toBe('27 Nov 2027');
    expect(formatPeriodStart(end, 'short')).toBe('27 Nov 2027');
    expect(formatPeriodStart(fromIndiaWallClock(2027, 10, 28), 'dmy')).toBe('28-11-2027');
  });

  it('refuses a date that is not one', () => {
    expect(() => formatPeriodEnd('soon', 'dmy')).toThrow(RangeError);
  });
});

describe('dates in Hindi (issue 30 §6): Intl hi-IN month names, English unchanged', () => {
  it('writes the month in Hindi in the long and short styles; dmy stays digits', () => {
    const end = fromIndiaWallClock(2026, 10, 28);
    expect(formatPeriodEnd(end, 'long', 'hi')).toBe('27 नवंबर 2026');
    expect(formatPeriodEnd(end, 'short', 'hi')).toBe('27 नव॰ 2026');
    expect(formatPeriodEnd(end, 'dmy', 'hi')).toBe('27-11-2026');
    expect(formatPeriodStart(fromIndiaWallClock(2027, 0, 5), 'long', 'hi')).toBe('5 जनवरी 2027');
    expect(formatPeriodEnd(end, 'long', 'en')).toBe('27 November 2026');
  });
});
