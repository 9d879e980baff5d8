import { randomBytes } from 'node:crypto';
import { planEndDate } from '@tlt/shared/plan-dates';
import { endOfIndiaDay } from '@tlt/shared/india-time';
import type { Db } from '../db/client.ts';
import { payments, subscriptionEvents, users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

const DAY = 24 * 3600 * 1000;
const NAMES = [
  'Priya Sharma', 'Arjun Nair', 'Kavya Reddy', 'Vikram Singh', 'Ananya Iyer', 'Rohan Gupta', 'Sneha Patil', 'Aditya Joshi',
  'Meera Pillai', 'Karan Malhotra', 'Divya Menon', 'Siddharth Rao', 'Pooja Desai', 'Nikhil Verma', 'Aisha Khan', 'Rahul Bose',
  'Ishita Kapoor', 'Manish Agarwal', 'Neha Kulkarni', 'Varun Chopra', 'Tanvi Shah', 'Harsh Mehra', 'Ritu Saxena', 'Gaurav Bhat',
];
const SOURCES = ['webinar', 'fb', 'google', 'direct', 'webinar', 'instagram', 'fb', 'youtube'];
/** Days ago each demo subscriber joined: most in the last month, the rest over the year (the first four: see below). */
const JOINED = [1, 2, 4, 5, 7, 9, 12, 14, 17, 20, 23, 26, 29, 45, 70, 95, 120, 150, 185, 190, 200, 250, 300, 340];
const PLANS = [
  { planType: 'Half-Yearly', months: 6, paise: 1799900 },
  { planType: 'Yearly', months: 12, paise: 3499900 },
];

/**
 * The admin dashboard's demo (issue 13 §6): two dozen subscribers who joined over the past year from
 * several sources, some renewed and some lapsed, two whose last day is today and two this week, so
 * the figures, the three classes and the charts show something on `npm start`. They cannot log in
 * (a random password nobody knows); their signups carry a source as the real flow would record it.
 */
export async function seedSubscriptionHistory(db: Db, now: number) {
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
  const midnight = endOfIndiaDay(new Date(now)).getTime();
  for (const [i, name] of NAMES.entries()) {
    const plan = PLANS[i % 3 === 1 ? 1 : 0];
    // The first four end soon: two today (at the coming midnight, India time), two within the week.
    const soon = i < 4 ? new Date(midnight + [0, 0, 2, 5][i] * DAY) : null;
    const start = soon ? new Date(soon.getTime() - plan.months * 30 * DAY) : new Date(now - JOINED[i] * DAY);
    const end = soon ?? planEndDate(start, plan.months);
    // Joined when they first paid: the members list's "Joined" is not the day the demo was seeded.
    const [user] = await db.insert(users).values({
      name, email: `${name.toLowerCase().replace(' ', '.')}@example.com`, passwordHash, contactNo: `70000000${String(i).padStart(2, '0')}`, agree: true,
      createdAt: start, updatedAt: start,
    }).onConflictDoNothing({ target: users.email }).returning({ id: users.id });
    if (!user) continue;
    const [p] = await db.insert(payments).values({
      userId: user.id, amountPaise: plan.paise, planType: plan.planType, source: 'test', txnId: `pay_demo_s${i}`,
      orderId: `order_demo_s${i}`, startDate: start, endDate: end, createdAt: start,
    }).returning();
    await db.insert(subscriptionEvents).values({
      key: `payment:${p.id}`, userId: user.id, kind: 'signup', planType: plan.planType, months: plan.months, amountPaise: plan.paise,
      periodStart: start, periodEnd: end, paymentId: p.id, source: SOURCES[i % SOURCES.length], occurredAt: start,
    });
    // Of those whose period has ended, some renewed (a few days before the end); the rest lapsed.
    if (end.getTime() < now && i % 3 === 0) {
      const paidAt = new Date(end.getTime() - 3 * DAY);
      await db.insert(payments).values({
        userId: user.id, amountPaise: plan.paise, planType: plan.planType, source: 'test', txnId: `pay_demo_r${i}`,
        orderId: `order_demo_r${i}`, startDate: end, endDate: planEndDate(end, plan.months), createdAt: paidAt,
      });
    }
  }
}
