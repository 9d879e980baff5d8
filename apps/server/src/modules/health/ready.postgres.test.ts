import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { call, testApp } from '../../../test/helper.ts';

/** The app's LISTEN connections ended by the server, as a failover or an idle-connection reaper does. */
async function endListenConnections(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN %' and application_name <> 'tlt-jobs'`);
    return rows.length;
  } finally {
    await c.end();
  }
}

describe('GET /api/health/ready on PostgreSQL', () => {
  it('is 503 naming the LISTEN connection while it is lost, and 200 again once it has reconnected', async () => {
    const app = await testApp({ fresh: true });
    const ready = async () => {
      const r = await call(app, { method: 'GET', url: '/api/health/ready' });
      return { status: r.status, data: r.body.data };
    };
    expect((await ready()).status).toBe(200);
    expect(await endListenConnections(app.database.url!)).toBeGreaterThan(0);
    // A lost subscription reconnects after a second's pause (db/client.ts): down meanwhile.
    await expect.poll(ready, { timeout: 10_000, interval: 20 }).toEqual({ status: 503, data: { database: 'up', listen: 'down', jobs: 'up' } });
    await expect.poll(ready, { timeout: 15_000, interval: 100 }).toEqual({ status: 200, data: { database: 'up', listen: 'up', jobs: 'up' } });
  });
});
