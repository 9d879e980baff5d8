import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_MSG } from '@tlt/shared/back-office/analytics';
import { auditLog, payments, renewalTokens } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText, renewalTokenIn } from '../../../test/mail.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const DAY = 86_400_000;

/** A member whose only period ends `days` from now. */
async function endingIn(days: number, o: { active?: boolean; admin?: boolean } = {}) {
  const { user, token } = await makeUser(app, { months: 0, active: o.active, userType: o.admin ? 'admin' : 'normal', name: 'Ravi Kumar' });
  const end = new Date(Date.now() + days * DAY);
  await app.db.insert(payments).values({
    userId: user.id, amountPaise: 1799900, txnId: `pay_${user.id}`, planType: 'Half-Yearly', source: 'test',
    startDate: new Date(end.getTime() - 181 * DAY), endDate: end,
  });
  return { user, token };
}

/** As the admin unless another token is given; null: no token at all. */
const remind = (userId: unknown, token: string | null = admin.token) =>
  call(app, { method: 'POST', url: '/api/user/sendRenewalReminder', payload: { userId }, token: token ?? undefined, remoteAddress: '10.1.2.3' });
const sent = async (email: string) => {
  await app.jobs.drain();
  return mailsTo(app, email);
};
const reminders = (userId: string) =>
  app.db.select().from(auditLog).where(and(eq(auditLog.targetUserId, userId), eq(auditLog.action, 'reminder.send')));

describe('POST /api/user/sendRenewalReminder', () => {
  it('is for admins: 401 visitor, 403 member (even for themselves); nothing is mailed', async () => {
    const m = await endingIn(2);
    expect((await remind(m.user.id, null)).status).toBe(401);
    expect((await remind(m.user.id, m.token)).status).toBe(403);
    expect(await sent(m.user.email)).toEqual([]);
    expect(await reminders(m.user.id)).toEqual([]);
  });

  it('mails the reminder with a fresh 7-day renewal link, audited reminder.send with who, whom and from where', async () => {
    const m = await endingIn(2.5);
    const r = await remind(m.user.id);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(ANALYTICS_MSG.reminderSent);
    expect(r.body.data.email).toBe(m.user.email);
    const [mail, ...more] = await sent(m.user.email);
    expect(more).toEqual([]);
    expect(mailSubject(mail)).toMatch(/^Your membership ends in [23] days \| The Lazy Trader$/);
    expect(mailText(mail)).toContain('Hi Ravi Kumar,');
    const token = renewalTokenIn(mail)!;
    const [row] = await app.db.select().from(renewalTokens).where(eq(renewalTokens.tokenHash, hashToken(token)));
    expect(row.userId).toBe(m.user.id);
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / DAY)).toBe(7);
    const [entry, ...others] = await reminders(m.user.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ actorId: admin.user.id, ip: '10.1.2.3' });
    expect(entry.data).toMatchObject({ planType: 'Half-Yearly', ended: false });
  });

  it('a member whose period has ended gets the renewal nudge', async () => {
    const m = await endingIn(-3);
    expect((await remind(m.user.id)).status).toBe(200);
    expect((await sent(m.user.email)).map(mailSubject)).toEqual(['Your membership has ended: renew to come back | The Lazy Trader']);
  });

  it('not twice in a minute for one member, even at once: 429, one mail, one entry; a minute later again', async () => {
    const m = await endingIn(1);
    const answers = await Promise.all([1, 2, 3].map(() => remind(m.user.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(ANALYTICS_MSG.reminderTooSoon);
    expect(await sent(m.user.email)).toHaveLength(1);
    expect(await reminders(m.user.id)).toHaveLength(1);
    // Another member is not held back by this one.
    expect((await remind((await endingIn(1)).user.id)).status).toBe(200);
    // The entry a minute old: the next one goes.
    await app.db.update(auditLog).set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(and(eq(auditLog.targetUserId, m.user.id), eq(auditLog.action, 'reminder.send')));
    expect((await remind(m.user.id)).status).toBe(200);
    expect(await sent(m.user.email)).toHaveLength(2);
  });

  it('refuses whom it cannot remind, with a reason and nothing written', async () => {
    const suspended = await endingIn(2, { active: false });
    const notDue = await endingIn(30);
    const anAdmin = await endingIn(2, { admin: true });
    const neverPaid = (await makeUser(app, { months: 0 })).user;
    const cases: [unknown, number, string][] = [
      [suspended.user.id, 409, ANALYTICS_MSG.suspended],
      [notDue.user.id, 409, ANALYTICS_MSG.notDue],
      [anAdmin.user.id, 400, ANALYTICS_MSG.notAMember],
      [neverPaid.id, 400, ANALYTICS_MSG.noPlan],
      ['00000000-0000-4000-8000-000000000000', 404, ANALYTICS_MSG.memberNotFound],
      ['not-an-id', 400, 'Choose a member'],
      [undefined, 400, 'Choose a member'],
    ];
    for (const [id, status, message] of cases) {
      const r = await remind(id);
      expect([r.status, r.body.message], String(id)).toEqual([status, message]);
    }
    for (const u of [suspended.user, notDue.user, anAdmin.user, neverPaid]) {
      expect(await sent(u.email)).toEqual([]);
      expect(await reminders(u.id)).toEqual([]);
    }
  });
});

describe('GET /api/user/analytics', () => {
  it('is for admins: 401 visitor, 403 member', async () => {
    const m = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/user/analytics' })).status).toBe(401);
    const r = await call(app, { method: 'GET', url: '/api/user/analytics', token: m.token });
    expect(r.status).toBe(403);
    expect(r.body.data).toBeUndefined();
  });

  it('answers the classes with their members and the figures', async () => {
    const soon = await endingIn(3);
    const r = await call(app, { method: 'GET', url: '/api/user/analytics', token: admin.token });
    expect(r.status).toBe(200);
    const d = r.body.data;
    expect(Object.keys(d.classes)).toEqual(['expiringToday', 'expiringWeek', 'expiredActive']);
    expect(d.classes.expiringWeek.members).toContainEqual(expect.objectContaining({
      _id: soon.user.id, name: 'Ravi Kumar', email: soon.user.email, planType: 'Half-Yearly', active: true,
    }));
    expect(d.classes.expiringWeek.total).toBeGreaterThanOrEqual(1);
    for (const key of ['activeMembers', 'monthlyRevenuePaise']) expect(Number.isInteger(d[key])).toBe(true);
    expect(d.signupsByDay).toHaveLength(30);
    expect(d.byMonth).toHaveLength(12);
    // Never a password or a session.
    expect(r.raw).not.toMatch(/password|hash|token/i);
  });
});
