import type { ClassMember, SubscriptionAnalytics } from '@tlt/shared/back-office/analytics';

/** A member of one of the dashboard's classes. */
export function makeClassMember(overrides: Partial<ClassMember> = {}): ClassMember {
  return {
    _id: '11111111-1111-4111-8111-111111111111',
    name: 'Ravi Kumar',
    email: 'ravi@example.com',
    contactNo: '9876543210',
    planType: 'Half-Yearly',
    // 00:00 on 11 March 2030 in India.
    endDate: '2030-03-10T18:30:00.000Z',
    active: true,
    ...overrides,
  };
}

const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2030, 1, 9 + i)).toISOString().slice(0, 10);
  return { date, count: date === '2030-03-01' ? 2 : date === '2030-02-28' ? 1 : 0 };
});
const months = Array.from({ length: 12 }, (_, i) => ({
  month: new Date(Date.UTC(2029, 3 + i, 1)).toISOString().slice(0, 7),
  signups: i === 11 ? 2 : 0,
  renewals: i === 11 ? 1 : 0,
  expiries: i === 5 ? 1 : 0,
}));

/** GET user/analytics as of 12:00 on 10 March 2030, India time. */
export function makeAnalytics(overrides: Partial<SubscriptionAnalytics> = {}): SubscriptionAnalytics {
  return {
    asOf: '2030-03-10T06:30:00.000Z',
    today: '2030-03-10',
    month: '2030-03',
    classes: {
      expiringToday: { total: 1, members: [makeClassMember()] },
      expiringWeek: {
        total: 2,
        members: [
          makeClassMember(),
          makeClassMember({ _id: '22222222-2222-4222-8222-222222222222', name: 'Meera Shah', email: 'meera@example.com', contactNo: null, endDate: '2030-03-15T10:00:00.000Z' }),
        ],
      },
      expiredActive: { total: 0, members: [] },
    },
    activeMembers: 1234,
    monthlyRevenuePaise: 38_333_333,
    collections: { count: 3, amountPaise: 3_000_000 },
    refunds: { count: 1, amountPaise: 200_000 },
    signupsByDay: days,
    signupsBySource: [{ source: 'webinar', count: 2 }, { source: 'fb', count: 1 }],
    byMonth: months,
    ...overrides,
  };
}
