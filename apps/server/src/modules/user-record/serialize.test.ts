import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { cachedUserDto, toUserDto } from './serialize.ts';

type Row = Parameters<typeof toUserDto>[0];
type Pay = Parameters<typeof toUserDto>[1][number];

const DAY = 86_400_000;
const T = Date.parse('2026-11-28T10:00:00Z');
const row = { id: 'u1', name: 'Kavita', email: 'k@example.com', contactNo: null, userType: 'normal', active: true, isProfitable: false,
  profileImg: null, agree: true, createdAt: new Date(T - 30 * DAY), experience: null, investorType: null, portfolio: null,
  courseAccount: null, deviceTokens: [], language: 'en' } as unknown as Row;
const pay = (id: string, start: number, end: number) =>
  ({ id, userId: 'u1', amountPaise: 99_900, txnId: id, orderId: null, planType: 'Monthly', source: 'test', startDate: new Date(start), endDate: new Date(end) }) as unknown as Pay;

describe('the signed-in user, kept per cached session (issue 31 §5)', () => {
  it('is made once for the same row and payments, and again once a period starts or ends', () => {
    // In force until T + 1 day, then a queued period bought early takes over.
    const pays = [pay('queued', T + DAY, T + 31 * DAY), pay('now', T - 29 * DAY, T + DAY)];
    const first = cachedUserDto(row, pays, T);
    expect(first.payment.map((p) => [p.txnId, p.expiry])).toEqual([['now', false], ['queued', false]]);
    expect(cachedUserDto(row, pays, T + DAY - 1)).toBe(first);
    const next = cachedUserDto(row, pays, T + DAY);
    expect(next).not.toBe(first);
    expect(next).toEqual(toUserDto(row, pays, new Date(T + DAY)));
    expect(next.payment.map((p) => [p.txnId, p.expiry])).toEqual([['queued', false], ['now', true]]);
    // Other payments (the session cache reloaded them): made afresh.
    const reloaded = [...pays];
    expect(cachedUserDto(row, reloaded, T + DAY)).not.toBe(next);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it('GET /api/auth shows a period ending while the session stays cached', async () => {
    const app = await testApp();
    const { user, token } = await makeUser(app, { months: 0 });
    const end = Date.now() + 1500;
    await app.db.insert(payments).values({ userId: user.id, amountPaise: 99_900, txnId: 'pay_soon', orderId: null, planType: 'Monthly', source: 'test', startDate: new Date(end - 30 * DAY), endDate: new Date(end) });
    const me = async () => (await call(app, { method: 'GET', url: '/api/auth', token })).body.data.payment[0].expiry as boolean;
    expect(await me()).toBe(false);
    expect(await me()).toBe(false);
    await new Promise((r) => setTimeout(r, Math.max(0, end - Date.now()) + 50));
    expect(await me()).toBe(true);
  });
});
