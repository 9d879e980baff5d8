import { describe, expect, it } from 'vitest';
import { formatDate, formatIndiaDate } from './format-date.ts';

const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const intlIndia = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

describe('dates written as en-IN writes them', () => {
  // India's calendar (formatIndiaDate) is @tlt/shared's formatIndiaLongDate, tested there day by day.
  it('match Intl in the viewer\'s time zone for every day of two years', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 731; day++) {
      for (const minutes of [0, 18 * 60 + 29, 18 * 60 + 31, 23 * 60 + 59]) {
        const at = new Date(start + day * 86_400_000 + minutes * 60_000);
        expect(formatDate(at)).toBe(intl.format(at));
      }
    }
  });

  it('read an ISO string as the instant it names, in India', () => {
    expect(formatIndiaDate('2026-03-04T18:29:00.000Z')).toBe(intlIndia.format(new Date('2026-03-04T18:29:00.000Z')));
    expect(formatIndiaDate('2026-03-04T18:31:00.000Z')).toBe('5 March 2026');
  });

  it('refuse a date that is not one, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatIndiaDate('not a date')).toThrow(RangeError);
  });
});

describe('dates in Hindi (issue 30 §1: नवंबर)', () => {
  const hi = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric' });
  const hiIndia = new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

  it("match Intl's hi-IN for every day of a year, in the viewer's zone and on India's calendar", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let day = 0; day < 366; day++) {
      for (const minutes of [0, 18 * 60 + 31]) {
        const at = new Date(start + day * 86_400_000 + minutes * 60_000);
        expect(formatDate(at, 'hi')).toBe(hi.format(at));
        expect(formatIndiaDate(at, 'hi')).toBe(hiIndia.format(at));
      }
    }
    expect(formatIndiaDate('2026-11-27T06:00:00.000Z', 'hi')).toBe('27 नवंबर 2026');
  });

  it("follow the page's language when none is named", async () => {
    const { activateLocale } = await import('./i18n.ts');
    await activateLocale('hi');
    try {
      expect(formatIndiaDate('2026-11-27T06:00:00.000Z')).toBe('27 नवंबर 2026');
    } finally {
      await activateLocale('en');
    }
    expect(formatIndiaDate('2026-11-27T06:00:00.000Z')).toBe('27 November 2026');
  });
});
