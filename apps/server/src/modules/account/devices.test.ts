import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import { mailsTo, makeUser, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';

const app = await testApp();
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/** A member signed in on a phone (the caller) and on a Windows PC, as the login route records them. */
async function memberOnTwoDevices() {
  const m = await makeUser(app);
  const login = (ua: string) => call(app, {
    method: 'POST', url: '/api/auth/login', payload: { email: m.user.email, password: PASSWORD }, headers: { 'user-agent': ua },
  }).then((r) => r.body.data.token as string);
  return { ...m, phone: await login(ANDROID), pc: await login(WINDOWS) };
}
const list = (token: string) => call(app, { method: 'GET', url: '/api/user/me/sessions', token });
const whoAmI = (token: string) => call(app, { method: 'GET', url: '/api/auth', token });

describe('the member\'s devices', () => {
  it('lists only the caller\'s live sessions, with device, browser and address, marking this one', async () => {
    const m = await memberOnTwoDevices();
    await makeUser(app); // someone else's session must not show
    const r = await list(m.phone);
    expect(r.status).toBe(200);
    const sessions = r.body.data.sessions as { device: string; browser: string; ip: string; current: boolean }[];
    // The factory's session and the two logins.
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Android phone', browser: 'Chrome 126' })]);
    expect(sessions).toContainEqual(expect.objectContaining({ device: 'Windows', browser: 'Edge 126', current: false }));
    // The two logins carry the address they came from (the factory's session has none).
    expect(sessions.filter((s) => s.device !== 'Unknown').map((s) => s.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
    expect(JSON.stringify(r.body)).not.toMatch(/token|hash/i);
    expect((await list('')).status).toBe(401);
  });

  it('signs out one device: its token then answers 401; another member\'s session is 404', async () => {
    const m = await memberOnTwoDevices();
    const other = await memberOnTwoDevices();
    const pcId = (await list(m.phone)).body.data.sessions.find((s: any) => s.device === 'Windows')._id;
    const otherPcId = (await list(other.phone)).body.data.sessions.find((s: any) => s.device === 'Windows')._id;

    const foreign = await call(app, { method: 'DELETE', url: `/api/user/me/sessions/${otherPcId}`, token: m.phone });
    expect(foreign.status).toBe(404);
    expect((await whoAmI(other.pc)).status).toBe(200);

    const r = await call(app, { method: 'DELETE', url: `/api/user/me/sessions/${pcId}`, token: m.phone });
    expect(r.body).toMatchObject({ code: 200, message: ACCOUNT_MSG.sessionEnded });
    expect((await whoAmI(m.pc)).status).toBe(401);
    expect((await whoAmI(m.phone)).status).toBe(200);
    expect((await call(app, { method: 'DELETE', url: `/api/user/me/sessions/${pcId}`, token: m.phone })).status).toBe(404);
    expect((await call(app, { method: 'DELETE', url: '/api/user/me/sessions/not-a-uuid', token: m.phone })).status).toBe(400);
  });

  it('signs out everywhere else, keeping the caller signed in', async () => {
    const m = await memberOnTwoDevices();
    const r = await call(app, { method: 'POST', url: '/api/user/me/sessions/end-others', token: m.phone });
    expect(r.body).toMatchObject({ code: 200, data: { ended: 2 }, message: ACCOUNT_MSG.otherSessionsEnded(2) });
    expect((await whoAmI(m.pc)).status).toBe(401);
    expect((await whoAmI(m.token)).status).toBe(401);
    expect((await whoAmI(m.phone)).status).toBe(200);
    expect((await list(m.phone)).body.data.sessions).toHaveLength(1);
  });
});

describe('a password change', () => {
  it('ends the other sessions and mails the member when, from which device and address', async () => {
    const m = await memberOnTwoDevices();
    const r = await call(app, {
      method: 'POST', url: '/api/user/changePassword', token: m.phone, headers: { 'user-agent': ANDROID },
      payload: { oldPassword: PASSWORD, newPassword: 'N3w!passw0rd' },
    });
    expect(r.body.message).toBe(MSG.passwordChanged);
    expect((await whoAmI(m.pc)).status).toBe(401);
    await app.jobs.drain();
    const mail = mailsTo(app, m.user.email).find((x) => mailSubject(x).startsWith('Your password was changed'));
    expect(mail).toBeDefined();
    const text = mailText(mail!);
    expect(text).toContain('Android phone (Chrome 126)');
    expect(text).toContain('127.0.0.1');
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}:\d{2} IST/);
    expect(text).toContain('Forgot password');
    expect(text).not.toContain('N3w!passw0rd');
  });

  it('sends no mail when the old password is wrong', async () => {
    const m = await makeUser(app);
    const r = await call(app, {
      method: 'POST', url: '/api/user/changePassword', token: m.token, payload: { oldPassword: 'Wrong!pass1', newPassword: 'N3w!passw0rd' },
    });
    expect(r.body.message).toBe(MSG.incorrectOldPassword);
    await app.jobs.drain();
    expect(mailsTo(app, m.user.email).filter((x) => mailSubject(x).startsWith('Your password was changed'))).toHaveLength(0);
  });
});
