import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { fileMailer } from './file.ts';
import { sendQuietly } from './index.ts';
import type { Mailer } from './types.ts';
import { displayDate, expiryReminderMail, passwordResetMail, receiptMail, renewalNudgeMail } from './templates.ts';

const LINKS = { invoiceUrl: 'x', paymentsUrl: 'y', linkDays: 30 };

describe('mail templates', () => {
  it('receipt: plan, amount, period in India\'s dates and the refund terms of §9', () => {
    const m = receiptMail({
      name: 'Asha <Rao>', planType: 'Half-Yearly', amountRupees: 17999,
      startDate: new Date('2026-01-31T20:00:00Z'), endDate: '2026-07-31T20:00:00.000Z',
      invoiceUrl: 'https://site.example/api/documents/SIGNED', paymentsUrl: 'https://site.example/profile#payments', linkDays: 30,
    });
    expect(m.subject).toContain('Half-Yearly');
    for (const s of ['Half-Yearly', '₹17,999', '01-02-2026 to 01-08-2026', '7 calendar days', 'GST', '80%'])
      expect(m.text).toContain(s);
    expect(m.html).toContain('Asha &lt;Rao&gt;');
    expect(m.html).not.toContain('<Rao>');
    // The invoice opens from its signed link without signing in (issue 26 §2); later, from the profile.
    expect(m.text).toContain('Download your GST tax invoice (the link works for 30 days, no sign-in needed): https://site.example/api/documents/SIGNED');
    expect(m.text).toContain('Later, it is under Payment history on your profile: https://site.example/profile#payments');
    expect(m.html).toContain('<a href="https://site.example/api/documents/SIGNED">Download your GST tax invoice</a>');
    expect(receiptMail({ name: 'A', planType: 'Yearly', amountRupees: 1, startDate: new Date(), endDate: new Date(), refundTerms: ['Custom term'], ...LINKS }).text)
      .toMatch(/- Custom term$/);
  });

  it('reset: greets by name and carries the link in text and html', () => {
    const link = 'https://x.example/reset-password?token=abc_DEF-123';
    const m = passwordResetMail({ name: 'Ravi', link });
    expect(m.text).toContain(link);
    expect(m.text).toContain('Hi Ravi,');
    expect(m.html).toContain(`href="${link}"`);
  });

  it('expiry reminder: when, the end date in India, the plan and the link, in text and html', () => {
    const link = 'https://x.example/renew-subscription/tok_EN-1';
    const end = '2026-07-31T20:00:00.000Z'; // 01-08-2026 in India
    const base = { name: 'Asha <Rao>', planType: 'Yearly', endDate: end, link, linkDays: 7 };
    expect(expiryReminderMail({ ...base, daysLeft: 7 }).subject).toBe('Your membership ends in 7 days | The Lazy Trader');
    expect(expiryReminderMail({ ...base, daysLeft: 1 }).subject).toBe('Your membership ends tomorrow | The Lazy Trader');
    const today = expiryReminderMail({ ...base, daysLeft: 0 });
    expect(today.subject).toBe('Your membership ends today | The Lazy Trader');
    for (const s of ['Hi Asha <Rao>,', 'Your Yearly membership of The Lazy Trader ends today, on 01-08-2026.', `\n${link}\n`, 'The link works for 7 days and only once.'])
      expect(today.text).toContain(s);
    expect(today.html).toContain(`href="${link}"`);
    expect(today.html).toContain('Asha &lt;Rao&gt;');
    expect(today.html).not.toContain('<Rao>');
  });

  it('renewal nudge: the end date, a fresh link and what to do once it expires', () => {
    const link = 'https://x.example/renew-subscription/tok_N';
    const m = renewalNudgeMail({ name: 'Ravi', planType: 'Half-Yearly', endDate: '2026-03-04T19:00:00Z', link, linkDays: 7 });
    expect(m.subject).toBe('Your membership has ended: renew to come back | The Lazy Trader');
    for (const s of ['Hi Ravi,', 'ended on 05-03-2026', 'Membership ended on: 05-03-2026', link, 'Later, log in to renew.']) expect(m.text).toContain(s);
    expect(m.html).toContain(`href="${link}"`);
  });

  it('displayDate is DD-MM-YYYY in Asia/Kolkata', () => {
    expect(displayDate('2026-03-04T19:00:00Z')).toBe('05-03-2026');
  });
});

describe('file mailer', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-mail-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes one RFC 5322 message per mail, readable by its owner only, and logs the path', async () => {
    const logged: unknown[] = [];
    const log = { info: (o: unknown) => logged.push(o) } as unknown as FastifyBaseLogger;
    const mailer = fileMailer({ dir: path.join(dir, 'mail'), from: 'Team <team@example.com>', log });
    await mailer.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    await mailer.send({ to: 'b@example.com', subject: 'Two', text: 'second', html: '<p>second</p>' });
    const files = fs.readdirSync(path.join(dir, 'mail')).sort();
    expect(files).toHaveLength(2);
    const raw = files.map((f) => fs.readFileSync(path.join(dir, 'mail', f), 'utf8')).join('\n');
    expect(raw).toMatch(/^From: Team <team@example\.com>\r$/m);
    expect(raw).toMatch(/^To: b@example\.com\r$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(fs.statSync(path.join(dir, 'mail', files[0])).mode & 0o077).toBe(0);
    expect(logged).toEqual(expect.arrayContaining([expect.objectContaining({ file: path.join(dir, 'mail', files[0]) })]));
    mailer.close();
  });
});

describe('sendQuietly', () => {
  it('logs a failed send and answers false instead of throwing', async () => {
    const errors: unknown[] = [];
    const log = { error: (o: unknown) => errors.push(o) } as unknown as FastifyBaseLogger;
    const broken: Mailer = { kind: 'smtp', send: async () => { throw new Error('connection refused'); }, close: () => {} };
    const msg = { to: 'a@example.com', ...receiptMail({ name: 'A', planType: 'Yearly', amountRupees: 34999, startDate: new Date(), endDate: new Date(), ...LINKS }) };
    expect(await sendQuietly(broken, log, msg, 'transactional')).toBe(false);
    expect(errors).toHaveLength(1);
    const sent: unknown[] = [];
    const working: Mailer = { kind: 'file', send: async (m) => void sent.push(m), close: () => {} };
    expect(await sendQuietly(working, log, msg, 'transactional')).toBe(true);
    expect(sent).toEqual([msg]);
  });
});
