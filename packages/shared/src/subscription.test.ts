import { describe, expect, it } from 'vitest';
import { currentPeriod, currentPeriodEnd, hasCurrentPeriod, nextPeriod, orderPeriods, storedUserDiffers } from './subscription.ts';
import type { User } from './user.ts';

const now = new Date('2026-06-01T00:00:00Z');
const user = (endDate?: string, userType: User['userType'] = 'normal'): User => ({
  _id: 'u1', name: 'A', email: 'a@b.co', contactNo: null, userType, active: true,
  isProfitable: false, profileImg: null, agree: false, createdAt: now.toISOString(),
  experience: null, investorType: null, portfolio: null, addCourseDetails: null, deviceToken: [], language: 'en',
  payment: endDate ? [{ amount: 1, txnId: 't', orderId: null, startDate: now.toISOString(),
    endDate, planType: 'Yearly', expiry: false }] : [],
});

describe('hasCurrentPeriod', () => {
  it('is true while the first payment has not ended', () => {
    expect(hasCurrentPeriod(user('2026-06-02T00:00:00Z'), now)).toBe(true);
    expect(hasCurrentPeriod(user('2026-05-31T23:59:59Z'), now)).toBe(false);
    expect(hasCurrentPeriod(user(), now)).toBe(false);
  });
  it('admins need no plan', () => {
    expect(hasCurrentPeriod(user(undefined, 'admin'), now)).toBe(true);
  });
});

describe('storedUserDiffers', () => {
  it('ignores fields outside the spec list and sees the listed ones', () => {
    const a = user('2026-07-01T00:00:00Z');
    expect(storedUserDiffers(a, { ...a, contactNo: '9876543210' })).toBe(false);
    expect(storedUserDiffers(a, { ...a, agree: true })).toBe(true);
    expect(storedUserDiffers(a, { ...a, payment: [] })).toBe(true);
  });
});

describe('renew early: a queued period (issue 26 §4)', () => {
  const pay = (planType: string, startDate: string, endDate: string) => ({ amount: 1, txnId: planType, orderId: null, startDate, endDate, planType, expiry: false });
  const yearly = pay('Yearly', '2026-11-27T09:02:00Z', '2027-11-27T09:02:00Z');
  const quarterly = pay('Quarterly', '2027-11-27T09:02:00Z', '2028-02-27T09:02:00Z');
  const during = new Date('2027-06-01T00:00:00Z');
  const after = new Date('2027-12-01T00:00:00Z');

  it('the current plan stays first until it ends; then the queued one is current', () => {
    const u = { ...user(), payment: [quarterly, yearly] };
    expect(currentPeriod(u, during)?.planType).toBe('Yearly');
    expect(nextPeriod(u.payment, during)?.planType).toBe('Quarterly');
    expect(orderPeriods(u.payment, during).map((p) => p.planType)).toEqual(['Yearly', 'Quarterly']);
    expect(currentPeriod(u, after)?.planType).toBe('Quarterly');
    expect(nextPeriod(u.payment, after)).toBeNull();
    expect(orderPeriods(u.payment, after).map((p) => p.planType)).toEqual(['Quarterly', 'Yearly']);
  });

  it('access runs to the end of the queued period, so the stored session is kept across the change', () => {
    const u = { ...user(), payment: [yearly, quarterly] };
    expect(currentPeriodEnd(u)?.toISOString()).toBe('2028-02-27T09:02:00.000Z');
    expect(hasCurrentPeriod(u, after)).toBe(true);
  });
});
