import { describe, expect, it } from 'vitest';
import { SIGNUP_DAYS, TREND_MONTHS } from '@tlt/shared/back-office/analytics';
import { payments, subscriptionEvents } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { testApp } from '../../../test/helper.ts';
import { subscriptionAnalytics } from './service.ts';

// A database of its own: the sums below are exact.
const app = await testApp({ fresh: true });
const DAY = 86_400_000;
/** 12:00 on 10 March 2030 in India. */
const NOW = new Date('2030-03-10T06:30:00Z');

/** A member and their payments [start, end, paise, paid at], written as billing would not (the daily job records them). */
async function member(periods: [string, string, number, string?][], planType = 'Yearly', active = true) {
  const { user } = await makeUser(app, { months: 0, active });
  const rows = [];
  for (const [start, end, paise, paidAt] of periods) {
    const [p] = await app.db.insert(payments).values({
      userId: user.id, amountPaise: paise, txnId: `pay_${user.id}_${start}`, planType, source: 'test',
      startDate: new Date(start), endDate: new Date(end), createdAt: new Date(paidAt ?? start),
    }).returning();
    rows.push(p);
  }
  return { userId: user.id, payments: rows };
}

// 00:00 on 1 March in India: the first instant of the month counts in it.
const a = await member([['2030-02-28T18:30:00Z', '2031-02-28T18:30:00Z', 1_200_000]]);
// 00:30 on 1 March in India, still February in UTC: March.
await member([['2030-02-28T19:00:00Z', '2030-08-31T19:00:00Z', 600_000]], 'Half-Yearly');
// 23:30 on 28 February in India: February.
await member([['2030-02-28T18:00:00Z', '2030-08-31T18:00:00Z', 600_000]], 'Half-Yearly');
// Ended in September 2029 with no renewal: churn that month.
await member([['2029-03-05T06:30:00Z', '2029-09-05T06:30:00Z', 600_000]], 'Half-Yearly');
// Joined June 2029; renewed early on 2 March for the year after this one.
await member([
  ['2029-06-01T06:30:00Z', '2030-06-01T06:30:00Z', 1_200_000],
  ['2030-06-01T06:30:00Z', '2031-06-01T06:30:00Z', 1_200_000, '2030-03-02T06:30:00Z'],
]);
// A suspended member's running period is not an active member's (its money was still collected, in February).
await member([['2030-02-10T06:30:00Z', '2031-02-10T06:30:00Z', 1_200_000]], 'Yearly', false);

await app.jobs.send('subscriptions.record', { now: NOW.toISOString() });
await app.jobs.drain();
// A partial refund of a's payment on 5 March.
await app.db.insert(subscriptionEvents).values({
  key: 'refund:test-a', userId: a.userId, kind: 'refund', planType: 'Yearly', months: 12, amountPaise: 200_000,
  periodStart: a.payments[0].startDate, periodEnd: a.payments[0].endDate, paymentId: a.payments[0].id, occurredAt: new Date('2030-03-05T06:30:00Z'),
});

describe('the subscription figures, from subscription_events, India calendar', () => {
  it('active members and monthly-equivalent revenue: each running period\'s price less its refunds, over its months', async () => {
    const r = await subscriptionAnalytics(app.db, NOW);
    expect(r.activeMembers).toBe(4);
    // a (12,00,000 − 2,00,000) / 12 + b 6,00,000 / 6 + c 6,00,000 / 6 + e's running year 12,00,000 / 12.
    expect(r.monthlyRevenuePaise).toBe(Math.round(1_000_000 / 12 + 100_000 + 100_000 + 100_000));
  });

  it('collections and refunds this India month', async () => {
    const r = await subscriptionAnalytics(app.db, NOW);
    expect(r.month).toBe('2030-03');
    expect(r.collections).toEqual({ count: 3, amountPaise: 3_000_000 });
    expect(r.refunds).toEqual({ count: 1, amountPaise: 200_000 });
  });

  it('signups by India day over the last 30 days, and by source', async () => {
    const r = await subscriptionAnalytics(app.db, NOW);
    expect(r.signupsByDay).toHaveLength(SIGNUP_DAYS);
    expect(r.signupsByDay[0].date).toBe('2030-02-09');
    expect(r.signupsByDay.at(-1)).toEqual({ date: '2030-03-10', count: 0 });
    expect(r.signupsByDay.filter((d) => d.count > 0)).toEqual([
      { date: '2030-02-10', count: 1 }, { date: '2030-02-28', count: 1 }, { date: '2030-03-01', count: 2 },
    ]);
    expect(r.signupsBySource).toEqual([{ source: 'direct', count: 4 }]);
  });

  it('signups, renewals and expiries by India month over the last 12', async () => {
    const r = await subscriptionAnalytics(app.db, NOW);
    expect(r.byMonth).toHaveLength(TREND_MONTHS);
    expect(r.byMonth[0].month).toBe('2029-04');
    const busy = r.byMonth.filter((x) => x.signups + x.renewals + x.expiries > 0);
    expect(busy).toEqual([
      { month: '2029-06', signups: 1, renewals: 0, expiries: 0 },
      { month: '2029-09', signups: 0, renewals: 0, expiries: 1 },
      { month: '2030-02', signups: 2, renewals: 0, expiries: 0 },
      { month: '2030-03', signups: 2, renewals: 1, expiries: 0 },
    ]);
  });

  it('a full refund that cut a period short takes it out of the running figures', async () => {
    const cut = await member([['2030-03-01T06:30:00Z', '2030-09-01T06:30:00Z', 600_000]], 'Half-Yearly');
    await app.jobs.send('subscriptions.record', { now: NOW.toISOString() });
    await app.jobs.drain();
    const before = await subscriptionAnalytics(app.db, NOW);
    await app.db.insert(subscriptionEvents).values({
      key: 'refund:test-cut', userId: cut.userId, kind: 'refund', planType: 'Half-Yearly', months: 6, amountPaise: 600_000,
      periodStart: cut.payments[0].startDate, periodEnd: new Date(NOW.getTime() - DAY), paymentId: cut.payments[0].id, occurredAt: new Date(NOW.getTime() - DAY),
    });
    const after = await subscriptionAnalytics(app.db, NOW);
    expect(after.activeMembers).toBe(before.activeMembers - 1);
    expect(after.monthlyRevenuePaise).toBe(before.monthlyRevenuePaise - 100_000);
  });
});
