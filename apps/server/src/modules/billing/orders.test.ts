import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { orders } from '../../db/schema/index.ts';
import { createRenewalToken } from '../renewal-tokens/service.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const create = (payload: object) => call(app, { method: 'POST', url: '/api/order/create', payload });

describe('POST /api/order/create', () => {
  it('computes the amount in paise on the server and stores the order as created', async () => {
    const r = await create({ planId: 2, name: 'Asha', email: 'asha@example.com' });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ amount: 1799900, currency: 'INR', provider: 'test', planId: 2, planType: 'Half-Yearly' });
    expect(r.body.data.orderId).toMatch(/^order_/);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, r.body.data.orderId));
    expect(row).toMatchObject({ status: 'created', amountPaise: 1799900, purpose: 'signup', email: 'asha@example.com', consumedAt: null });
  });

  it('refuses a client amount that differs, and accepts the right one', async () => {
    const bad = await create({ planId: 2, name: 'A', email: 'a1@example.com', amount: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.amountMismatch);
    expect((await create({ planId: 2, name: 'A', email: 'a1@example.com', amount: 1799900 })).status).toBe(200);
  });

  it('refuses unknown plans, bad fields and an email that already has an account', async () => {
    expect((await create({ planId: 9, name: 'A', email: 'a2@example.com' })).body.message).toBe(MSG.unknownPlan);
    expect((await create({ planId: 'abc', name: 'A', email: 'a2@example.com' })).status).toBe(400);
    expect((await create({ planId: 2, email: 'a2@example.com' })).body.message).toBe(MSG.nameRequired);
    expect((await create({ planId: 2, name: 'A' })).body.message).toBe(MSG.emailRequired);
    expect((await create({ planId: 2, name: 'A', email: 'nope' })).body.message).toBe(MSG.invalidEmail);
    const { user } = await makeUser(app);
    const taken = await create({ planId: 2, name: 'A', email: user.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(MSG.userExists);
  });

  it('applies a valid coupon only to plans over 6 months and refuses an invalid one', async () => {
    expect((await create({ planId: 3, name: 'A', email: 'c@example.com', coupon: 'tlt10' })).body.data.amount).toBe(3149900);
    expect((await create({ planId: 2, name: 'A', email: 'c@example.com', coupon: 'TLT10' })).body.data.amount).toBe(1799900);
    const bad = await create({ planId: 3, name: 'A', email: 'c@example.com', coupon: 'FREE100' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(MSG.invalidCoupon);
  });

  it('makes a renewal order for the owner of a live renewal token', async () => {
    const { user } = await makeUser(app, { months: 1, startedDaysAgo: 40 });
    const token = await createRenewalToken(app.db, user.id);
    const r = await create({ planId: 3, name: 'Anyone', email: 'other@example.com', renewalToken: token });
    expect(r.status).toBe(200);
    const [row] = await app.db.select().from(orders).where(eq(orders.id, r.body.data.orderId));
    expect(row).toMatchObject({ purpose: 'renewal', userId: user.id, email: user.email });
    expect((await create({ planId: 3, name: 'A', email: 'x@example.com', renewalToken: 'forged' })).body.message).toBe(MSG.renewalTokenInvalid);
    // The renewal page knows only the token: name and email come from its owner.
    const bare = await create({ planId: 2, renewalToken: token });
    expect(bare.status).toBe(200);
    expect(bare.body.data.amount).toBe(1799900);
  });
});
