import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import { auditLog, emailChanges, users } from '../../db/schema/index.ts';
import { mailsTo, makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp();
const update = (token: string, payload: object) => call(app, { method: 'PATCH', url: '/api/user/update', token, payload });
const changeEmail = (token: string, payload: object) => call(app, { method: 'POST', url: '/api/user/me/email', token, payload });
const confirm = (token: string) => call(app, { method: 'POST', url: '/api/user/email/confirm', payload: { token } });
const auditOf = (userId: string, action: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId)).then((rows) => rows.filter((r) => r.action === action));

/** The token of the /confirm-email link in the newest confirmation mail to `to`. */
async function linkTokenTo(to: string): Promise<string> {
  await app.jobs.drain();
  const mail = mailsTo(app, to).filter((m) => mailSubject(m).startsWith('Confirm your new e-mail')).at(-1);
  const token = mail && /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mailText(mail))?.[1];
  if (!token) throw new Error(`no confirmation link to ${to}`);
  return token;
}

describe('editing name and mobile number (PATCH user/update)', () => {
  it('checks them with the spec rules and records each change with the member as actor', async () => {
    const m = await makeUser(app, { name: 'Asha Rao' });
    expect((await update(m.token, { name: '  ' })).body.message).toBe(MSG.nameRequired);
    expect((await update(m.token, { contactNo: '12345' })).body.message).toBe(MSG.invalidContact);
    expect(await auditOf(m.user.id, 'account.update')).toHaveLength(0);

    const r = await update(m.token, { name: 'Asha R. Rao', contactNo: '+919876543210' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Asha R. Rao', contactNo: '+919876543210' });
    const [entry] = await auditOf(m.user.id, 'account.update');
    expect(entry).toMatchObject({
      actorId: m.user.id, before: { name: 'Asha Rao', contactNo: null }, after: { name: 'Asha R. Rao', contactNo: '+919876543210' },
    });
    expect(entry.ip).toBeTruthy();
    // Saving the same values again changes nothing and records nothing.
    await update(m.token, { name: 'Asha R. Rao' });
    expect(await auditOf(m.user.id, 'account.update')).toHaveLength(1);
  });
});

describe('changing the e-mail address', () => {
  it('needs the current password and a free, different address', async () => {
    const m = await makeUser(app);
    const other = await makeUser(app);
    const wrong = await changeEmail(m.token, { newEmail: 'new-addr@example.com', password: 'Wrong!pass1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(ACCOUNT_MSG.incorrectPassword);
    expect((await changeEmail(m.token, { newEmail: m.user.email, password: PASSWORD })).body.message).toBe(ACCOUNT_MSG.sameEmail);
    const taken = await changeEmail(m.token, { newEmail: other.user.email.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(409);
    expect((await changeEmail(m.token, { newEmail: 'not-an-address', password: PASSWORD })).body.message).toBe(MSG.invalidEmail);
    expect(await app.db.select().from(emailChanges).where(eq(emailChanges.userId, m.user.id))).toHaveLength(0);
    expect((await changeEmail('', { newEmail: 'x@example.com', password: PASSWORD })).status).toBe(401);
  });

  it('mails a link to the new address; only opening it changes the address, once, and tells the old one', async () => {
    const m = await makeUser(app, { name: 'Ravi Mehta' });
    const newEmail = `ravi-new-${Date.now()}@example.com`;
    const r = await changeEmail(m.token, { newEmail, password: PASSWORD });
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ pendingEmail: newEmail });
    const token = await linkTokenTo(newEmail);
    // Nothing changed yet, and the token is kept only as a hash.
    expect((await call(app, { method: 'GET', url: '/api/auth', token: m.token })).body.data.email).toBe(m.user.email);
    const [pending] = await app.db.select().from(emailChanges).where(eq(emailChanges.userId, m.user.id));
    expect(pending.tokenHash).not.toBe(token);

    const done = await confirm(token);
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ email: newEmail });
    expect((await call(app, { method: 'GET', url: '/api/auth', token: m.token })).body.data.email).toBe(newEmail);
    // Single use.
    expect((await confirm(token)).body).toMatchObject({ code: 400, message: ACCOUNT_MSG.emailLinkInvalid });
    // The new address signs in; the old one no longer does.
    expect((await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: newEmail, password: PASSWORD } })).status).toBe(200);
    expect((await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: m.user.email, password: PASSWORD } })).status).toBe(403);

    await app.jobs.drain();
    const notice = mailsTo(app, m.user.email).find((x) => mailSubject(x).startsWith('Your e-mail address was changed'));
    expect(notice && mailText(notice)).toContain(newEmail);
    const [entry] = await auditOf(m.user.id, 'account.email');
    expect(entry).toMatchObject({ actorId: m.user.id, before: { email: m.user.email }, after: { email: newEmail } });
  });

  it('refuses an expired link, and an older link once a newer one was asked for', async () => {
    const m = await makeUser(app);
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await changeEmail(m.token, { newEmail: first, password: PASSWORD });
    const firstToken = await linkTokenTo(first);
    await changeEmail(m.token, { newEmail: second, password: PASSWORD });
    const secondToken = await linkTokenTo(second);
    expect((await confirm(firstToken)).body.message).toBe(ACCOUNT_MSG.emailLinkInvalid);

    await app.db.update(emailChanges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(emailChanges.userId, m.user.id));
    expect((await confirm(secondToken)).status).toBe(400);
    const [row] = await app.db.select({ email: users.email }).from(users).where(eq(users.id, m.user.id));
    expect(row.email).toBe(m.user.email);
  });

  it('refuses the link when someone took the address in the meantime', async () => {
    const m = await makeUser(app);
    const wanted = `wanted-${Date.now()}@example.com`;
    await changeEmail(m.token, { newEmail: wanted, password: PASSWORD });
    const token = await linkTokenTo(wanted);
    await makeUser(app, { email: wanted });
    const r = await confirm(token);
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(ACCOUNT_MSG.emailTaken);
  });
});
