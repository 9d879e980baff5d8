import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../../test/helper.ts';
import { NOT_READY } from './routes.ts';

/** The server's start (docs/decisions/0078-start-fast.md): listening first, the job queue and the admin after. */
describe('warm-up after listening', () => {
  it('answers liveness at once, says not ready, and holds other requests until warm-up is done', async () => {
    const app = await testApp({
      fresh: true,
      warmUpAfterListen: true,
      bootstrap: true,
      env: { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Owner@12345' },
    });
    expect(app.warmingUp).toBe(true);
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    const ready = await call(app, { method: 'GET', url: '/api/health/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ message: NOT_READY, data: { database: 'up', jobs: 'down' } });

    // A login waits for the warm-up, which creates the configured admin: it is not refused meanwhile.
    let answered = false;
    const login = call(app, { method: 'POST', url: '/api/auth/login', payload: { email: 'owner@example.com', password: 'Owner@12345' } })
      .finally(() => (answered = true));
    await new Promise((r) => setTimeout(r, 300));
    expect(answered).toBe(false);

    await app.warmUp();
    expect(app.warmingUp).toBe(false);
    expect((await login).status).toBe(200);
    expect((await call(app, { method: 'GET', url: '/api/health/ready' })).status).toBe(200);
  }, 120_000);

  it('answers a request still waiting for the warm-up with 503 when the app closes', async () => {
    const app = await testApp({ fresh: true, warmUpAfterListen: true });
    const waiting = call(app, { method: 'GET', url: '/api/plan/all' });
    await new Promise((r) => setTimeout(r, 100));
    await app.close();
    const res = await waiting;
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: false, message: NOT_READY });
  }, 120_000);

  it('is warm when built, as before, without warmUpAfterListen', async () => {
    const app = await testApp();
    expect(app.warmingUp).toBe(false);
    expect((await call(app, { method: 'GET', url: '/api/health/ready' })).status).toBe(200);
  });
});
