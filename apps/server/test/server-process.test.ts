import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { freePort, runTs, waitForHealth } from './process.ts';

// The embedded database's single-process rule and graceful shutdown, on real processes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(!!process.env.TEST_DATABASE_URL)('server process on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR, finishes in-flight requests on SIGTERM, then closes', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' };
    const first = runTs('src/server.ts', [], env);
    await waitForHealth(port, first);

    const second = runTs('src/server.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain('Another process is already using the embedded database');

    // A login (argon2, tens of ms) is in flight when the signal arrives: it still completes.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Member@123' }),
    });
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).data.user.email).toBe('member@example.com');
    const firstCode = await first.exited;
    expect(firstCode, first.output().slice(-3000)).toBe(0);
    expect(first.output()).toContain('database closed');

    // The lock is gone and the data survived the checkpoint.
    const again = runTs('src/server.ts', [], env);
    await waitForHealth(port, again);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'wrong-password' }),
    });
    expect((await login.json()).message).toBe(MSG.wrongCredentials);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('refuses to start with bad configuration, listing every problem', async () => {
    const p = runTs('src/server.ts', [], {
      DATA_DIR: dataDir, PORT: 'abc', PAYMENT_PROVIDER: 'razorpay', ADMIN_EMAIL: 'boss@example.com',
    });
    expect(await p.exited).toBe(78);
    for (const key of ['PORT', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'ADMIN_PASSWORD'])
      expect(p.output()).toContain(key);
  });
});
