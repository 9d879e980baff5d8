import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nextWebinarDate, webinarSlotLabel } from '@tlt/shared/webinar-date';
import { webinarRegistrations } from '../../db/schema/index.ts';
import { mailsTo } from '../../../test/factories.ts';
import { testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';
import { register } from './service.ts';

const app = await testApp();
const MIN = 60_000;
const GROUP = 'https://chat.whatsapp.com/TltReminderGroup';
await app.db.execute(sql`insert into settings (key, value) values ('webinar', ${JSON.stringify({ customWebinarDate: null, whatsappLink: GROUP })}::jsonb)`);

/** Registers at `at` (the slot is the server's rule: the coming Sunday at 7 PM India time). */
async function registrant(email: string, at: string, language: 'English' | 'Hindi' = 'Hindi', o: { confirm?: boolean } = {}) {
  const mailer = o.confirm === false ? undefined : app.mailer;
  const { _id, slotDate } = await register(app.db, { name: 'Amit Shah', email, contact: '9812345670', city: 'Pune', language }, new Date(at), mailer);
  return { id: _id, email, slot: new Date(slotDate) };
}

/** Runs the reminder sweep the way its schedule does, through the queue, as of `now`. */
async function sweep(a: FastifyInstance, now: Date) {
  await a.jobs.send('webinar.reminders', { now: now.toISOString() });
  // Generous: the queue and its mail share one PGlite, and this machine is shared.
  await a.jobs.drain({ timeoutMs: 60_000 });
}

describe('the webinar mails in the language of the page the registration came from (issue 30 §6)', () => {
  it('a registration from a Hindi page gets its confirmation and, an hour before, its reminder in Hindi', { timeout: 120_000 }, async () => {
    const at = new Date('2031-04-01T06:00:00Z');
    const { slotDate } = await register(app.db, { name: 'राहुल शर्मा', email: 'rahul.webinar@example.com', contact: '9812345670', city: 'Pune', language: 'Hindi' }, at, app.mailer, 'hi');
    await sweep(app, new Date(new Date(slotDate).getTime() - 60 * MIN));
    const subjects = mailsTo(app, 'rahul.webinar@example.com').map(mailSubject).sort();
    expect(subjects).toEqual(['आपका फ़्री वेबिनार एक घंटे में शुरू होगा | The Lazy Trader', 'फ़्री वेबिनार में आपकी सीट बुक हो गई है | The Lazy Trader']);
  });
});

describe('the webinar reminder, one hour before each registrant\'s slot (issue 26 §6)', () => {
  it('mails each registrant once, an hour before their own session, and nobody early, late or for another week', { timeout: 120_000 }, async () => {
    const amit = await registrant('amit@example.com', '2030-03-05T06:00:00Z');
    const sara = await registrant('sara@example.com', '2030-03-10T09:00:00Z', 'English'); // Sunday 14:30 in India: today's 7 PM
    const nextWeek = await registrant('later@example.com', '2030-03-10T11:00:00Z'); // Sunday 16:30 in India: next Sunday
    expect(amit.slot.toISOString()).toBe('2030-03-10T13:30:00.000Z');
    expect(sara.slot).toEqual(amit.slot);
    expect(nextWeek.slot.toISOString()).toBe('2030-03-17T13:30:00.000Z');

    await sweep(app, new Date(amit.slot.getTime() - 61 * MIN));
    expect(mailsTo(app, amit.email)).toHaveLength(1); // the confirmation only

    await sweep(app, new Date(amit.slot.getTime() - 60 * MIN));
    await sweep(app, new Date(amit.slot.getTime() - 55 * MIN)); // the next tick: nothing twice
    for (const r of [amit, sara]) {
      const reminders = mailsTo(app, r.email).filter((m) => mailSubject(m).startsWith('Your free webinar starts in one hour'));
      expect(reminders, r.email).toHaveLength(1);
    }
    const text = mailText(mailsTo(app, amit.email).find((m) => mailSubject(m) === 'Your free webinar starts in one hour | The Lazy Trader')!);
    expect(text).toContain(`When: ${webinarSlotLabel(amit.slot)}`);
    expect(text).toContain('Language: Hindi');
    expect(text).toMatch(/Open it now to join on time:\n\nhttps:\/\/chat\.whatsapp\.com\/TltReminderGroup\n/);
    expect(mailsTo(app, nextWeek.email)).toHaveLength(1);
    // Its mail is dropped rather than sent late should the queue not deliver it before the session.
    const { rows } = await app.db.execute(sql`select data->>'notAfter' as "notAfter" from ${sql.identifier(app.jobs.schema)}.job
      where name = 'mail.send' and data->>'to' = ${amit.email} and data->>'subject' like 'Your free webinar starts%'`) as unknown as { rows: { notAfter: string }[] };
    expect(rows).toEqual([{ notAfter: amit.slot.toISOString() }]);

    const reminded = await app.db.select({ email: webinarRegistrations.email, at: webinarRegistrations.remindedAt })
      .from(webinarRegistrations).where(inArray(webinarRegistrations.id, [amit.id, sara.id, nextWeek.id]));
    expect(reminded.filter((r) => r.at).map((r) => r.email).sort()).toEqual(['amit@example.com', 'sara@example.com']);
  });

  it('sends none once the session has started (a sweep that ran late)', { timeout: 90_000 }, async () => {
    const late = await registrant('late@example.com', '2030-04-01T06:00:00Z');
    await sweep(app, new Date(late.slot.getTime() + MIN));
    expect(mailsTo(app, late.email)).toHaveLength(1);
  });

  it("is stored as a schedule every five minutes, India time, and the schedule's job runs for the present", { timeout: 90_000 }, async () => {
    await app.ready();
    const { rows } = await app.db.execute(sql`select cron, timezone from ${sql.identifier(app.jobs.schema)}.schedule where name = 'webinar.reminders'`) as unknown as {
      rows: { cron: string; timezone: string }[];
    };
    expect(rows).toEqual([{ cron: '*/5 * * * *', timezone: 'Asia/Kolkata' }]);
    // A registration made now for the coming session is not reminded by a sweep of the present unless it is an hour away.
    const now = await registrant('now@example.com', new Date().toISOString());
    expect(now.slot).toEqual(nextWebinarDate(new Date()));
    await app.jobs.send('webinar.reminders', null);
    await app.jobs.drain({ timeoutMs: 60_000 });
    const due = now.slot.getTime() - Date.now() <= 60 * MIN;
    expect(mailsTo(app, now.email)).toHaveLength(due ? 2 : 1);
  });
});

describe('two workers on one database (two API processes)', () => {
  it('four sweeps at once, two per process: each registrant is reminded once', async () => {
    const twin = await testApp({ jobs: { schema: app.jobs.schema }, env: { DATA_DIR: app.config.dataDir } });
    const people = await Promise.all([1, 2, 3, 4, 5].map((i) => registrant(`twin${i}@example.com`, '2030-05-01T06:00:00Z', 'Hindi', { confirm: false })));
    const data = { now: new Date(people[0].slot.getTime() - 30 * MIN).toISOString() };
    await Promise.all([app, twin, app, twin].map((a) => a.jobs.send('webinar.reminders', data)));
    // Two queues on one PGlite taking turns, on a shared machine: generous.
    await Promise.all([app.jobs.drain({ timeoutMs: 120_000 }), twin.jobs.drain({ timeoutMs: 120_000 })]);
    for (const p of people) expect(mailsTo(app, p.email), p.email).toHaveLength(1);
  }, 180_000);
});
