import { describe, expect, it } from 'vitest';
import { call, testApp, testDatabase } from '../../../test/helper.ts';
import { NOT_READY } from './routes.ts';

const ready = (app: Awaited<ReturnType<typeof testApp>>) => call(app, { method: 'GET', url: '/api/health/ready' });

describe('GET /api/health/ready', () => {
  it('is 200 when the database, its LISTEN subscriptions and the job queue are up', async () => {
    const app = await testApp();
    const r = await ready(app);
    expect(r.status).toBe(200);
    expect(r.body.data).toEqual({ database: 'up', listen: 'up', jobs: 'up' });
    // Liveness is unchanged.
    expect((await call(app, { method: 'GET', url: '/api/health' })).body.data).toEqual({ up: true });
  });

  it('is 503 naming the job queue once it has stopped, while liveness stays 200', async () => {
    const app = await testApp();
    expect((await ready(app)).status).toBe(200);
    await app.jobs.stop();
    const r = await ready(app);
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ status: false, code: 503, message: NOT_READY, data: { database: 'up', listen: 'up', jobs: 'down' } });
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });

  it('is 503 naming every part when the database is gone, with nothing secret in the answer', async () => {
    const database = await testDatabase();
    const app = await testApp({ database });
    expect((await ready(app)).status).toBe(200);
    await app.jobs.stop();
    await database.close();
    const r = await ready(app);
    expect(r.status).toBe(503);
    expect(r.body.data).toEqual({ database: 'down', listen: 'down', jobs: 'down' });
    expect(r.raw).not.toMatch(/postgres:\/\/|password|Error/);
  });
});
