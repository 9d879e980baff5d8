import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { RENEW_EARLY_MSG } from '@tlt/shared/renew-early';
import { coursePurchases, orders, payments, users } from '../../db/schema/index.ts';
import { mailsTo, makeUser, paidOrder } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx } from '../../../test/xlsx.ts';
import { grantPlanCourses } from '../courses/service.ts';
import { mailText } from '../../../test/mail.ts';
import { renewEarly, renewalProof } from '../../../test/billing.ts';

const app = await testApp();
const periods = (userId: string) => app.db.select().from(payments).where(eq(payments.userId, userId)).orderBy(payments.startDate);
const order = (token: string | undefined, payload: object) => call(app, { method: 'POST', url: '/api/order/create', token, payload: { purpose: 'renewal', ...payload } });

describe('renew early: the order', () => {
  it('needs the bearer (401 without), bills the caller and is priced from the catalogue', async () => {
    expect((await order(undefined, { planId: 2 })).status).toBe(401);
    const m = await makeUser(app, { name: 'Ravi Kumar' });
    const r = await order(m.token, { planId: 2, name: 'Someone Else', email: 'else@example.com' });
    expect(r.body.data).toMatchObject({ amount: 1_799_900, planId: 2, planType: 'Half-Yearly' });
    const [row] = await app.db.select().from(orders).where(eq(orders.id, r.body.data.orderId));
    expect(row).toMatchObject({ purpose: 'renewal', userId: m.user.id, name: 'Ravi Kumar', email: m.user.email, amountPaise: 1_799_900 });
    // A price from the browser is never taken.
    expect((await order(m.token, { planId: 2, amount: 100 })).body.message).toBe(MSG.amountMismatch);
  });

  it('is refused to an admin (403), who has no membership to renew', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const r = await order(admin.token, { planId: 2 });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.adminRenewalRefused);
    expect(await app.db.select().from(orders).where(eq(orders.userId, admin.user.id))).toEqual([]);
  });
});

describe('POST /api/user/renewEarly', () => {
  it('the new period starts at the current end date, for the plan paid for; the session user shows it', async () => {
    const m = await makeUser(app, { months: 6, startedDaysAgo: 170 });
    const [current] = await periods(m.user.id);
    const { r, order: o } = await renewEarly(app, m.token, 2);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(RENEW_EARLY_MSG.success);
    const all = await periods(m.user.id);
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ planType: 'Half-Yearly', amountPaise: o.amount, startDate: current.endDate, orderId: o.orderId, source: 'test' });
    expect(all[1].endDate.getUTCMonth()).toBe((current.endDate.getUTCMonth() + 6) % 12);
    // The period in force stays payment[0], the member's plan; the one bought is queued after it (issue 26 §4).
    expect(r.body.data.user.payment[0]).toMatchObject({ endDate: current.endDate.toISOString() });
    expect(r.body.data.user.payment[1]).toMatchObject({ startDate: current.endDate.toISOString(), planType: 'Half-Yearly' });
    // The receipt links to the invoices on the profile; no token in it.
    await expect.poll(() => mailsTo(app, m.user.email).length).toBe(1);
    expect(mailText(mailsTo(app, m.user.email)[0])).toContain(`${app.config.publicUrl}/profile#payments`);
  });

  it('two renewals at once queue: the second starts where the first ends, no overlap', async () => {
    const m = await makeUser(app, { months: 6, startedDaysAgo: 10 });
    const [current] = await periods(m.user.id);
    const proofs = [await renewalProof(app, m.token, 2), await renewalProof(app, m.token, 1)];
    const answers = await Promise.all(proofs.map(({ proof }) => call(app, { method: 'POST', url: '/api/user/renewEarly', token: m.token, payload: proof })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const all = await periods(m.user.id);
    expect(all[1].startDate).toEqual(current.endDate);
    expect(all[2].startDate).toEqual(all[1].endDate);
  });

  it('a member whose period ended (still signed in) starts now', async () => {
    const m = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    expect((await renewEarly(app, m.token, 1)).r.status).toBe(200);
    const all = await periods(m.user.id);
    expect(Math.abs(all[1].startDate.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('the order is used once, must be the caller\'s, a renewal order and signed; visitors 401', async () => {
    const m = await makeUser(app);
    const { proof } = await renewEarly(app, m.token, 2);
    const again = await call(app, { method: 'POST', url: '/api/user/renewEarly', token: m.token, payload: proof });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.orderAlreadyUsed);

    const other = await makeUser(app);
    const created = await order(other.token, { planId: 2 });
    const paid = (await call(app, { method: 'POST', url: '/api/payments/test/checkout', payload: { orderId: created.body.data.orderId, outcome: 'pay' } })).body.data;
    const theirs = { orderId: paid.razorpay_order_id, txnId: paid.razorpay_payment_id, signature: paid.razorpay_signature };
    expect((await call(app, { method: 'POST', url: '/api/user/renewEarly', token: m.token, payload: theirs })).body.message).toBe(MSG.orderMismatch);
    expect((await call(app, { method: 'POST', url: '/api/user/renewEarly', token: m.token, payload: { ...theirs, signature: 'a'.repeat(64) } })).body.message).toBe(MSG.badPaymentSignature);
    expect((await call(app, { method: 'POST', url: '/api/user/renewEarly', payload: theirs })).status).toBe(401);
    const signupOrder = (await paidOrder(app, { planId: 2 })).proof;
    expect((await call(app, { method: 'POST', url: '/api/user/renewEarly', token: m.token, payload: signupOrder })).body.message).toBe(MSG.badPaymentSignature);
    expect(await periods(m.user.id)).toHaveLength(2);
  });
});

describe('renew early keeps the current plan first (issue 26 §4)', () => {
  const DAY = 86_400_000;
  it('a Yearly member who buys Quarterly early stays Yearly, with the courses, until the Yearly ends; then Quarterly is current', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const m = await makeUser(app, { months: 0, email: `yearly-${Date.now()}@example.com` });
    const start = new Date(Date.now() - 100 * DAY);
    const yearlyEnd = new Date(start.getTime() + 365 * DAY);
    await app.db.insert(payments).values({ userId: m.user.id, amountPaise: 3499900, txnId: 'pay_yearly_q', planType: 'Yearly', source: 'test', startDate: start, endDate: yearlyEnd });
    await grantPlanCourses(app.db, m.user.id, 12, 'pay_yearly_q', start);
    const courses = await app.db.select().from(coursePurchases).where(eq(coursePurchases.userId, m.user.id));

    const { r } = await renewEarly(app, m.token, 1);
    expect(r.status).toBe(200);
    const [now, queued] = r.body.data.user.payment;
    expect(now).toMatchObject({ planType: 'Yearly', endDate: yearlyEnd.toISOString() });
    expect(queued).toMatchObject({ planType: 'Quarterly', startDate: yearlyEnd.toISOString() });
    // The session's user agrees, and the Yearly's courses are still open.
    expect((await call(app, { method: 'GET', url: '/api/auth', token: m.token })).body.data.payment[0].planType).toBe('Yearly');
    expect(await app.db.select().from(coursePurchases).where(eq(coursePurchases.userId, m.user.id))).toEqual(courses);

    // The admin's list and export keep the current plan and name the queued one.
    const row = (await call(app, { method: 'GET', url: `/api/user/all?q=${encodeURIComponent(m.user.email)}`, token: admin.token })).body.data.members[0];
    expect(row).toMatchObject({ planType: 'Yearly', next: { planType: 'Quarterly', startDate: yearlyEnd.toISOString() } });
    expect((await call(app, { method: 'GET', url: `/api/user/all?plan=Quarterly&q=${encodeURIComponent(m.user.email)}`, token: admin.token })).body.data.total).toBe(0);
    const sheet = await readXlsx((await call(app, { method: 'GET', url: `/api/user/export?q=${encodeURIComponent(m.user.email)}`, token: admin.token })).res.rawPayload);
    expect(sheet.rows[1][(sheet.rows[0] as string[]).indexOf('Plan')]).toBe('Yearly');

    // The day after the Yearly ends, the nightly job makes the queued Quarterly the current plan.
    const after = new Date(yearlyEnd.getTime() + DAY);
    await app.jobs.send('subscriptions.record', { now: after.toISOString() });
    await app.jobs.drain({ timeoutMs: 45_000 });
    const [u] = await app.db.select({ currentPlan: users.currentPlan }).from(users).where(eq(users.id, m.user.id));
    expect(u.currentPlan).toBe('Quarterly');
  });
});
