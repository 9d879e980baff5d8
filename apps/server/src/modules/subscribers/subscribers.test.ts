import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { subscribers } from '../../db/schema/index.ts';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp({ fresh: true });
const sub = (payload: unknown, a = app) => call(a, { method: 'POST', url: '/api/subscribers/subscribe', payload: payload as object });

describe('POST /api/subscribers/subscribe', () => {
  it('subscribes once; a repeat (any case) answers 200 with its own message and no second row', async () => {
    const first = await sub({ email: 'reader@example.com' });
    expect(first.body).toEqual({ status: true, code: 200, data: { email: 'reader@example.com' }, message: MSG.subscribed });
    const again = await sub({ email: ' Reader@Example.com ' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MSG.alreadySubscribed);
    expect(await app.db.select().from(subscribers)).toHaveLength(1);
  });

  it('answers the spec messages for a missing or bad email', async () => {
    for (const [payload, message] of [[{}, MSG.emailRequired], [{ email: '' }, MSG.emailRequired], [{ email: 'x@' }, MSG.invalidEmail], [{ email: 7 }, MSG.emailRequired]] as const) {
      const r = await sub(payload);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(message);
    }
  });

  it('is rate limited per IP', async () => {
    const limited = await testApp({ limits: { sensitivePerMin: 2 } });
    const codes = [];
    for (const e of ['a', 'b', 'c']) codes.push((await sub({ email: `${e}@example.com` }, limited)).status);
    expect(codes).toEqual([200, 200, 429]);
  });
});

describe('GET /api/subscribers/all (admin)', () => {
  it('lists newest first with the total, paged by limit and offset', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    await sub({ email: 'second@example.com' });
    const r = await call(app, { method: 'GET', url: '/api/subscribers/all?limit=2000&offset=0', token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ limit: 2000, offset: 0 });
    expect(r.body.data.total).toBeGreaterThanOrEqual(2);
    expect(r.body.data.subscribers[0]).toMatchObject({ email: 'second@example.com', _id: expect.any(String), createdAt: expect.any(String) });
    const page = await call(app, { method: 'GET', url: '/api/subscribers/all?limit=1&offset=1', token: admin.token });
    expect(page.body.data.subscribers).toHaveLength(1);
    for (const qs of ['limit=0', 'limit=5001', 'offset=-1', 'offset=abc', 'offset=99999999999'])
      expect((await call(app, { method: 'GET', url: `/api/subscribers/all?${qs}`, token: admin.token })).status, qs).toBe(400);
  });

  it('refuses visitors (401) and members (403)', async () => {
    const member = await makeUser(app);
    expect((await call(app, { method: 'GET', url: '/api/subscribers/all' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/subscribers/all', token: member.token })).status).toBe(403);
  });
});
