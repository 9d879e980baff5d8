import { describe, expect, it } from 'vitest';
import { endOfIndiaDay, fromIndiaWallClock, indiaDate, indiaTimeOnDayOf, msToEndOfDayIst } from './india-time.ts';

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
