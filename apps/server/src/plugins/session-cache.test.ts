import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { payments, users } from '../db/schema/index.ts';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';

// Two apps on one database stand for two API processes, each with its own session cache.
const a = await testApp();
const b = await testApp();
const me = (app: typeof a, token: string) => call(app, { method: 'GET', url: '/api/auth', token });
const eventually = (fn: () => Promise<unknown>) => expect.poll(fn, { timeout: 5000, interval: 20 });

describe('cached sessions stay correct across processes', () => {
  it('a logout in one process ends the session in the other', async () => {
    const { token } = await makeUser(a);
    expect((await me(a, token)).status).toBe(200); // now cached in a
    expect((await me(a, token)).status).toBe(200);
    await call(b, { method: 'GET', url: '/api/auth/logout', token });
    await eventually(async () => (await me(a, token)).body.message).toBe(MSG.sessionExpired);
  });

  it('a deactivation written straight to the database ends the session everywhere', async () => {
    const { user, token } = await makeUser(a);
    expect((await me(a, token)).status).toBe(200);
    expect((await me(b, token)).status).toBe(200);
    await a.db.update(users).set({ active: false }).where(eq(users.id, user.id));
    await eventually(async () => (await me(a, token)).status).toBe(401);
    await eventually(async () => (await me(b, token)).status).toBe(401);
  });

  it('a new payment shows at once in the cached user', async () => {
    const { user, token } = await makeUser(a);
    expect((await me(a, token)).body.data.payment).toHaveLength(1);
    const start = new Date();
    await b.db.insert(payments).values({
      userId: user.id, amountPaise: 3499900, txnId: 'pay_x', orderId: 'order_x', planType: 'Yearly',
      source: 'test', startDate: start, endDate: new Date(start.getTime() + 365 * 86400_000),
    });
    // The member's period in force stays payment[0] (issue 26 §4): the new one is listed beside it.
    await eventually(async () => (await me(a, token)).body.data.payment.map((p: { planType: string }) => p.planType)).toContain('Yearly');
  });
});
