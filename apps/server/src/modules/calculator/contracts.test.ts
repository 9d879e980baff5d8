import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { MSG } from '@tlt/shared/messages';
import { calculateTrade, COMMODITY_CONTRACTS_SEED, CONTRACT_MSG } from '@tlt/shared/trade-calculator';
import { commodityContracts } from '../../db/schema/index.ts';
import { call, testApp } from '../../../test/helper.ts';
import { communityUser } from '../../../test/community.ts';
import { makeUser } from '../../../test/factories.ts';

// A database of its own: the contracts are as migration 0008 seeded them until a test changes one.
const app = await testApp({ fresh: true });
const admin = await makeUser(app, { userType: 'admin' });
const member = await makeUser(app);

const list = (token?: string) => call(app, { method: 'GET', url: '/api/calculator/contracts', token });
const patch = (token: string | undefined, id: string, payload: unknown) =>
  call(app, { method: 'PATCH', url: `/api/calculator/contracts/${id}`, token, payload: payload as object });
const idOf = async (name: string) => (await list(member.token)).body.data.find((c: { name: string }) => c.name === name)._id as string;

describe('GET calculator/contracts', () => {
  it('answers the 14 seeded contracts in the spec\'s order, as COMMODITY_CONTRACTS_SEED has them', async () => {
    const r = await list(member.token);
    expect(r.status).toBe(200);
    expect(r.body.data.map(({ _id: _, ...c }: { _id: string }) => c)).toEqual(COMMODITY_CONTRACTS_SEED);
    for (const c of r.body.data) expect(c._id).toMatch(/^[0-9a-f-]{36}$/);
    // The stored multiplier is what the calculator divides by: 1% of 10,00,000 at a ₹50 stop on Gold is 2 lots, on Gold M 20.
    const gold = r.body.data.find((c: { name: string }) => c.name === 'Gold');
    const goldM = r.body.data.find((c: { name: string }) => c.name === 'Gold M');
    const size = (lotSize: number) => calculateTrade({ mode: 'Commodities', capital: 1_000_000, riskPercent: 1, entry: 72_000, stopLoss: 71_950, lotSize })!.quantity;
    expect([size(gold.multiplier), size(goldM.multiplier)]).toEqual([2, 20]);
  });

  it('any member with a current plan may read, terms or not, and admins; visitors 401, expired members 402', async () => {
    const notAgreed = await communityUser(app, { agree: false });
    for (const who of [member, notAgreed, admin]) expect((await list(who.token)).status).toBe(200);
    for (const token of [undefined, 'not-a-session']) {
      const r = await list(token);
      expect(r.status).toBe(401);
      expect(r.body.message).toBe(MSG.sessionExpired);
    }
    const expired = await makeUser(app, { months: 6, startedDaysAgo: 400 });
    expect((await list(expired.token)).status).toBe(402);
    expect((await list((await makeUser(app, { months: 0 })).token)).status).toBe(402);
  });
});

describe('PATCH calculator/contracts/{id}', () => {
  it('an admin corrects a contract: answers it with the message, and the list shows it in the same place', async () => {
    const id = await idOf('Silver M');
    const r = await patch(admin.token, id, { lot: ' 5 kg ', multiplier: 5.5, quotedPer: '<b>kg</b>' });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      status: true, code: 200, message: CONTRACT_MSG.saved, data: { _id: id, name: 'Silver M', lot: '5 kg', multiplier: 5.5, quotedPer: 'kg' },
    });
    const after = (await list(member.token)).body.data;
    expect(after.map((c: { name: string }) => c.name)).toEqual(COMMODITY_CONTRACTS_SEED.map((c) => c.name));
    expect(after.find((c: { _id: string }) => c._id === id)).toEqual(r.body.data);
    // Four decimals are kept.
    expect((await patch(admin.token, id, { lot: '5 kg', multiplier: 0.1234, quotedPer: 'kg' })).body.data.multiplier).toBe(0.1234);
    await patch(admin.token, id, { lot: '5 kg', multiplier: 5, quotedPer: 'kg' });
  });

  it('refuses members (403) and visitors (401), changing nothing', async () => {
    const id = await idOf('Gold');
    const body = { lot: '1 Kg', multiplier: 1, quotedPer: '10 g' };
    expect((await patch(undefined, id, body)).status).toBe(401);
    const r = await patch(member.token, id, body);
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(MSG.forbidden);
    const [row] = await app.db.select().from(commodityContracts).where(eq(commodityContracts.id, id));
    expect(row.multiplier).toBe(100);
  });

  it('an unknown id is 404, a malformed one 400', async () => {
    const body = { lot: '1 Kg', multiplier: 1, quotedPer: '10 g' };
    const r = await patch(admin.token, randomUUID(), body);
    expect(r.status).toBe(404);
    expect(r.body.message).toBe(COMMUNITY_MSG.contractNotFound);
    expect((await patch(admin.token, 'gold', body)).status).toBe(400);
  });

  it('refuses a multiplier that is not a number above 0, and empty or over-long labels', async () => {
    const id = await idOf('Copper');
    const base = { lot: '2.5 MT', multiplier: 2500, quotedPer: 'kg' };
    for (const multiplier of [0, -1, '100', null, undefined, 1_000_001, 0.00001]) {
      const r = await patch(admin.token, id, { ...base, multiplier });
      expect(r.status, String(multiplier)).toBe(400);
      expect(r.body.message, String(multiplier)).toBe(CONTRACT_MSG.multiplier);
    }
    for (const field of ['lot', 'quotedPer']) {
      for (const value of ['', '   ', 'x'.repeat(41), 5, '<script>x</script>']) {
        const r = await patch(admin.token, id, { ...base, [field]: value });
        expect(r.status, `${field} ${value}`).toBe(400);
        expect(r.body.message, `${field} ${value}`).toBe(CONTRACT_MSG.label);
      }
    }
    expect((await patch(admin.token, id, { ...base, lot: 'a\u0000b' })).status).toBe(400);
    expect((await patch(admin.token, id, null)).status).toBe(400);
    const [row] = await app.db.select().from(commodityContracts).where(eq(commodityContracts.id, id));
    expect(row).toMatchObject({ lot: '2.5 MT', multiplier: 2500, quotedPer: 'kg' });
  });
});
