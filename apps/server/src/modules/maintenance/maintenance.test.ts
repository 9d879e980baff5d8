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
});
