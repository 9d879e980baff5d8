import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { freePort, type Proc, runTs, waitForHealth } from './process.ts';

// The embedded database's single-process rule and graceful shutdown, on real processes.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-proc-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe.skipIf(!!process.env.TEST_DATABASE_URL)('server process on the embedded database', () => {
  it('refuses a second process on the same DATA_DIR, finishes in-flight requests on SIGTERM, then closes', async () => {
    const port = await freePort();
    const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true' };
    const first = runTs('src/server.ts', [], env);
    await waitForHealth(port, first, 150_000); // a first start creates the database: slow on a busy machine

    const second = runTs('src/server.ts', [], { ...env, PORT: String(await freePort()) });
    expect(await second.exited).toBe(75);
    expect(second.output()).toContain('Another process is already using the embedded database');

    // A login (argon2, tens of ms) is in flight when the signal arrives: it still completes.
    const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'Member@123' }),
    });
    // The signal once the server has the request (its log line), not after a guess: on a busy machine
    // 5 ms was sometimes before the request arrived, and a request that comes after the signal gets 503.
    const arrived = Date.now();
    while (!first.output().includes('"url":"/api/auth/login"') && Date.now() - arrived < 30_000) await new Promise((r) => setTimeout(r, 2));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).data.user.email).toBe('member@example.com');
    const firstCode = await first.exited;
    expect(firstCode, first.output().slice(-3000)).toBe(0);
    expect(first.output()).toContain('database closed');

    // The lock is gone and the data survived the checkpoint.
    const again = runTs('src/server.ts', [], env);
    await waitForHealth(port, again, 150_000);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'member@example.com', password: 'wrong-password' }),
    });
    expect((await login.json()).message).toBe(MSG.wrongCredentials);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 400_000);

  it('takes over the lock of a process killed with SIGKILL at once: the restart starts on its first try', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-kill9-'));
    const port = await freePort();
    const env = { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'false' };
    const procs: Proc[] = [];
    try {
      const first = runTs('src/server.ts', [], env);
      procs.push(first);
      await waitForHealth(port, first, 150_000); // a first start creates the database: slow on a busy machine
      first.child.kill('SIGKILL');
      expect(await first.exited).toBe(null); // killed: no exit code, and the lock was never released
      const lock = path.join(dir, '.pglite.lock');
      const { ino } = fs.statSync(lock);

      // Before the fix the restart exited 75 with the busy message until the lock was 15 s old. A slow
      // start could reach it later than that, so the killed process's lock is kept looking fresh
      // (its time set to now) until it is replaced: only the check of its process can let the restart in.
      const fresh = setInterval(() => {
        try {
          if (fs.statSync(lock).ino === ino) fs.utimesSync(lock, new Date(), new Date());
        } catch {
          // taken over: gone or replaced
        }
      }, 500);
      const again = runTs('src/server.ts', [], env);
      procs.push(again);
      try {
        await waitForHealth(port, again, 150_000);
      } finally {
        clearInterval(fresh);
      }
      expect(again.output()).not.toContain('Another process is already using the embedded database');
      again.child.kill('SIGTERM');
      expect(await again.exited).toBe(0);
    } finally {
      for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      await Promise.all(procs.map((p) => p.exited));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 400_000);

  it('refuses to start with bad configuration, listing every problem', async () => {
    const p = runTs('src/server.ts', [], {
      DATA_DIR: dataDir, PORT: 'abc', PAYMENT_PROVIDER: 'razorpay', ADMIN_EMAIL: 'boss@example.com',
    });
    expect(await p.exited).toBe(78);
    for (const key of ['PORT', 'RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'ADMIN_PASSWORD'])
      expect(p.output()).toContain(key);
  });
});
