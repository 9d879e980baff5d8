import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { passwordResets, payments, sessions, users } from '../../db/schema/index.ts';
import { makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const update = (token: string, payload: object) => call(app, { method: 'PATCH', url: '/api/user/update', token, payload });
const change = (a: FastifyInstance, token: string, payload: object) =>
  call(a, { method: 'POST', url: '/api/user/changePassword', token, payload });
const login = (email: string, password: string) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });
const me = (token: string) => call(app, { method: 'GET', url: '/api/auth', token });
const ownImage = `/uploads/images/${'a'.repeat(64)}.webp`;

describe('PATCH /api/user/update', () => {
  it('changes the caller\'s own fields and answers the user', async () => {
    const { user, token } = await makeUser(app);
    const r = await update(token, {
      _id: user.id, name: '  Asha Rao ', contactNo: '+919876543210', experience: '2', portfolio: '3', profileImg: ownImage,
    });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.profileImageChanged);
    expect(r.body.data).toMatchObject({
      _id: user.id, name: 'Asha Rao', contactNo: '+919876543210', experience: '2', portfolio: '3', profileImg: ownImage,
    });
    expect(r.raw).not.toMatch(/password|hash/i);
    // The session cache was dropped: the next call sees the change.
    expect((await me(token)).body.data.name).toBe('Asha Rao');
    // Without _id too.
    expect((await update(token, { portfolio: null })).body.data.portfolio).toBeNull();
  });

  it('accepts the community terms ({_id, agree:true}) and refuses agree:false', async () => {
    const { user, token } = await makeUser(app);
    expect((await me(token)).body.data.agree).toBe(false);
    const r = await update(token, { _id: user.id, agree: true });
    expect(r.status).toBe(200);
    expect(r.body.data.agree).toBe(true);
    expect(r.body.message).toBe(MSG.agreed);
    expect((await me(token)).body.data.agree).toBe(true);
    const back = await update(token, { _id: user.id, agree: false });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe(MSG.agreeRequired);
    expect((await me(token)).body.data.agree).toBe(true);
  });

  it('sets the author bio ({_id, investorType}): trimmed, required, at most 100 characters', async () => {
    const { user, token } = await makeUser(app);
    const r = await update(token, { _id: user.id, investorType: '  Swing trader, Nifty options.  ' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: true, code: 200, message: MSG.bioUpdated });
    expect(r.body.data.investorType).toBe('Swing trader, Nifty options.');
    expect((await update(token, { investorType: 'x'.repeat(100) })).status).toBe(200);
    const long = await update(token, { investorType: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(MSG.bioTooLong);
    const blank = await update(token, { investorType: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(MSG.bioRequired);
    expect((await me(token)).body.data.investorType).toBe('x'.repeat(100));
  });

  it('ignores fields a member may not change', async () => {
    const { user, token } = await makeUser(app);
    const [payBefore] = await app.db.select().from(payments).where(eq(payments.userId, user.id));
    const r = await update(token, {
      _id: user.id, name: 'Still Me', userType: 'admin', active: false, isProfitable: true, email: 'boss@example.com',
      password: 'Hacked-123', payment: [{ amount: 1, txnId: 'x', endDate: '2099-01-01T00:00:00.000Z' }], createdAt: '2000-01-01',
    });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ name: 'Still Me', userType: 'normal', active: true, isProfitable: false, email: user.email });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ userType: 'normal', active: true, isProfitable: false, email: user.email, passwordHash: user.passwordHash });
    expect(await app.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([payBefore]);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('answers 403 for someone else\'s _id and changes nothing', async () => {
    const a = await makeUser(app);
    const b = await makeUser(app);
    const r = await update(a.token, { _id: b.user.id, name: 'Taken Over' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ status: false, code: 403, message: MSG.forbidden });
    const [rowA] = await app.db.select().from(users).where(eq(users.id, a.user.id));
    const [rowB] = await app.db.select().from(users).where(eq(users.id, b.user.id));
    expect([rowA.name, rowB.name]).toEqual([a.user.name, b.user.name]);
  });

  it('takes a profile image only from our own store', async () => {
    const { token } = await makeUser(app);
    for (const url of [
      'https://evil.example.com/x.webp', `/uploads/images/${'a'.repeat(64)}.svg`, '/uploads/../secret.webp',
      `//evil.example.com/uploads/images/${'a'.repeat(64)}.webp`, 'javascript:alert(1)', '',
    ]) {
      const r = await update(token, { profileImg: url });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MSG.profileImageFailed);
    }
    expect((await me(token)).body.data.profileImg).toBeNull();
  });

  it('validates name and contact with the spec messages; needs a session', async () => {
    const { token } = await makeUser(app);
    expect((await update(token, { contactNo: '12345' })).body.message).toBe(MSG.invalidContact);
    expect((await update(token, { name: ' ' })).body.message).toBe(MSG.nameRequired);
    const anon = await call(app, { method: 'PATCH', url: '/api/user/update', payload: { name: 'x' } });
    expect(anon.status).toBe(401);
  });
});

describe('POST /api/user/changePassword', () => {
  it('validates with every spec message', async () => {
    const { token } = await makeUser(app);
    const cases: [object, string][] = [
      [{}, MSG.oldPasswordRequired],
      [{ oldPassword: '', newPassword: 'Newpass-123' }, MSG.oldPasswordRequired],
      [{ oldPassword: PASSWORD }, MSG.newPasswordRequired],
      [{ oldPassword: PASSWORD, newPassword: '' }, MSG.newPasswordRequired],
      [{ oldPassword: PASSWORD, newPassword: 'short1!' }, MSG.weakPassword],
      [{ oldPassword: PASSWORD, newPassword: 'x'.repeat(21) }, MSG.weakPassword],
      [{ oldPassword: PASSWORD, newPassword: 'with space 1' }, MSG.weakPassword],
      [{ oldPassword: PASSWORD, newPassword: PASSWORD }, MSG.samePassword],
    ];
    for (const [payload, message] of cases) {
      const r = await change(app, token, payload);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
    expect((await change(app, '', { oldPassword: PASSWORD, newPassword: 'Newpass-123' })).status).toBe(401);
  });

  it('refuses a wrong old password and keeps the password', async () => {
    const { user, token } = await makeUser(app);
    const r = await change(app, token, { oldPassword: 'Not-the-one1', newPassword: 'Newpass-123' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ status: false, code: 400, message: MSG.incorrectOldPassword });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toBe(user.passwordHash);
    expect((await login(user.email, 'Newpass-123')).status).toBe(403);
    expect((await login(user.email, PASSWORD)).status).toBe(200);
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const { user, token } = await makeUser(app);
    const other = (await login(user.email, PASSWORD)).body.data.token as string;
    expect((await me(other)).status).toBe(200);
    await app.db.insert(passwordResets).values({ tokenHash: 'f'.repeat(64), userId: user.id, expiresAt: new Date(Date.now() + 3600_000) });

    const r = await change(app, token, { oldPassword: PASSWORD, newPassword: 'Newpass-123' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ status: true, code: 200, data: null, message: MSG.passwordChanged });
    expect((await me(token)).status).toBe(200);
    const ended = await me(other);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe(MSG.sessionExpired);
    expect((await app.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter((s) => !s.revokedAt)).toHaveLength(1);
    const [link] = await app.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(link.usedAt).not.toBeNull();
    expect((await login(user.email, PASSWORD)).status).toBe(403);
    expect((await login(user.email, 'Newpass-123')).status).toBe(200);
  });

  it('limits tries to 10 per 15 minutes per user', async () => {
    const limited = await testApp();
    const { token } = await makeUser(limited);
    const other = await makeUser(limited);
    for (let i = 0; i < 10; i++)
      expect((await change(limited, token, { oldPassword: `Wrong-pass${i}`, newPassword: 'Newpass-123' })).status).toBe(400);
    const r = await change(limited, token, { oldPassword: PASSWORD, newPassword: 'Newpass-123' });
    expect(r.status).toBe(429);
    expect(r.body).toEqual({ status: false, code: 429, message: MSG.tooManyRequests });
    // Another user from the same address is not affected.
    expect((await change(limited, other.token, { oldPassword: PASSWORD, newPassword: 'Newpass-123' })).status).toBe(200);
  });
});
