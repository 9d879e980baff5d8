import { describe, expect, it } from 'vitest';
import { formatWebinarDay, nextWebinarDate, webinarSlotLabel } from './webinar-date.ts';

/** An IST wall-clock time as an instant: "2026-11-22T15:59" means 15:59 in India. */
const ist = (local: string) => new Date(`${local}:00+05:30`);
/** The expected slot: 7 PM IST on that day. */
const slot = (day: string) => ist(`${day}T19:00`).toISOString();

describe('nextWebinarDate (7 PM IST Sunday; Sunday sign-ups close at 16:00)', () => {
  it.each([
    ['Sunday 00:00', '2026-11-22T00:00', '2026-11-22'],
    ['Sunday 15:59', '2026-11-22T15:59', '2026-11-22'],
    ['Sunday 16:00 (counts as after)', '2026-11-22T16:00', '2026-11-29'],
    ['Sunday 16:01', '2026-11-22T16:01', '2026-11-29'],
    ['Sunday 19:30, during the session', '2026-11-22T19:30', '2026-11-29'],
    ['Sunday 23:59', '2026-11-22T23:59', '2026-11-29'],
    ['Monday 00:00', '2026-11-23T00:00', '2026-11-29'],
    ['Monday noon', '2026-11-23T12:00', '2026-11-29'],
    ['Saturday 23:59', '2026-11-28T23:59', '2026-11-29'],
    ['Saturday 31 Jan → Sunday 1 Feb', '2026-01-31T22:00', '2026-02-01'],
    ['Sunday 28 Feb (non-leap) before 16:00', '2027-02-28T10:00', '2027-02-28'],
    ['Sunday 28 Feb (non-leap) after 16:00 → 7 Mar', '2027-02-28T17:00', '2027-03-07'],
    ['Saturday 28 Feb in a leap year → Sunday 29 Feb', '2032-02-28T09:00', '2032-02-29'],
    ['Sunday 31 Dec after 16:00 → 7 Jan next year', '2023-12-31T16:30', '2024-01-07'],
    ['Thursday 30 Dec → Sunday 2 Jan', '2021-12-30T08:00', '2022-01-02'],
  ])('%s', (_label, now, expected) => {
    expect(nextWebinarDate(ist(now)).toISOString()).toBe(slot(expected));
  });

  it('uses India time, not the UTC date: Saturday 20:00 UTC is already Sunday 01:30 IST', () => {
    expect(nextWebinarDate(new Date('2026-11-21T20:00:00Z')).toISOString()).toBe(slot('2026-11-22'));
    // Sunday 10:29 UTC is 15:59 IST (today); 10:30 UTC is 16:00 IST (next week).
    expect(nextWebinarDate(new Date('2026-11-22T10:29:59Z')).toISOString()).toBe(slot('2026-11-22'));
    expect(nextWebinarDate(new Date('2026-11-22T10:30:00Z')).toISOString()).toBe(slot('2026-11-29'));
  });

  it('always lands on a Sunday at 13:30 UTC, never in the past', () => {
    for (let h = 0; h < 24 * 14; h += 5) {
      const now = new Date(Date.UTC(2026, 10, 16, h, 17));
      const s = nextWebinarDate(now);
      expect(s.getUTCDay()).toBe(0);
      expect([s.getUTCHours(), s.getUTCMinutes()]).toEqual([13, 30]);
      expect(s.getTime()).toBeGreaterThan(now.getTime());
      expect(s.getTime() - now.getTime()).toBeLessThanOrEqual(8 * 86400_000);
    }
  });

  it('labels the slot in India time', () => {
    expect(formatWebinarDay(new Date(slot('2026-11-29')))).toBe('29 November 2026');
    expect(webinarSlotLabel(new Date(slot('2024-01-07')))).toBe('7 PM, Sunday, 7 January 2024');
  });
});
