import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MSG, CONSENT_VERSIONS } from '@tlt/shared/account';
import { consents } from '../../db/schema/index.ts';
import { makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { readXlsx } from '../../../test/xlsx.ts';

const app = await testApp();
const mine = (token: string) => call(app, { method: 'GET', url: '/api/user/me/consents', token });
const setMarketing = (token: string, given: boolean) =>
  call(app, { method: 'PUT', url: '/api/user/me/consents/marketing', token, payload: { given } });
const subscribe = (email: string) => call(app, { method: 'POST', url: '/api/subscribers/subscribe', payload: { email } });

/** Every address on the newsletter list, as the admin's list and Excel export see it. */
async function newsletterList(adminToken: string): Promise<string[]> {
  const r = await call(app, { method: 'GET', url: '/api/subscribers/all?limit=2000&offset=0', token: adminToken });
  return r.body.data.subscribers.map((s: { email: string }) => s.email);
}
async function exportedAddresses(adminToken: string): Promise<string[]> {
  const r = await app.inject({ method: 'GET', url: '/api/subscribers/export', headers: { authorization: `Bearer ${adminToken}` } });
  expect(r.statusCode).toBe(200);
  return (await readXlsx(r.rawPayload)).rows.map((row) => String(row[0]));
}

describe('the consent record', () => {
  it('a self-signup records terms and privacy with their versions, in the signup', async () => {
    const { email, proof } = await paidOrder(app, { planId: 2 });
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof) });
    const list = (await mine(r.body.data.token)).body.data;
    expect(list.consents.map((c: any) => [c.kind, c.version, c.source]).sort()).toEqual([
      ['privacy', CONSENT_VERSIONS.privacy, 'signup'],
      ['terms', CONSENT_VERSIONS.terms, 'signup'],
    ]);
    expect(list.consents.every((c: any) => c.withdrawnAt === null && !Number.isNaN(Date.parse(c.givenAt)))).toBe(true);
    expect(list.marketing).toBe(false);
  });

  it('an admin creating a member records no consent for them', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const email = `made-by-admin-${Date.now()}@example.com`;
    const r = await call(app, {
      method: 'POST', url: '/api/auth/signup', token: admin.token,
      payload: signupBody(email, { amount: 17999, txnId: `manual-${Date.now()}`, planType: 'Half-Yearly' }),
    });
    expect(r.status).toBe(200);
    expect(await app.db.select().from(consents).where(eq(consents.userId, r.body.data.user._id))).toHaveLength(0);
  });

  it('accepting the community terms records the community consent once', async () => {
    const m = await makeUser(app);
    const agree = () => call(app, { method: 'PATCH', url: '/api/user/update', token: m.token, payload: { agree: true } });
    expect((await agree()).status).toBe(200);
    expect((await agree()).status).toBe(200);
    const list = (await mine(m.token)).body.data.consents;
    expect(list).toEqual([expect.objectContaining({ kind: 'community', source: 'community_terms', version: CONSENT_VERSIONS.community })]);
  });

  it('the newsletter form records marketing by e-mail; a repeat records nothing new', async () => {
    const m = await makeUser(app);
    await subscribe(m.user.email);
    await subscribe(m.user.email);
    const list = (await mine(m.token)).body.data;
    expect(list.consents).toEqual([expect.objectContaining({ kind: 'marketing', source: 'newsletter' })]);
    expect(list.marketing).toBe(true);
  });
});

describe('withdrawing marketing consent from /profile', () => {
  it('stops the newsletter: the address leaves the list and its export; giving it again brings it back', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const m = await makeUser(app);
    await subscribe(m.user.email);
    expect(await newsletterList(admin.token)).toContain(m.user.email);

    const off = await setMarketing(m.token, false);
    expect(off.body).toMatchObject({ code: 200, message: ACCOUNT_MSG.marketingWithdrawn, data: { marketing: false } });
    expect(off.body.data.consents[0].withdrawnAt).not.toBeNull();
    expect(await newsletterList(admin.token)).not.toContain(m.user.email);
    expect(await exportedAddresses(admin.token)).not.toContain(m.user.email);

    const on = await setMarketing(m.token, true);
    expect(on.body).toMatchObject({ message: ACCOUNT_MSG.marketingGiven, data: { marketing: true } });
    expect(on.body.data.consents[0]).toMatchObject({ kind: 'marketing', source: 'profile', withdrawnAt: null });
    expect(await newsletterList(admin.token)).toContain(m.user.email);
    expect(await exportedAddresses(admin.token)).toContain(m.user.email);
  });

  it('needs a session and a boolean', async () => {
    const m = await makeUser(app);
    expect((await setMarketing('', false)).status).toBe(401);
    expect((await call(app, { method: 'PUT', url: '/api/user/me/consents/marketing', token: m.token, payload: { given: 'no' } })).status).toBe(400);
  });
});
