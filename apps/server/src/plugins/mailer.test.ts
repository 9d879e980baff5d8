import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/factories.ts';
import { testApp } from '../../test/helper.ts';
import { mailHeader, mailText } from '../../test/mail.ts';
import { smtpInbox } from '../../test/smtp.ts';
import { MAIL_QUEUE } from './mailer.ts';

let n = 0;
const message = (subject = 'Hello') => ({ to: `mail${++n}-${Date.now()}@example.com`, subject, text: `Body of ${subject}`, html: `<p>${subject}</p>` });

interface JobRow { id: string; state: string; retry_count: number; output: unknown; wait_s: number }
/** The mail jobs addressed to `to`, from the app's own queue tables. */
async function mailJobs(a: FastifyInstance, to: string): Promise<JobRow[]> {
  const { rows } = await a.db.execute(sql`select id, state, retry_count, output,
      extract(epoch from start_after - now())::float as wait_s
    from ${sql.identifier(a.jobs.schema)}.job where name = ${MAIL_QUEUE} and data->>'to' = ${to}`) as unknown as { rows: JobRow[] };
  return rows;
}
/** A retry's back-off has passed (the clock moved on). */
const comeDue = (a: FastifyInstance, id: string) =>
  a.db.execute(sql`update ${sql.identifier(a.jobs.schema)}.job set start_after = now() where id = ${id}`);

describe('app.mailer.send queues; a worker sends (file mailer)', () => {
  it('stores the mail as a job, and the worker writes it', async () => {
    const app = await testApp();
    const m = message('Queued');
    await app.mailer.send(m, { kind: 'transactional' });
    await app.jobs.drain();
    const [job] = await mailJobs(app, m.to);
    expect(job.state).toBe('completed');
    const [raw] = mailsTo(app, m.to);
    expect(mailText(raw)).toContain('Body of Queued');
  });

  it('sent in a transaction: only a committed one goes out', async () => {
    const app = await testApp();
    const kept = message('Committed');
    const dropped = message('Rolled back');
    await app.db.transaction(async (tx) => app.mailer.send(kept, { tx: tx, kind: 'transactional' }));
    await app.db.transaction(async (tx) => {
      await app.mailer.send(dropped, { tx: tx, kind: 'transactional' });
      tx.rollback();
    }).catch(() => {});
    await app.jobs.drain();
    expect(mailsTo(app, kept.to)).toHaveLength(1);
    expect(mailsTo(app, dropped.to)).toHaveLength(0);
    expect(await mailJobs(app, dropped.to)).toEqual([]);
  });
});

describe('over SMTP, a failure is retried, not lost', () => {
  /** Per recipient: how many RCPT TO the server still refuses, and with which code. */
  const refusals = new Map<string, { left: number; code: number }>();
  const { inbox, url } = smtpInbox({
    onRcptTo(addr, _session, cb) {
      const r = refusals.get(addr.address);
      if (r && r.left > 0) {
        r.left -= 1;
        return cb(Object.assign(new Error(r.code === 421 ? 'Try again later' : 'Mailbox unavailable'), { responseCode: r.code }));
      }
      cb();
    },
  });
  const logs: string[] = [];
  const smtpApp = url.then((SMTP_URL) => testApp({
    env: { SMTP_URL, LOG_LEVEL: 'warn', MAIL_FROM: 'The Lazy Trader <no-reply@thelazytrader.example>', SUPPORT_EMAIL: 'help@thelazytrader.example' },
    logStream: { write: (line: string) => void logs.push(line) },
  }));

  it('a mail the server refuses for now (421) is tried again after a back-off and delivered once', async () => {
    const app = await smtpApp;
    expect(app.mailer.kind).toBe('smtp');
    const m = message('Retried');
    refusals.set(m.to, { left: 1, code: 421 });
    await app.mailer.send(m, { kind: 'transactional' });
    await app.jobs.drain();

    const [waiting] = await mailJobs(app, m.to);
    // Failed once, waiting for its second attempt (pg-boss counts a retry when it claims it).
    expect(waiting).toMatchObject({ state: 'retry', retry_count: 0 });
    // The first back-off: 30 s, doubled with jitter (up to 60 s).
    expect(waiting.wait_s).toBeGreaterThan(20);
    expect(waiting.wait_s).toBeLessThanOrEqual(61);
    expect(inbox.filter((x) => x.to.includes(m.to))).toHaveLength(0);
    expect(logs.some((l) => l.includes('job failed; it will be retried') && l.includes(MAIL_QUEUE))).toBe(true);

    await comeDue(app, waiting.id);
    await app.jobs.drain();
    const delivered = inbox.filter((x) => x.to.includes(m.to));
    expect(delivered).toHaveLength(1);
    expect(mailText(delivered[0].raw)).toContain('Body of Retried');
    expect((await mailJobs(app, m.to))[0]).toMatchObject({ state: 'completed', retry_count: 1 });
  });

  it('a mail refused for good (550) is logged and not tried again', async () => {
    const app = await smtpApp;
    const m = message('Refused');
    refusals.set(m.to, { left: 5, code: 550 });
    await app.mailer.send(m, { kind: 'transactional' });
    await app.jobs.drain();
    expect((await mailJobs(app, m.to))[0]).toMatchObject({ state: 'completed', retry_count: 0, output: { refused: 550 } });
    expect(refusals.get(m.to)!.left).toBe(4);
    const line = logs.find((l) => l.includes('mail refused for good'))!;
    expect(line).toContain('"subject":"Refused"');
    expect(line).not.toContain('Body of Refused');
  });

  it("hands the newsletter's List-Unsubscribe headers (RFC 2369, RFC 8058) to the SMTP server", { timeout: 90_000 }, async () => {
    const app = await smtpApp;
    const email = `reader-${Date.now()}@example.com`;
    expect((await app.inject({ method: 'POST', url: '/api/subscribers/subscribe', payload: { email } })).statusCode).toBe(200);
    await app.jobs.drain();
    const [raw] = inbox.filter((x) => x.to.includes(email)).map((x) => x.raw);
    expect(mailHeader(raw, 'List-Unsubscribe'))
      .toMatch(/^<https?:\/\/[^>]+\/api\/subscribers\/unsubscribe\?token=[A-Za-z0-9_-]{43,}>, <mailto:help@thelazytrader\.example\?subject=unsubscribe>$/);
    expect(mailHeader(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('an SMTP server that is down (nothing listens on the port) leaves the mail waiting for a retry', async () => {
    const closed = await new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as AddressInfo).port;
        s.close(() => resolve(p));
      });
    });
    const app = await testApp({ env: { SMTP_URL: `smtp://127.0.0.1:${closed}` } });
    const m = message('Down');
    await app.mailer.send(m, { kind: 'transactional' });
    await app.jobs.drain();
    const [job] = await mailJobs(app, m.to);
    expect(job).toMatchObject({ state: 'retry', retry_count: 0 });
    expect(job.wait_s).toBeGreaterThan(20);
  });
});

describe('a mail with a deadline (notAfter)', () => {
  it('is sent while before it, and dropped unsent once past it: a reminder that could not go in time is not sent late', { timeout: 90_000 }, async () => {
    const app = await testApp();
    const onTime = message('On time');
    const late = message('Too late');
    await app.mailer.send(onTime, { notAfter: new Date(Date.now() + 3_600_000), kind: 'bulk' });
    await app.mailer.send(late, { notAfter: new Date(Date.now() - 1000), kind: 'bulk' });
    await app.jobs.drain({ timeoutMs: 60_000 });
    expect(mailsTo(app, onTime.to)).toHaveLength(1);
    expect(mailsTo(app, late.to)).toHaveLength(0);
    const [job] = await mailJobs(app, late.to);
    expect(job).toMatchObject({ state: 'completed', output: { late: true } });
  });
});
