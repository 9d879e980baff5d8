import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import { makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailText } from '../../../test/mail.ts';
import { smtpInbox } from '../../../test/smtp.ts';

const app = await testApp();
afterAll(() => fs.rmSync(app.config.dataDir, { recursive: true, force: true }));

const sha256 = (t: string) => createHash('sha256').update(t).digest('hex');
// Each call from its own address, so the per-IP limit only bites where a test wants it.
let ipSeq = 0;
const nextIp = () => `10.1.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
const forgot = (a: FastifyInstance, payload: object, ip = nextIp()) =>
  call(a, { method: 'POST', url: '/api/user/forgetPassword', payload, remoteAddress: ip });
const reset = (a: FastifyInstance, key: string, password: string) =>
  call(a, { method: 'POST', url: '/api/user/resetPassword', payload: { key, password } });
const login = (a: FastifyInstance, email: string, password: string) =>
  call(a, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
const mailDir = (a: FastifyInstance) => path.join(a.config.dataDir, 'mail');
const mailFiles = (a: FastifyInstance) => (fs.existsSync(mailDir(a)) ? fs.readdirSync(mailDir(a)).sort() : []);

const tokenIn = (raw: string) => /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText(raw))?.[1];

describe('POST /api/user/forgetPassword (file mailer)', () => {
  it('answers the same for a known and an unknown email; only the known one gets a mail', async () => {
    const { user } = await makeUser(app);
    const before = mailFiles(app);
    const unknown = await forgot(app, { email: 'nobody-here@example.com' });
    expect(mailFiles(app)).toEqual(before);
    const known = await forgot(app, { email: ` ${user.email.toUpperCase()} ` });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ status: true, code: 200, data: null, message: MSG.forgotPasswordSent });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);

    const added = mailFiles(app).filter((f) => !before.includes(f));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(mailDir(app), added[0]), 'utf8');
    expect(raw).toMatch(new RegExp(`^To: ${user.email}\\r$`, 'm'));
    expect(raw).toMatch(/^Subject: Reset your password \| The Lazy Trader\r$/m);
    expect(raw).toContain('\r\n');
    const token = tokenIn(raw)!;
    expect(mailText(raw)).toContain(`${app.config.publicUrl}/reset-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    // Only the hash is stored, valid for an hour.
    const rows = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.map((r) => r.tokenHash)).toEqual([sha256(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = rows[0].expiresAt.getTime() - Date.now();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000);
  });

  it('validates with the spec messages', async () => {
    const none = await forgot(app, {});
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(MSG.emailRequired);
    expect((await forgot(app, { email: '' })).body.message).toBe(MSG.emailRequired);
    const bad = await forgot(app, { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.invalidEmail);
  });

  it('limits 5 per 15 minutes per email and 20 per hour per IP, with the 429 envelope', async () => {
    const { user } = await makeUser(app);
    for (let i = 0; i < 5; i++) expect((await forgot(app, { email: user.email })).status).toBe(200);
    const sixth = await forgot(app, { email: user.email.toUpperCase() });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ status: false, code: 429, message: MSG.tooManyRequests });
    expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(5);

    const ip = '10.9.9.9';
    for (let i = 0; i < 20; i++) expect((await forgot(app, { email: `probe${i}@example.com` }, ip)).status).toBe(200);
    expect((await forgot(app, { email: 'probe-last@example.com' }, ip)).status).toBe(429);
    expect((await forgot(app, { email: 'probe-last@example.com' })).status).toBe(200);
  });
});

describe('POST /api/user/resetPassword', () => {
  const issue = async (email: string) => {
    const before = mailFiles(app);
    expect((await forgot(app, { email })).status).toBe(200);
    const file = mailFiles(app).find((f) => !before.includes(f))!;
    return tokenIn(fs.readFileSync(path.join(mailDir(app), file), 'utf8'))!;
  };

  it('validates the key and the new password', async () => {
    expect((await call(app, { method: 'POST', url: '/api/user/resetPassword', payload: { password: 'Newpass-123' } })).body.message)
      .toBe(MSG.resetLinkInvalid);
    const { user } = await makeUser(app);
    const token = await issue(user.email);
    for (const [password, message] of [['', MSG.passwordRequired], ['short', MSG.passwordLength], ['x'.repeat(21), MSG.passwordLength], ['has space 12', MSG.passwordLength]]) {
      const r = await reset(app, token, password);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    // The failed tries did not use up the link.
    expect((await reset(app, token, 'Newpass-123')).status).toBe(200);
  });

  it('answers 400 for an unknown key and changes nothing', async () => {
    const r = await reset(app, 'x'.repeat(43), 'Newpass-123');
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: false, code: 400, message: MSG.resetLinkInvalid });
  });

  it('kills the other links of the user once one is used', async () => {
    const { user } = await makeUser(app);
    const first = await issue(user.email);
    const second = await issue(user.email);
    expect(first).not.toBe(second);
    expect((await reset(app, second, 'Second-pass1')).body.message).toBe(MSG.resetSuccess);
    const late = await reset(app, first, 'First-pass1');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(MSG.resetLinkInvalid);
    expect((await login(app, user.email, 'Second-pass1')).status).toBe(200);
    expect((await login(app, user.email, 'First-pass1')).status).toBe(403);
  });
});

describe('password recovery over real SMTP', () => {
  let refuse = false;
  const { inbox, url } = smtpInbox({
    onRcptTo: (_addr, _session, cb) => cb(refuse ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null),
  });
  const smtpApp = url.then((SMTP_URL) => testApp({ env: { SMTP_URL, PUBLIC_URL: 'https://members.example.com' } }));

  it('mails a link whose token resets the password once; every old session ends', async () => {
    const a = await smtpApp;
    expect(a.mailer.kind).toBe('smtp');
    const { user, token: oldSession } = await makeUser(a);
    const second = await login(a, user.email, PASSWORD);
    expect(second.status).toBe(200);

    expect((await forgot(a, { email: user.email })).body.message).toBe(MSG.forgotPasswordSent);
    const mail = inbox.find((m) => m.to.includes(user.email))!;
    expect(mail).toBeDefined();
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.raw).toMatch(/^Subject: Reset your password \| The Lazy Trader\r$/m);
    expect(mailText(mail.raw)).toContain(`Hi ${user.name},`);
    expect(mailText(mail.raw)).toMatch(/^https:\/\/members\.example\.com\/reset-password\?token=/m);
    const key = tokenIn(mail.raw)!;

    const done = await reset(a, key, 'Brand-new-9');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ status: true, code: 200, data: null, message: MSG.resetSuccess });

    const fresh = await login(a, user.email, 'Brand-new-9');
    expect(fresh.status).toBe(200);
    expect((await login(a, user.email, PASSWORD)).status).toBe(403);
    for (const t of [oldSession, second.body.data.token as string]) {
      const r = await call(a, { method: 'GET', url: '/api/auth', token: t });
      expect(r.status).toBe(401);
      expect(r.body.message).toBe(MSG.sessionExpired);
    }
    expect((await call(a, { method: 'GET', url: '/api/auth', token: fresh.body.data.token })).status).toBe(200);

    const again = await reset(a, key, 'Other-pass-9');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.resetLinkInvalid);
    expect((await login(a, user.email, 'Brand-new-9')).status).toBe(200);
  });

  it('refuses an expired link and changes nothing', async () => {
    const a = await smtpApp;
    const { user, token: session } = await makeUser(a);
    await forgot(a, { email: user.email });
    const key = tokenIn(inbox.filter((m) => m.to.includes(user.email)).at(-1)!.raw)!;
    await a.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResets.userId, user.id));
    const [before] = await a.db.select().from(users).where(eq(users.id, user.id));

    const r = await reset(a, key, 'Brand-new-9');
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MSG.resetLinkInvalid);
    const [after] = await a.db.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await a.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id)))[0].usedAt).toBeNull();
    expect((await a.db.select().from(sessions).where(eq(sessions.userId, user.id))).every((s) => s.revokedAt === null)).toBe(true);
    expect((await call(a, { method: 'GET', url: '/api/auth', token: session })).status).toBe(200);
    expect((await login(a, user.email, PASSWORD)).status).toBe(200);
  });

  it('reports the spec failure when the mail cannot be sent, and keeps no link', async () => {
    const a = await smtpApp;
    const { user } = await makeUser(a);
    refuse = true;
    try {
      const r = await forgot(a, { email: user.email });
      expect(r.status).toBe(502);
      expect(r.body).toEqual({ status: false, code: 502, message: MSG.forgotPasswordFailed });
      // An unknown email is not mailed, so it still gets the usual answer.
      expect((await forgot(a, { email: 'ghost@example.com' })).body.message).toBe(MSG.forgotPasswordSent);
    } finally {
      refuse = false;
    }
    expect(await a.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(0);
  });
});
