import { describe, expect, it } from 'vitest';
import { fromIndiaWallClock } from '@tlt/shared/india-time';
import { payments } from '../../db/schema/index.ts';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailText } from '../../../test/mail.ts';
import { readXlsx } from '../../../test/xlsx.ts';
import { sendRenewalReminder } from './reminder.ts';

/**
 * Issue 26 §3: one period, one end date, wherever it is shown. The period ends at 00:00 on
 * 28 November in India, so its last day of access is 27-11-2026: the admin's list, the dashboard's
 * classes, the reminder and nudge mails and the Excel export all say that day (the web's views of
 * the same answers are tested in apps/web, features/members and features/dashboard).
 */
const app = await testApp();
const END = fromIndiaWallClock(2026, 10, 28); // 2026-11-27T18:30:00Z
const LAST_DAY = '27-11-2026';
const NEXT_DAY = '28-11-2026';
const DAY = 86_400_000;

const admin = await makeUser(app, { userType: 'admin' });
const { user } = await makeUser(app, { months: 0, name: 'Meera Iyer', email: 'meera-one-date@example.com' });
await app.db.insert(payments).values({
  userId: user.id, amountPaise: 1799900, txnId: 'pay_one_date', planType: 'Half-Yearly', source: 'test',
  startDate: fromIndiaWallClock(2026, 4, 28), endDate: END,
});

async function sweep(queue: 'billing.expiry-reminders' | 'billing.renewal-nudges', now: Date) {
  await app.jobs.send(queue, { now: now.toISOString() });
  await app.jobs.drain({ timeoutMs: 45_000 }); // on a loaded machine the queue can take a while
}

describe('one date for a period\'s end (issue 26 §3)', () => {
  it('the admin list answers the period the web formats; the dashboard\'s class lists it by the same end', async () => {
    const list = await call(app, { method: 'GET', url: `/api/user/all?q=${encodeURIComponent(user.email)}`, token: admin.token });
    expect(list.body.data.members[0]).toMatchObject({ planType: 'Half-Yearly', endDate: END.toISOString() });
  });

  it('the expiry reminder, 2 days before, says the last day', async () => {
    await sweep('billing.expiry-reminders', fromIndiaWallClock(2026, 10, 25, 9, 0));
    const [mail] = mailsTo(app, user.email);
    const text = mailText(mail);
    expect(text).toContain(LAST_DAY);
    expect(text).not.toContain(NEXT_DAY);
  });

  it('the admin\'s "Send renewal reminder", 2 India days before the last day, counts to that day', async () => {
    const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
    const before = mailsTo(app, user.email).length;
    await sendRenewalReminder(deps, user.id, { id: admin.user.id, ip: '127.0.0.1' }, fromIndiaWallClock(2026, 10, 25, 9, 0));
    await app.jobs.drain({ timeoutMs: 45_000 }); // on a loaded machine the queue can take a while
    const text = mailText(mailsTo(app, user.email)[before]);
    expect(text).toContain(`ends in 2 days, on ${LAST_DAY}`);
  });

  it('the renewal nudge, 3 days after, says the same last day every time it names it', async () => {
    await sweep('billing.renewal-nudges', new Date(END.getTime() + 3 * DAY));
    const nudge = mailsTo(app, user.email).map(mailText).find((t) => t.includes('ended on'));
    expect(nudge).toContain(LAST_DAY);
    expect(nudge).not.toContain(NEXT_DAY);
  });

  it('the Excel export\'s End date is the last day', async () => {
    const r = await call(app, { method: 'GET', url: `/api/user/export?q=${encodeURIComponent(user.email)}`, token: admin.token });
    const sheet = await readXlsx(r.res.rawPayload);
    const end = (sheet.rows[0] as string[]).indexOf('End date');
    expect(sheet.rows[1][end]).toBe(LAST_DAY);
  });
});
