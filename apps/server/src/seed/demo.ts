import { planEndDate } from '@tlt/shared/plan-dates';
import type { Db } from '../db/client.ts';
import { eq } from 'drizzle-orm';
import { DEMO_MARKER } from '../db/demo-marker.ts';
import { payments, settings, users } from '../db/schema/index.ts';
import { grantPlanCourses } from '../modules/courses/service.ts';
import { insertUser } from '../modules/user-record/service.ts';
import { DEMO_LOGINS } from './demo-logins.ts';

const DAY = 24 * 3600 * 1000;

export { DEMO_MARKER };

/** Seeds demo content once, on an empty database; the marker row makes it one-shot. */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [marker] = await tx.insert(settings).values({ key: DEMO_MARKER, value: true })
      .onConflictDoNothing().returning();
    if (!marker) return false;
    const now = Date.now();
    const [admin, member, expired, suspended] = DEMO_LOGINS;
    const a = await insertUser(tx, { ...admin, userType: 'admin', agree: true });
    const m = await insertUser(tx, { ...member, contactNo: '9876543210' });
    const e = await insertUser(tx, { ...expired, contactNo: '9876543211' });
    const s = await insertUser(tx, { ...suspended, contactNo: '9876543212', active: false });
    // Each joined when their first period began (the admin a year before), not on the day of seeding.
    for (const [u, days] of [[a, 365], [m, 30], [e, 200], [s, 10]] as const) {
      if (u) await tx.update(users).set({ createdAt: new Date(now - days * DAY) }).where(eq(users.id, u.id));
    }
    const plan = (userId: string, startMs: number, months: number, planType: string, amountPaise: number) => ({
      userId, amountPaise, planType, source: 'test' as const, txnId: `pay_demo_${userId.slice(0, 8)}`,
      orderId: `order_demo_${userId.slice(0, 8)}`, startDate: new Date(startMs),
      endDate: planEndDate(new Date(startMs), months),
    });
    const rows = [
      m && plan(m.id, now - 30 * DAY, 12, 'Yearly', 3499900),
      e && plan(e.id, now - 200 * DAY, 6, 'Half-Yearly', 1799900),
      s && plan(s.id, now - 10 * DAY, 6, 'Half-Yearly', 1799900),
    ].filter((r) => !!r);
    if (rows.length) await tx.insert(payments).values(rows);
    if (m) await grantPlanCourses(tx, m.id, 12, `pay_demo_${m.id.slice(0, 8)}`, new Date(now - 30 * DAY));
    await (await import('./blogs.ts')).seedBlogs(tx, now);
    await (await import('./community.ts')).seedCommunity(tx, now);
    await (await import('./members-tools.ts')).seedMembersTools(tx, now);
    await (await import('./subscriptions.ts')).seedSubscriptionHistory(tx, now);
    return true;
  });
}
