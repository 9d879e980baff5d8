import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from './india-time.ts';
import { showRenewNow } from './renew-early.ts';

describe('showRenewNow', () => {
  const now = fromIndiaWallClock(2026, 5, 1, 10);
  const endIn = (days: number) => fromIndiaWallClock(2026, 5, 1 + days).toISOString();
  const member = (currentEnd: string | null, where: 'profile' | 'dashboard') => showRenewNow({ userType: 'normal', currentEnd, where }, now);

  it('on the dashboard: only in the last 30 days of the period', () => {
    // A period ending at India midnight 30 days on has its last day 29 days from today: the 30th day counted.
    expect(member(endIn(30), 'dashboard')).toBe(true);
    expect(member(endIn(31), 'dashboard')).toBe(false);
    expect(member(endIn(1), 'dashboard')).toBe(true);
  });

  it('on the profile: any time while the period runs', () => {
    expect(member(endIn(300), 'profile')).toBe(true);
    expect(member(endIn(1), 'profile')).toBe(true);
  });

  it('never for an ended period, no period, or an admin', () => {
    expect(member(new Date(now.getTime() - 1).toISOString(), 'profile')).toBe(false);
    expect(member(null, 'profile')).toBe(false);
    expect(showRenewNow({ userType: 'admin', currentEnd: endIn(5), where: 'dashboard' }, now)).toBe(false);
  });
});
