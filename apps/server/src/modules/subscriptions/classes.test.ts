import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments, refunds } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { testApp } from '../../../test/helper.ts';
import { subscriptionAnalytics } from './service.ts';

// A database of its own: the totals below are exact.
const app = await testApp({ fresh: true });
const DAY = 86_400_000;
/** 12:00 on 10 March 2030 in India. */
const NOW = new Date('2030-03-10T06:30:00Z');
/** 00:00 on 11 March in India: the midnight that ends "today". */
const MIDNIGHT = new Date('2030-03-10T18:30:00Z');

/** A member whose only period ends at `end`. */
async function endingAt(end: Date, o: { active?: boolean; admin?: boolean; name?: string } = {}) {
  const { user } = await makeUser(app, { months: 0, active: o.active, userType: o.admin ? 'admin' : 'normal', name: o.name });
  await app.db.insert(payments).values({
    userId: user.id, amountPaise: 1799900, txnId: `pay_${user.id}`, planType: 'Half-Yearly', source: 'test',
    startDate: new Date(end.getTime() - 181 * DAY), endDate: end,
  });
  return user.id;
}

const ids = (list: { members: { _id: string }[] }) => list.members.map((m) => m._id);

const at = (ms: number) => new Date(MIDNIGHT.getTime() + ms);
const m = {
  lastSecond: await endingAt(at(-1000), { name: 'Ends 23:59:59 IST' }),
  midnight: await endingAt(MIDNIGHT, { name: 'Ends 00:00 IST' }),
  pastMidnight: await endingAt(at(1000), { name: 'Ends 00:00:01 IST next day' }),
  sixDaysOn: await endingAt(at(6 * DAY)), // 00:00 on the 17th: its last day is the 16th, today + 6
  sevenDaysOn: await endingAt(at(6 * DAY + 1000)), // its last day is the 17th: 8 days out
  endedNow: await endingAt(NOW),
  endedLastYear: await endingAt(new Date(NOW.getTime() - 365 * DAY)),
  suspendedToday: await endingAt(at(-2000), { active: false }),
  suspendedEnded: await endingAt(new Date(NOW.getTime() - DAY), { active: false }),
  admin: await endingAt(at(-1000), { admin: true }),
};
const renewed = await endingAt(at(-1000));
await app.db.insert(payments).values({
  userId: renewed, amountPaise: 3499900, txnId: `pay_next_${renewed}`, planType: 'Yearly', source: 'test',
  startDate: at(-1000), endDate: new Date(at(-1000).getTime() + 365 * DAY),
});
await makeUser(app, { months: 0 }); // never paid: in no class
// A full refund ended this member's period yesterday (billing cut its end, refunds.ended_period_from
// keeps the end it had): refunded, not lapsed, so no renewal reminder.
const refunded = await endingAt(new Date(NOW.getTime() - DAY));
{
  const [p] = await app.db.select().from(payments).where(eq(payments.userId, refunded));
  await app.db.insert(refunds).values({
    paymentId: p.id, userId: refunded, provider: 'test', providerPaymentId: p.txnId, amountPaise: p.amountPaise, status: 'processed',
    idempotencyKey: `refund-${refunded}`, withinWindow: true, videosUnlocked: false, suggestedPaise: p.amountPaise,
    endedPeriodFrom: new Date(NOW.getTime() + 100 * DAY),
  });
}

describe('community.md §4 classes on India calendar days', () => {
  it('expiring today: the last day is today, whether the period ends at 23:59:59 or at the midnight after', async () => {
    const { classes } = await subscriptionAnalytics(app.db, NOW);
    // Suspended or not (the spec asks no more), soonest end first.
    expect(ids(classes.expiringToday)).toEqual([m.suspendedToday, m.lastSecond, m.midnight]);
    expect(classes.expiringToday.total).toBe(3);
    const row = classes.expiringToday.members.find((x) => x._id === m.midnight)!;
    expect(row).toMatchObject({ name: 'Ends 00:00 IST', planType: 'Half-Yearly', endDate: MIDNIGHT.toISOString(), active: true, contactNo: null });
    expect(row.email).toMatch(/@example\.com$/);
  });

  it('expiring within 7 days: last day tomorrow to today + 6, active accounts only; today\'s are listed once, under today (issue 26)', async () => {
    const { classes } = await subscriptionAnalytics(app.db, NOW);
    expect(ids(classes.expiringWeek)).toEqual([m.pastMidnight, m.sixDaysOn]);
    expect(classes.expiringWeek.total).toBe(2);
  });

  it('expired but still active: ended (an end at this very instant included), account active; latest first; never a refunded member (issue 26)', async () => {
    const { classes } = await subscriptionAnalytics(app.db, NOW);
    expect(ids(classes.expiredActive)).toEqual([m.endedNow, m.endedLastYear]);
    expect(classes.expiredActive.total).toBe(2);
  });

  it('at midnight India time the day turns: yesterday\'s last-second and midnight periods have ended', async () => {
    const { classes, today } = await subscriptionAnalytics(app.db, MIDNIGHT);
    expect(today).toBe('2030-03-11');
    expect(ids(classes.expiringToday)).toEqual([m.pastMidnight]);
    expect(ids(classes.expiredActive)).toEqual([m.midnight, m.lastSecond, m.endedNow, m.endedLastYear]);
    expect(ids(classes.expiringWeek)).toEqual([m.sixDaysOn, m.sevenDaysOn]);
    // One millisecond before midnight, it is still the 10th.
    const before = await subscriptionAnalytics(app.db, new Date(MIDNIGHT.getTime() - 1));
    expect(before.today).toBe('2030-03-10');
    expect(ids(before.classes.expiringToday)).toEqual([m.midnight]);
  });
});
