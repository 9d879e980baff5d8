import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { renewalTokens, users } from '../../db/schema/index.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createRenewalToken } from '../renewal-tokens/service.ts';
import { mailsTo, makeUser, paidOrder, PASSWORD } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const renew = (payload: object) => call(app, { method: 'POST', url: '/api/user/renewSubscription', payload });
const login = (email: string) => call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password: PASSWORD } });

describe('POST /api/user/renewSubscription', () => {
  it('an expired member renews with the token from login and can log in again', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    const refused = await login(user.email);
    expect(refused.status).toBe(402);
    const token = refused.body.data.renewalToken;
    const { proof } = await paidOrder(app, { planId: 3, renewalToken: token });
    const r = await renew({ token, ...proof, amount: 1, planType: 'Quarterly', startDate: '2020-01-01', endDate: '2099-01-01' });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(MSG.renewSuccess);
    const p = r.body.data.payment;
    expect(p.planType).toBe('Yearly');
    expect(Math.abs(new Date(p.startDate).getTime() - Date.now())).toBeLessThan(60_000);
    expect(new Date(p.endDate).getUTCFullYear() - new Date(p.startDate).getUTCFullYear()).toBe(1);
    expect((await login(user.email)).status).toBe(200);
    await expect.poll(() => mailsTo(app, user.email).filter((m) => m.includes('Yearly')).length).toBe(1);
  });

  it('a member with time left gets the new period after the current end', async () => {
    const { user } = await makeUser(app, { months: 6, startedDaysAgo: 10 });
    const currentEnd = (await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: PASSWORD } })).body.data.user.payment[0].endDate;
    const token = await createRenewalToken(app.db, user.id);
    const { proof } = await paidOrder(app, { planId: 2, renewalToken: token });
    const r = await renew({ token, ...proof });
    expect(r.body.data.payment.startDate).toBe(currentEnd);
  });

  it('the token is single-use and expires; replays, forgeries and other people\'s orders are refused', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    const token = await createRenewalToken(app.db, user.id);
    const { proof } = await paidOrder(app, { planId: 2, renewalToken: token });
    expect((await renew({ token, ...proof, signature: 'a'.repeat(64) })).body.message).toBe(MSG.badPaymentSignature);
    expect((await renew({ token, ...proof })).status).toBe(200);
    const again = await renew({ token, ...proof });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MSG.renewalTokenInvalid);
    // A fresh token does not make a used payment count twice.
    const replay = await renew({ token: await createRenewalToken(app.db, user.id), ...proof });
    expect(replay.status).toBe(409);
    expect(replay.body.message).toBe(MSG.orderAlreadyUsed);

    const other = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    const otherToken = await createRenewalToken(app.db, other.user.id);
    const mine = await createRenewalToken(app.db, user.id);
    const { proof: otherProof } = await paidOrder(app, { planId: 2, renewalToken: otherToken });
    expect((await renew({ token: mine, ...otherProof })).body.message).toBe(MSG.orderMismatch);

    const old = await createRenewalToken(app.db, user.id);
    const { proof: p2 } = await paidOrder(app, { planId: 2, renewalToken: old });
    await app.db.update(renewalTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(renewalTokens.tokenHash, hashToken(old)));
    expect((await renew({ token: old, ...p2 })).body.message).toBe(MSG.renewalTokenInvalid);
  });

  it('a signup order cannot renew', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    const token = await createRenewalToken(app.db, user.id);
    const { proof } = await paidOrder(app, { planId: 2 });
    expect((await renew({ token, ...proof })).body.message).toBe(MSG.badPaymentSignature);
  });
});

describe('GET /api/renewal/{token}: the page of a reminder\'s link (issue 26 §4)', () => {
  const read = (token: string) => call(app, { method: 'GET', url: `/api/renewal/${encodeURIComponent(token)}` });

  it('tells a current member when the membership ends, with no sign-in and nothing that names them', async () => {
    const { user } = await makeUser(app, { months: 6, startedDaysAgo: 178 });
    const [row] = await app.db.select().from(users).where(eq(users.id, user.id));
    const r = await read(await createRenewalToken(app.db, user.id));
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ planType: 'Half-Yearly', endDate: row.paidUntil!.toISOString(), ended: false });
    expect(r.raw).not.toContain(user.email);
  });

  it('says ended for a member whose period is over; an unknown or spent link is a 404 with the spec\'s message', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 60 });
    expect((await read(await createRenewalToken(app.db, user.id))).body.data.ended).toBe(true);
    const unknown = await read('no-such-token');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(MSG.renewalTokenInvalid);
  });
});
