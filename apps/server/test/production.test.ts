import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { DEMO_LOGINS } from '../src/seed/demo-logins.ts';
import { freePort, runTs, waitForHealth } from './process.ts';
import { PRODUCTION_ENV } from './production-env.ts';
import { tempDirs } from './temp-dirs.ts';

// What an operator gets with NODE_ENV=production on the embedded database: real processes, as `npm start` runs.
const dataDir = tempDirs('tlt-prod-');

/** Production's environment for a server on this port. */
const productionEnv = (port: number) => ({
  ...PRODUCTION_ENV, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: '', DEMO_DATA: '', PAYMENT_PROVIDER: '',
});

const post = (port: number, url: string, body: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe.skipIf(!!process.env.TEST_DATABASE_URL)('NODE_ENV=production', () => {
  it('refuses to start without the payment settings, listing every missing one', async () => {
    const p = runTs('src/server.ts', [], { NODE_ENV: 'production', DATA_DIR: dataDir(), PORT: String(await freePort()),
      DATABASE_URL: '', PAYMENT_PROVIDER: '', RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: '', RAZORPAY_WEBHOOK_SECRET: '',
      PUBLIC_URL: '', SMTP_URL: '', DEMO_DATA: '', VAPID_PUBLIC_KEY: '', VAPID_PRIVATE_KEY: '', VAPID_SUBJECT: '', LINK_SECRET: '' });
    expect(await p.exited).toBe(78);
    for (const key of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'VAPID_PUBLIC_KEY', 'VAPID_SUBJECT', 'LINK_SECRET'])
      expect(p.output()).toContain(`${key}:`);
  });

  it('refuses test payments and demo data, each a listed start-up problem', async () => {
    const port = await freePort();
    const p = runTs('src/server.ts', [], { ...productionEnv(port), DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'test', DEMO_DATA: 'true' });
    expect(await p.exited).toBe(78);
    expect(p.output()).toMatch(/PAYMENT_PROVIDER: use razorpay in production/);
    expect(p.output()).toMatch(/DEMO_DATA: demo data is never seeded in production/);
  });

  it('seeds no demo accounts, prints no demo login and has no test checkout', async () => {
    const port = await freePort();
    const server = runTs('src/server.ts', [], { ...productionEnv(port), DATA_DIR: dataDir() });
    try {
      await waitForHealth(port, server);
      const [admin] = DEMO_LOGINS;
      const login = await post(port, '/api/auth/login', { email: admin.email, password: admin.password });
      expect(login.status).toBe(403);
      expect((await login.json()).message).toBe(MSG.wrongCredentials);
      // Finding 2: order → test checkout → signup gave a paid membership for nothing. The route is gone.
      const order = await post(port, '/api/order/create', { planId: 3, name: 'Visitor', email: 'visitor@example.com' });
      const checkout = await post(port, '/api/payments/test/checkout', { orderId: 'order_any', outcome: 'pay' });
      expect(checkout.status).toBe(404);
      expect(order.status).not.toBe(500);
      for (const d of DEMO_LOGINS) expect(server.output()).not.toContain(d.password);
      expect(server.output()).not.toContain('Demo logins');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);

  it('refuses a database that holds the demo accounts', async () => {
    const dir = dataDir();
    const port = await freePort();
    const demo = runTs('src/server.ts', [], { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true', DATABASE_URL: '' });
    await waitForHealth(port, demo);
    demo.child.kill('SIGTERM');
    expect(await demo.exited).toBe(0);

    const prod = runTs('src/server.ts', [], { ...productionEnv(port), DATA_DIR: dir });
    expect(await prod.exited).toBe(78);
    expect(prod.output()).toContain('This database holds the demo accounts');
  }, 120_000);
});
