import { describe, expect, it } from 'vitest';
import { hasCurrentPeriod, storedUserDiffers } from './subscription.ts';
import type { User } from './user.ts';

const now = new Date('2026-06-01T00:00:00Z');
const user = (endDate?: string, userType: User['userType'] = 'normal'): User => ({
  _id: 'u1', name: 'A', email: 'a@b.co', contactNo: null, userType, active: true,
  isProfitable: false, profileImg: null, agree: false, createdAt: now.toISOString(),
  experience: null, investorType: null, portfolio: null, addCourseDetails: null, deviceToken: [],
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
