import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';

const app = await testApp();

describe('/api/underMaintenance', () => {
  it('is off by default, and an admin switches it on and off for everyone', async () => {
    const get = () => call(app, { method: 'GET', url: '/api/underMaintenance' });
    expect((await get()).body).toEqual({ status: true, code: 200, data: { isTLT: false } });
    const admin = await makeUser(app, { userType: 'admin' });
    const on = await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT: true } });
    expect(on.body).toMatchObject({ status: true, code: 200, data: { isTLT: true } });
    expect((await get()).body.data).toEqual({ isTLT: true });
    await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT: false } });
    expect((await get()).body.data).toEqual({ isTLT: false });
  });

  it('refuses members (403), visitors (401) and bad bodies (400)', async () => {
    const member = await makeUser(app);
    expect((await call(app, { method: 'PUT', url: '/api/underMaintenance', token: member.token, payload: { isTLT: true } })).status).toBe(403);
    expect((await call(app, { method: 'PUT', url: '/api/underMaintenance', payload: { isTLT: true } })).status).toBe(401);
    const admin = await makeUser(app, { userType: 'admin' });
    const bad = await call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT: 'yes' } });
    expect(bad.status).toBe(400);
    expect((await call(app, { method: 'GET', url: '/api/underMaintenance' })).body.data.isTLT).toBe(false);
  });

  it('writes maintenance.update for each switch, with the admin and address; the state in force again writes nothing', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const put = (isTLT: boolean) => call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT }, remoteAddress: '10.6.0.1' });
    const entries = async () => (await call(app, { method: 'GET', url: '/api/admin/audit?action=maintenance.update', token: admin.token })).body.data.entries;
    const before = (await entries()).length;
    await put(true);
    await put(true);
    await put(false);
    const mine = (await entries()).slice(0, (await entries()).length - before);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({ actor: { _id: admin.user.id }, ip: '10.6.0.1', before: { on: true }, after: { on: false } });
    expect(mine[1]).toMatchObject({ before: { on: false }, after: { on: true } });
  });
});
