import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { onPostgres, testApp } from '../../test/helper.ts';

const app = await testApp();

describe('app.jobs', () => {
  it('stores every schedule in India time, each with a worker', async () => {
    await app.ready();
    const { rows } = await app.db.execute(sql`select name, cron, timezone from ${sql.identifier(app.jobs.schema)}.schedule order by name`) as unknown as {
      rows: { name: string; cron: string; timezone: string }[];
    };
    const expected = [
      { name: 'auth.dead-sessions', cron: '0 3 * * *' },
      // The nightly backup (issue 28 §7), BACKUP_CRON's default.
      { name: 'backups.nightly', cron: '30 2 * * *' },
      { name: 'billing.dead-renewal-tokens', cron: '15 3 * * *' },
      { name: 'billing.expiry-reminders', cron: '0 9 * * *' },
      { name: 'billing.renewal-nudges', cron: '30 9 * * *' },
      { name: 'idempotency.sweep', cron: '20 * * * *' },
      { name: 'password.dead-reset-tokens', cron: '5 3 * * *' },
      // The rate limits count in a table only on PostgreSQL (in memory on PGlite: nothing to sweep).
      ...(onPostgres ? [{ name: 'rate-limit.sweep', cron: '*/5 * * * *' }] : []),
      // Ended periods and missing events, just after India's midnight (decision 0029).
      { name: 'subscriptions.record', cron: '10 0 * * *' },
      // The webinar's reminder an hour before each registrant's session (issue 26 §6).
      { name: 'webinar.reminders', cron: '*/5 * * * *' },
    ];
    expect(rows).toEqual(expected.map((e) => ({ ...e, timezone: 'Asia/Kolkata' })));
  });

  it('retries a job whose handler throws, up to its limit', async () => {
    const attempts: number[] = [];
    await app.jobs.work<{ n: number }>('test.flaky', async (job) => {
      attempts.push(job.retryCount);
      if (job.retryCount === 0) throw new Error('first attempt fails');
      return { n: job.data.n * 2 };
    }, { retryLimit: 2, retryDelay: 0 });
    const id = await app.jobs.send('test.flaky', { n: 21 });
    await app.jobs.drain();
    expect(attempts).toEqual([0, 1]);
    const { rows } = await app.db.execute(sql`select state, output from ${sql.identifier(app.jobs.schema)}.job where id = ${id}`) as unknown as {
      rows: { state: string; output: unknown }[];
    };
    expect(rows).toEqual([{ state: 'completed', output: { n: 42 } }]);
  });

  it('refuses a queue without a worker, and a second worker for a queue', async () => {
    await expect(app.jobs.send('test.nobody', {})).rejects.toThrow('job queue test.nobody has no worker');
    await expect(app.jobs.schedule('test.nobody', '0 * * * *')).rejects.toThrow('has no worker');
    await expect(app.jobs.work('test.flaky', async () => {})).rejects.toThrow('has a worker already');
  });

  it('a job due later is not run now', async () => {
    const ran: string[] = [];
    await app.jobs.work<{ at: string }>('test.later', async (job) => void ran.push(job.data.at));
    await app.jobs.send('test.later', { at: 'later' }, { startAfter: new Date(Date.now() + 3_600_000) });
    await app.jobs.send('test.later', { at: 'now' });
    await app.jobs.drain();
    expect(ran).toEqual(['now']);
  });

  it('closing the app waits for a running job, then stops the workers', async () => {
    const own = await testApp();
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // The job holds until the close is under way, then still needs the database the close would shut.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await own.jobs.work('test.slow', async () => {
      started();
      await held;
      await own.db.execute(sql`select 1`);
      finished = true;
    });
    await own.ready();
    await own.jobs.send('test.slow');
    await running;
    let closed = false;
    const closing = own.close().then(() => void (closed = true));
    // The close has reached the queue (no more jobs taken) and waits: the held job keeps it open.
    await expect.poll(() => own.jobs.running()).toBe(false);
    expect(closed).toBe(false);
    release();
    await closing;
    expect(finished).toBe(true);
  });
});
