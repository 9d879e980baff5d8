import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { DEMO_LOGINS } from '../src/seed/demo-logins.ts';
import { buildApp } from '../src/app.ts';
import { call, testApp, testConfig } from './helper.ts';
import { runTs } from './process.ts';

const login = (app: FastifyInstance, email: string, password: string) =>
  call(app, { method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('start-up bootstrap', () => {
  it('creates the ADMIN_EMAIL admin and the demo data, once', async () => {
    const app = await testApp({
      fresh: true,
      bootstrap: true,
      env: { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Boss-pass-1', DEMO_DATA: 'true' },
    });
    const boss = await login(app, 'boss@example.com', 'Boss-pass-1');
    expect(boss.body.data.user.userType).toBe('admin');
    const [admin, member, expired, suspended] = DEMO_LOGINS;
    expect((await login(app, admin.email, admin.password)).body.data.user.userType).toBe('admin');
    expect((await login(app, member.email, member.password)).status).toBe(200);
    expect((await login(app, expired.email, expired.password)).status).toBe(402);
    expect((await login(app, suspended.email, suspended.password)).body.message).toBe(MSG.accountSuspended);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm run admin:create', () => {
  it('creates an admin who can then log in; refuses bad arguments and duplicates', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-admin-'));
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const args = ['--email', 'ops@example.com', '--password', 'Ops-pass-1', '--name', 'Ops'];
    const made = runTs('src/cli/admin-create.ts', args, env);
    expect(await made.exited).toBe(0);
    expect(made.output()).toContain('Admin ops@example.com created.');
    const dup = runTs('src/cli/admin-create.ts', args, env);
    expect(await dup.exited).toBe(1);
    const bad = runTs('src/cli/admin-create.ts', ['--email', 'nope', '--password', 'x'], env);
    expect(await bad.exited).toBe(64);
    expect(bad.output()).toContain('Invalid Email');

    // The server on that DATA_DIR sees the new admin.
    const app = await buildApp(testConfig({ DATA_DIR: dataDir }), { bootstrap: false });
    expect((await login(app, 'ops@example.com', 'Ops-pass-1')).body.data.user).toMatchObject({ userType: 'admin', name: 'Ops' });
    // While that server holds the embedded database: a plain refusal with what to do, not a stack.
    const busy = runTs('src/cli/admin-create.ts', ['--email', 'second@example.com', '--password', 'Ops-pass-2'], env);
    expect(await busy.exited).toBe(1);
    expect(busy.output()).toContain('Another process is already using the embedded database');
    expect(busy.output()).toContain('start it with ADMIN_EMAIL and ADMIN_PASSWORD set');
    expect(busy.output()).not.toMatch(/^\s+at /m);
    await app.close();
    // Four cold starts of tsx and PGlite one after another: on a loaded 2-core machine past 30 s.
  }, 150_000);
});
