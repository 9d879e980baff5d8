import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from '@tlt/shared/india-time';
import { PAGE_MAX_AGE_MS, pageExpiry } from './expiry.ts';

// 2026-11-18 is a Wednesday; 2026-11-22 a Sunday.
const ist = (day: number, hour: number, minute = 0) => fromIndiaWallClock(2026, 10, day, hour, minute);

describe('how long a drawn page holds', () => {
  it('until the day’s offer ends, when that comes first', () => {
    expect(pageExpiry(ist(18, 21, 30), ist(18, 22))).toBe(ist(18, 22).getTime());
  });

  it('until India’s midnight (the day’s countdown, the year), past an offer already over', () => {
    expect(pageExpiry(ist(18, 23, 30), ist(18, 22))).toBe(ist(19, 0).getTime());
  });

  it('until Sunday’s registration cut-off, when the next webinar’s date moves on', () => {
    expect(pageExpiry(ist(22, 15, 30), null)).toBe(ist(22, 16).getTime());
  });

  it('an hour at most', () => {
    expect(pageExpiry(ist(18, 10), null)).toBe(ist(18, 10).getTime() + PAGE_MAX_AGE_MS);
  });
});
