import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { auditLog, coursePurchases, orders, payments, users } from '../../db/schema/index.ts';
import { mailsTo, makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const signup = (payload: object, token?: string) => call(app, { method: 'POST', url: '/api/auth/signup', payload, token });
const countUsers = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email))).length;
const monthsBetween = (a: string, b: string) => {
  const s = new Date(a), e = new Date(b);
  return (e.getUTCFullYear() - s.getUTCFullYear()) * 12 + e.getUTCMonth() - s.getUTCMonth();
};

describe('POST /api/auth/signup with a paid order', () => {
  it('creates the member, payment, courses and a session in one go, all computed on the server', async () => {
    const { email, proof } = await paidOrder(app, { planId: 2 });
    const r = await signup(signupBody(email, { ...proof, amount: 1, startDate: '2020-01-01', planType: 'Yearly' }));
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.signupSuccess);
    const { user, token } = r.body.data;
    expect(user).toMatchObject({ email, userType: 'normal', active: true, portfolio: '2', experience: '1', investorType: '1' });
    expect(user.payment).toHaveLength(1);
    expect(user.payment[0]).toMatchObject({ amount: 17999, planType: 'Half-Yearly', txnId: proof.txnId, orderId: proof.orderId });
    expect(monthsBetween(user.payment[0].startDate, user.payment[0].endDate)).toBe(6);
    expect(Math.abs(new Date(user.payment[0].startDate).getTime() - Date.now())).toBeLessThan(60_000);
    expect((await call(app, { method: 'GET', url: '/api/auth', token })).body.data._id).toBe(user._id);
    const courses = (await call(app, { method: 'GET', url: '/api/learning/my-courses', token })).body.data;
    expect(courses.map((c: any) => c.slug)).toEqual(['technical-analysis']);
    expect(monthsBetween(courses[0].startDate, courses[0].endDate)).toBe(12);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, proof.orderId));
    expect(order.consumedAt).not.toBeNull();
    // A receipt with plan, amount, period and the refund terms.
    await expect.poll(() => mailsTo(app, email).length).toBe(1);
    const receipt = mailsTo(app, email)[0];
    for (const text of ['Half-Yearly', '17,999', '7 calendar days', '80%']) expect(receipt).toContain(text);
  });

  it('grants both courses on the yearly plan and none on the quarterly one', async () => {
    const yearly = await paidOrder(app, { planId: 3 });
    const y = await signup(signupBody(yearly.email, yearly.proof));
    const yc = (await call(app, { method: 'GET', url: '/api/learning/my-courses', token: y.body.data.token })).body.data;
    expect(yc.map((c: any) => c.slug).sort()).toEqual(['technical-analysis', 'trading-psychology']);
    const quarterly = await paidOrder(app, { planId: 1 });
    const q = await signup(signupBody(quarterly.email, quarterly.proof));
    expect(q.body.data.user.payment[0].planType).toBe('Quarterly');
    expect((await app.db.select().from(coursePurchases).where(eq(coursePurchases.userId, q.body.data.user._id)))).toHaveLength(0);
  });

  it('one paid order makes at most one account: a replay answers 409 and writes nothing', async () => {
    const { email, proof } = await paidOrder(app);
    expect((await signup(signupBody(email, proof))).status).toBe(200);
    const replay = await signup(signupBody(email, proof));
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(MSG.orderAlreadyUsed);
    const other = await signup(signupBody(email.replace('@', '+2@'), proof));
    expect(other.status).toBe(400); // the order was for another email
    expect(await countUsers(email.replace('@', '+2@'))).toBe(0);
  });

  it('concurrent replays of one payment create exactly one account', async () => {
    const { email, proof } = await paidOrder(app);
    const results = await Promise.all(Array.from({ length: 6 }, () => signup(signupBody(email, proof))));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await countUsers(email)).toBe(1);
    const [u] = await app.db.select().from(users).where(eq(users.email, email));
    expect(await app.db.select().from(payments).where(eq(payments.userId, u.id))).toHaveLength(1);
  });

  it('a bad signature answers 400 and writes nothing; the order stays usable', async () => {
    const { email, proof } = await paidOrder(app);
    for (const bad of [{ ...proof, signature: 'f'.repeat(64) }, { ...proof, txnId: 'pay_other' }, { ...proof, orderId: 'order_unknown' }]) {
      const r = await signup(signupBody(email, bad));
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MSG.badPaymentSignature);
    }
    expect(await countUsers(email)).toBe(0);
    expect((await signup(signupBody(email, proof))).status).toBe(200);
  });

  it('an email taken meanwhile answers 409 and leaves the order unused', async () => {
    const { email, proof } = await paidOrder(app);
    await makeUser(app, { email });
    const r = await signup(signupBody(email, proof));
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(MSG.userExists);
    const [order] = await app.db.select().from(orders).where(eq(orders.id, proof.orderId));
    expect(order.consumedAt).toBeNull();
  });

  it('validates with the spec messages', async () => {
    const { email, proof } = await paidOrder(app);
    const cases: [object, string][] = [
      [{ name: '' }, MSG.nameRequired], [{ contactNo: '12345' }, MSG.invalidContact], [{ contactNo: '' }, MSG.contactRequired],
      [{ password: 'short' }, MSG.passwordLength], [{ email: 'bad' }, MSG.invalidEmail],
    ];
    for (const [extra, message] of cases) expect((await signup(signupBody(email, proof, extra))).body.message).toBe(message);
    expect(await countUsers(email)).toBe(0);
  });
});

describe('manual payments (an admin bringing a member over)', () => {
  const manual = { amount: 34999, txnId: 'NEFT-123', planType: 'Annual', startDate: '2026-01-15T00:00:00.000Z', endDate: '2027-01-15T00:00:00.000Z' };

  it('are refused from visitors and members', async () => {
    const member = await makeUser(app);
    for (const token of [undefined, member.token]) {
      const r = await signup(signupBody('manual1@example.com', manual), token);
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(MSG.manualPaymentRefused);
    }
    expect(await countUsers('manual1@example.com')).toBe(0);
  });

  it('from an admin create a member with that record and no session for them', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const r = await signup(signupBody('manual2@example.com', manual), admin.token);
    expect(r.status).toBe(200);
    expect(r.body.data.token).toBeNull();
    expect(r.body.data.user.payment[0]).toMatchObject({ amount: 34999, txnId: 'NEFT-123', planType: 'Yearly', startDate: manual.startDate, endDate: manual.endDate });
    const [p] = await app.db.select().from(payments).where(eq(payments.userId, r.body.data.user._id));
    expect(p.source).toBe('manual');
    const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'manual2@example.com', password: 'Str0ng!pass' } });
    expect(login.status).toBe(200);
    const badPlan = await signup(signupBody('manual3@example.com', { ...manual, planType: 'Weekly' }), admin.token);
    expect(badPlan.body.message).toBe(MSG.unknownPlan);
  });

  it('are audited as member.create in the same transaction: who, whom, the plan and amount, from where', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody('manual4@example.com', manual), token: admin.token, remoteAddress: '10.9.8.7' });
    expect(r.status).toBe(200);
    const entries = await app.db.select().from(auditLog).where(eq(auditLog.targetUserId, r.body.data.user._id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'member.create', actorId: admin.user.id, ip: '10.9.8.7',
      after: { email: 'manual4@example.com', plan: 'Yearly', amount: 34999, source: 'manual', txnId: 'NEFT-123' },
    });
    expect(JSON.stringify(entries[0])).not.toContain('Str0ng!pass');

    // A refused creation (the e-mail is taken) writes no entry; a visitor's own signup is not an admin action.
    const before = (await app.db.select().from(auditLog).where(eq(auditLog.action, 'member.create'))).length;
    expect((await signup(signupBody('manual4@example.com', manual), admin.token)).status).toBe(409);
    const { email, proof } = await paidOrder(app);
    expect((await signup(signupBody(email, proof))).status).toBe(200);
    expect((await app.db.select().from(auditLog).where(eq(auditLog.action, 'member.create'))).length).toBe(before);
  });
});

describe('POST /api/user/isUserExists', () => {
  it('answers whether the email has an account', async () => {
    const { user } = await makeUser(app);
    expect((await call(app, { method: 'POST', url: '/api/user/isUserExists', payload: { email: user.email.toUpperCase() } })).body.data).toBe(true);
    expect((await call(app, { method: 'POST', url: '/api/user/isUserExists', payload: { email: 'free@example.com' } })).body.data).toBe(false);
    expect((await call(app, { method: 'POST', url: '/api/user/isUserExists', payload: {} })).body.message).toBe(MSG.emailRequired);
  });

  it('is rate-limited per IP', async () => {
    const limited = await testApp({ limits: { sensitivePerMin: 2 } });
    const codes = [];
    for (let i = 0; i < 3; i++)
      codes.push((await call(limited, { method: 'POST', url: '/api/user/isUserExists', payload: { email: 'x@example.com' }, remoteAddress: '10.1.1.1' })).status);
    expect(codes).toEqual([200, 200, 429]);
  });
});
