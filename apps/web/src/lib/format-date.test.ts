import { describe, expect, it } from 'vitest';
import { formatDate, formatIndiaDate } from './format-date.ts';

const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });
const intlIndia = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

describe('dates written as en-IN writes them', () => {
  it('match Intl for every day of two years and around India\'s midnight', () => {
    const start = Date.UTC(2024, 0, 1);
    for (let day = 0; day < 731; day++) {
      // 18:29 and 18:31 UTC: a minute either side of midnight in India.
      for (const minutes of [0, 18 * 60 + 29, 18 * 60 + 31, 23 * 60 + 59]) {
        const at = new Date(start + day * 86_400_000 + minutes * 60_000);
        expect(formatIndiaDate(at)).toBe(intlIndia.format(at));
        expect(formatDate(at)).toBe(intl.format(at));
        expect(formatIndiaDate(at.toISOString())).toBe(intlIndia.format(at));
      }
    }
  });

  it('refuse a date that is not one, as Intl does', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatIndiaDate('not a date')).toThrow(RangeError);
  });
});
