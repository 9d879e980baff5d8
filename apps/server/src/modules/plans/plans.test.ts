import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

describe('plan catalogue and offer', () => {
  it('serves the spec plan table; the offer discounts only plans over 6 months while it runs', async () => {
    const [config] = (await call(app, { method: 'GET', url: '/api/plan/config' })).body.data;
    expect(config).toMatchObject({ plan2: 17999, plan3: 34999, discount: 10, code: 'TLT10' });
    expect(new Date(config.expiry).toISOString()).toBe(config.expiry);
    const plans = (await call(app, { method: 'GET', url: '/api/plan/all' })).body.data;
    expect(plans.map((p: any) => [p._id, p.planType, p.months, p.baseAmount, p.struckAmount, p.emi])).toEqual([
      [1, 'Quarterly', 3, 9199, 13500, null],
      [2, 'Half-Yearly', 6, 17999, 18000, 3000],
      [3, 'Yearly', 12, 34999, 35100, 5850],
    ]);
    expect(plans[0].amount).toBe(9199);
    expect(plans[1].amount).toBe(17999);
    expect(plans[2].amount).toBe(config.expired ? 34999 : 31499);
    expect(plans.map((p: any) => p.noCostEmi)).toEqual([false, false, true]);
    expect(plans[2].aliases).toEqual(['Annual', '2 Years']);
  });

  it('lets an admin change the offer and prices; the charge follows', async () => {
    const off = await call(app, { method: 'PUT', url: '/api/plan/config', token: admin.token, payload: { discount: 0, code: null, endsAt: '23:59' } });
    expect(off.status).toBe(200);
    expect(off.body.data[0]).toMatchObject({ discount: 0, code: null });
    const priced = await call(app, { method: 'PUT', url: '/api/plan/3', token: admin.token, payload: { baseAmount: 30000, struckAmount: 36000, emi: 5000 } });
    expect(priced.body.data[2]).toMatchObject({ baseAmount: 30000, amount: 30000, struckAmount: 36000, emi: 5000 });
    const order = await call(app, { method: 'POST', url: '/api/order/create', payload: { planId: 3, name: 'A', email: 'price@example.com' } });
    expect(order.body.data.amount).toBe(3000000);
  });

  it('refuses visitors, members and bad values', async () => {
    const body = { discount: 5, code: 'X', endsAt: '22:00' };
    expect((await call(app, { method: 'PUT', url: '/api/plan/config', payload: body })).status).toBe(401);
    expect((await call(app, { method: 'PUT', url: '/api/plan/config', token: member.token, payload: body })).status).toBe(403);
    for (const bad of [{ ...body, discount: 95 }, { ...body, endsAt: '25:00' }, { ...body, discount: 'ten' }])
      expect((await call(app, { method: 'PUT', url: '/api/plan/config', token: admin.token, payload: bad })).status).toBe(400);
    expect((await call(app, { method: 'PUT', url: '/api/plan/9', token: admin.token, payload: { baseAmount: 1, struckAmount: 1, emi: null } })).status).toBe(404);
    expect((await call(app, { method: 'PUT', url: '/api/plan/2', token: admin.token, payload: { baseAmount: -1, struckAmount: 1, emi: null } })).status).toBe(400);
    // Beyond what the paise columns hold: refused by the schema, before PostgreSQL would overflow.
    const huge = await call(app, { method: 'PUT', url: '/api/plan/2', token: admin.token, payload: { baseAmount: 2_147_483_648, struckAmount: 1, emi: null } });
    expect(huge.body.data.errors[0].path).toBe('baseAmount');
    expect((await call(app, { method: 'PUT', url: '/api/plan/2147483648', token: admin.token, payload: { baseAmount: 1, struckAmount: 1, emi: null } })).body.message)
      .toBe('Please select a valid plan');
  });
});
