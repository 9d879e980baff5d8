import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { billingReminders, payments, renewalTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { mailsTo, makeUser, paidOrder, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText, renewalTokenIn } from '../../../test/mail.ts';
import { daysLeftInPeriod, indiaDaysBetween } from '@tlt/shared/india-time';
import { expiryReminderKind } from './reminders.ts';

const app = await testApp();
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A member (or admin) whose only paid period ends at `end`. */
async function memberEnding(end: Date, o: { active?: boolean; admin?: boolean; language?: 'en' | 'hi' } = {}) {
  const { user } = await makeUser(app, { months: 0, active: o.active, userType: o.admin ? 'admin' : 'normal', language: o.language });
  const [p] = await app.db.insert(payments).values({
    userId: user.id, amountPaise: 1799900, txnId: `pay_${user.id}`, planType: 'Half-Yearly', source: 'test',
    startDate: new Date(end.getTime() - 181 * DAY), endDate: end,
  }).returning();
  return { user, paymentId: p.id };
}

/** A later period for the member: they renewed. */
const renewedUntil = (userId: string, end: Date) => app.db.insert(payments).values({
  userId, amountPaise: 3499900, txnId: `pay_r_${userId}`, planType: 'Yearly', source: 'test', startDate: new Date(end.getTime() - 365 * DAY), endDate: end,
});

/** Runs a sweep the way the schedule does, through the queue, as of `now`; then the mails it queued. */
async function sweep(a: FastifyInstance, queue: 'billing.expiry-reminders' | 'billing.renewal-nudges', now: Date) {
  await a.jobs.send(queue, { now: now.toISOString() });
  await a.jobs.drain();
}

const kindsOf = async (paymentId: string) =>
  (await app.db.select({ kind: billingReminders.kind }).from(billingReminders).where(eq(billingReminders.paymentId, paymentId))).map((r) => r.kind).sort();

describe('India days', () => {
  it('count calendar days in India, not in UTC', () => {
    const now = new Date('2030-01-15T03:30:00Z'); // 09:00 on 15 January in India
    expect(indiaDaysBetween(now, new Date('2030-01-22T18:29:00Z'))).toBe(7); // 23:59 on the 22nd in India
    expect(indiaDaysBetween(now, new Date('2030-01-22T18:31:00Z'))).toBe(8); // 00:01 on the 23rd in India, still the 22nd in UTC
    expect(indiaDaysBetween(new Date('2030-01-15T19:00:00Z'), now)).toBe(-1);
    expect([8, 7, 5, 2, 1, 0, -1].map(expiryReminderKind)).toEqual([null, 'expiry:7', 'expiry:7', 'expiry:7', 'expiry:1', 'expiry:0', null]);
  });

  it('count to a period\'s last day: one ending at India midnight ended with the day before', () => {
    const now = new Date('2030-01-15T03:30:00Z'); // 09:00 on 15 January in India
    expect(daysLeftInPeriod(now, new Date('2030-01-15T18:30:00Z'))).toBe(0); // 00:00 on the 16th: last day the 15th
    expect(daysLeftInPeriod(now, new Date('2030-01-15T18:29:59Z'))).toBe(0); // 23:59:59 on the 15th
    expect(daysLeftInPeriod(now, new Date('2030-01-15T18:30:01Z'))).toBe(1); // 00:00:01 on the 16th
  });
});

describe('expiry reminders (the daily sweep)', () => {
  // 09:00 in India, years ahead: no other member of this file's database is near these dates.
  const NOW = new Date('2030-01-15T03:30:00Z');

  it('mails each member whose period ends in 7 days, 1 day and today once, and no one else', async () => {
    const week = await memberEnding(new Date(NOW.getTime() + 7 * DAY));
    const lastMinute = await memberEnding(new Date('2030-01-22T18:29:00Z'));
    const tomorrow = await memberEnding(new Date(NOW.getTime() + DAY + 10 * HOUR));
    const today = await memberEnding(new Date(NOW.getTime() + 5 * HOUR));
    const eightDays = await memberEnding(new Date('2030-01-22T18:31:00Z'));
    // Ends at 00:00 on the 16th in India: its last day is today, the 15th.
    const midnight = await memberEnding(new Date('2030-01-15T18:30:00Z'));
    // Ended at 03:00 today, before the 09:00 sweep: not "ends today" but ended (the nudge's).
    const endedThisMorning = await memberEnding(new Date(NOW.getTime() - 6.5 * HOUR));
    const suspended = await memberEnding(new Date(NOW.getTime() + 7 * DAY), { active: false });
    const admin = await memberEnding(new Date(NOW.getTime() + 7 * DAY), { admin: true });
    const renewed = await memberEnding(new Date(NOW.getTime() + DAY));
    await renewedUntil(renewed.user.id, new Date(NOW.getTime() + 366 * DAY));

    await sweep(app, 'billing.expiry-reminders', NOW);
    await sweep(app, 'billing.expiry-reminders', NOW);

    const subjects = (m: { user: { email: string } }) => mailsTo(app, m.user.email).map(mailSubject);
    expect(subjects(week)).toEqual(['Your membership ends in 7 days | The Lazy Trader']);
    expect(subjects(lastMinute)).toEqual(['Your membership ends in 7 days | The Lazy Trader']);
    expect(subjects(tomorrow)).toEqual(['Your membership ends tomorrow | The Lazy Trader']);
    expect(subjects(today)).toEqual(['Your membership ends today | The Lazy Trader']);
    expect(subjects(midnight)).toEqual(['Your membership ends today | The Lazy Trader']);
    expect(mailText(mailsTo(app, midnight.user.email)[0])).toContain('Membership ends on: 15-01-2030');
    for (const none of [eightDays, suspended, admin, renewed, endedThisMorning]) expect(subjects(none)).toEqual([]);
    expect(await kindsOf(week.paymentId)).toEqual(['expiry:7']);
    expect(await kindsOf(tomorrow.paymentId)).toEqual(['expiry:1']);
    expect(await kindsOf(today.paymentId)).toEqual(['expiry:0']);

    // Six days on, the same period is a day from its end: the day-before reminder, once.
    await sweep(app, 'billing.expiry-reminders', new Date(NOW.getTime() + 6 * DAY));
    await sweep(app, 'billing.expiry-reminders', new Date(NOW.getTime() + 6 * DAY + HOUR));
    expect(subjects(week).sort()).toEqual(['Your membership ends in 7 days | The Lazy Trader', 'Your membership ends tomorrow | The Lazy Trader']);
    expect(await kindsOf(week.paymentId)).toEqual(['expiry:1', 'expiry:7']);
  });

  it('a sweep that missed the 7th day still sends the week\'s reminder, saying what is true', async () => {
    const m = await memberEnding(new Date(NOW.getTime() + 4 * DAY));
    await sweep(app, 'billing.expiry-reminders', NOW);
    expect(mailsTo(app, m.user.email).map(mailSubject)).toEqual(['Your membership ends in 4 days | The Lazy Trader']);
    expect(await kindsOf(m.paymentId)).toEqual(['expiry:7']);
  });

  it('the mail names the plan and the end date and carries a 7-day renewal link that renews from the end', async () => {
    const m = await memberEnding(new Date(NOW.getTime() + 7 * DAY));
    await sweep(app, 'billing.expiry-reminders', NOW);
    const [raw] = mailsTo(app, m.user.email);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const text = mailText(raw);
    expect(text).toContain(`Hi ${m.user.name},`);
    expect(text).toContain('Your Half-Yearly membership of The Lazy Trader ends in 7 days, on 22-01-2030.');
    expect(text).toContain('Membership ends on: 22-01-2030');
    const token = renewalTokenIn(raw)!;
    expect(text).toContain(`${app.config.publicUrl}/renew-subscription/${token}`);
    const [row] = await app.db.select().from(renewalTokens).where(eq(renewalTokens.tokenHash, hashToken(token)));
    expect(row.userId).toBe(m.user.id);
    expect(Math.round((row.expiresAt.getTime() - Date.now()) / DAY)).toBe(7);

    const { proof } = await paidOrder(app, { planId: 3, renewalToken: token });
    const renewed = await call(app, { method: 'POST', url: '/api/user/renewSubscription', payload: { token, ...proof } });
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.payment.startDate).toBe(new Date(NOW.getTime() + 7 * DAY).toISOString());
    // Renewed: the next sweeps leave the member alone.
    await sweep(app, 'billing.expiry-reminders', new Date(NOW.getTime() + 6 * DAY));
    expect(mailsTo(app, m.user.email).filter((r) => mailSubject(r).startsWith('Your membership'))).toHaveLength(1);
  });
});

describe('reminders in the member\'s language (issue 30 §6)', () => {
  // 09:00 in India on 13 November 2031: no other member of this file is near.
  const NOW = new Date('2031-11-13T03:30:00Z');

  it('a Hindi member\'s reminder is Hindi, subject and body, with the Hindi month; an English member\'s stays English', async () => {
    const hindi = await memberEnding(new Date('2031-11-20T12:00:00Z'), { language: 'hi' });
    const english = await memberEnding(new Date('2031-11-20T12:00:00Z'));
    await sweep(app, 'billing.expiry-reminders', NOW);

    const [raw] = mailsTo(app, hindi.user.email);
    expect(mailSubject(raw)).toBe('आपकी मेंबरशिप 7 दिन में खत्म हो रही है | The Lazy Trader');
    const text = mailText(raw);
    expect(text).toContain(`नमस्ते ${hindi.user.name},`);
    expect(text).toContain('The Lazy Trader की आपकी Half-Yearly मेंबरशिप 7 दिन में, 20 नवंबर 2031 को खत्म हो रही है।');
    expect(text).toContain('मेंबरशिप खत्म होने की तारीख: 20 नवंबर 2031');
    expect(raw).toMatch(/<html[^>]* lang=3D"hi"|<html[^>]* lang="hi"/);

    const [plain] = mailsTo(app, english.user.email);
    expect(mailSubject(plain)).toBe('Your membership ends in 7 days | The Lazy Trader');
    expect(mailText(plain)).toContain('Your Half-Yearly membership of The Lazy Trader ends in 7 days, on 20-11-2031.');
  });

  it('reads the language when it sends: a member who switched to Hindi gets the nudge in Hindi', async () => {
    const m = await memberEnding(new Date('2031-11-10T12:00:00Z'));
    await app.db.update(users).set({ language: 'hi' }).where(eq(users.id, m.user.id));
    await sweep(app, 'billing.renewal-nudges', NOW);
    const [raw] = mailsTo(app, m.user.email);
    expect(mailSubject(raw)).toBe('आपकी मेंबरशिप खत्म हो गई है: वापस आने के लिए रिन्यू करें | The Lazy Trader');
    expect(mailText(raw)).toContain('मेंबरशिप खत्म होने की तारीख: 10 नवंबर 2031');
  });
});

describe('renewal nudge (the daily sweep)', () => {
  it('three days after the end, once, with a fresh link the renewal flow accepts; not before, not renewed, not suspended', async () => {
    const now = new Date();
    const lapsed = await memberEnding(new Date(now.getTime() - 3 * DAY));
    const yesterday = await memberEnding(new Date(now.getTime() - DAY));
    const renewed = await memberEnding(new Date(now.getTime() - 3 * DAY));
    await renewedUntil(renewed.user.id, new Date(now.getTime() + 300 * DAY));
    const suspended = await memberEnding(new Date(now.getTime() - 3 * DAY), { active: false });
    const longGone = await memberEnding(new Date(now.getTime() - 30 * DAY));

    await sweep(app, 'billing.renewal-nudges', now);
    await sweep(app, 'billing.renewal-nudges', now);

    const mails = mailsTo(app, lapsed.user.email);
    expect(mails.map(mailSubject)).toEqual(['Your membership has ended: renew to come back | The Lazy Trader']);
    for (const none of [yesterday, renewed, suspended, longGone]) expect(mailsTo(app, none.user.email)).toEqual([]);
    expect(await kindsOf(lapsed.paymentId)).toEqual(['nudge']);

    const text = mailText(mails[0]);
    expect(text).toContain(`Hi ${lapsed.user.name},`);
    expect(text).toMatch(/ended on \d\d-\d\d-\d{4}/);
    const login = () => call(app, { method: 'POST', url: '/api/auth/login', payload: { email: lapsed.user.email, password: PASSWORD } });
    expect((await login()).status).toBe(402);
    const token = renewalTokenIn(mails[0])!;
    const { proof } = await paidOrder(app, { planId: 3, renewalToken: token });
    const renewal = await call(app, { method: 'POST', url: '/api/user/renewSubscription', payload: { token, ...proof } });
    expect(renewal.status).toBe(200);
    expect(renewal.body.message).toBe(MSG.renewSuccess);
    expect((await login()).status).toBe(200);
  });
});

describe('two workers on one database (two API processes)', () => {
  it('four sweeps at once, two per process: each reminder is mailed once', async () => {
    const now = new Date('2031-06-01T03:30:00Z');
    // A second app on the same queue and mail folder, as a second process on the same database.
    const twin = await testApp({ jobs: { schema: app.jobs.schema }, env: { DATA_DIR: app.config.dataDir } });
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => memberEnding(new Date(now.getTime() + 7 * DAY))));
    const data = { now: now.toISOString() };
    const ids = await Promise.all([app, twin, app, twin].map((a) => a.jobs.send('billing.expiry-reminders', data)));
    // Two queues on one PGlite taking turns: on a loaded machine this ran past drain's 15 s default.
    await Promise.all([app.jobs.drain({ timeoutMs: 60_000 }), twin.jobs.drain({ timeoutMs: 60_000 })]);

    for (const m of members) expect(mailsTo(app, m.user.email)).toHaveLength(1);
    const claims = await app.db.select().from(billingReminders).where(inArray(billingReminders.paymentId, members.map((m) => m.paymentId)));
    expect(claims).toHaveLength(5);
    // The four sweeps together queued five mails: whichever ran first claimed them, the others none.
    const { rows } = await app.db.execute(sql`select output from ${sql.identifier(app.jobs.schema)}.job
      where id = any(${`{${ids.join(',')}}`}::uuid[]) and state = 'completed'`) as unknown as { rows: { output: { queued: number } }[] };
    expect(rows).toHaveLength(4);
    expect(rows.reduce((n, r) => n + r.output.queued, 0)).toBe(5);
  }, 90_000);
});
