import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { openPglite } from '../src/db/client.ts';
import { pgliteDir } from '../src/db/open.ts';
import { postFrom, processDatabase } from './loopback.ts';
import { freePort, runTs, waitForHealth } from './process.ts';

// Finding 6 of issue 9 on a real server with real client addresses (127.0.0.2, .3… on `lo`),
// on this run's database: the embedded one, or a fresh database on the PostgreSQL run's server.
const OWNER = { email: 'owner@example.com', password: 'Owner-pass-1' };
const WRONG = 'Wrong-guess-9';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-lockout-'));
const pgDb = process.env.TEST_DATABASE_URL ? await processDatabase(process.env.TEST_DATABASE_URL) : undefined;
afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await pgDb?.drop();
});

describe('login lockout on a real server', () => {
  it("10 wrong passwords lock that address for that e-mail only; the owner's right password from another address gets in", async () => {
    const port = await freePort();
    const server = runTs('src/server.ts', [], {
      DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: pgDb?.url ?? '',
      ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, DEMO_DATA: 'false',
    });
    try {
      await waitForHealth(port, server);
      const login = (from: string, email: string, password: string) => postFrom(from, port, '/api/auth/login', { email, password });

      for (let i = 0; i < 10; i++) expect((await login('127.0.0.2', OWNER.email, WRONG)).status).toBe(403);
      const refused = await login('127.0.0.2', OWNER.email, WRONG);
      expect(refused).toEqual({ status: 429, body: { status: false, code: 429, message: MSG.tooManyRequests } });
      expect((await login('127.0.0.2', OWNER.email, OWNER.password)).status).toBe(429);

      const owner = await login('127.0.0.3', OWNER.email, OWNER.password);
      expect(owner.status).toBe(200);
      expect(owner.body.data.user.email).toBe(OWNER.email);

      // The per-address cap on attempts (30 a minute) holds whatever the e-mails.
      for (let i = 0; i < 30; i++) expect((await login('127.0.0.4', `nobody${i}@example.com`, WRONG)).status).toBe(403);
      expect((await login('127.0.0.4', OWNER.email, OWNER.password)).status).toBe(429);
      expect((await login('127.0.0.5', OWNER.email, OWNER.password)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }

    // The admin's record: one row for the owner's account, and a warning without any password.
    const output = server.output();
    expect(output).toContain('repeated failed logins on one account');
    expect(output).not.toContain(WRONG);
    expect(output).not.toContain(OWNER.password);
    const rowsSql = `select a.action, a.actor_id, a.ip, a.data from audit_log a join users u on u.id = a.target_user_id
      where u.email = '${OWNER.email}'`;
    let rows: { action: string; actor_id: string | null; ip: string; data: unknown }[];
    if (pgDb) rows = await pgDb.query(rowsSql);
    else {
      const db = await openPglite(pgliteDir({ dataDir }));
      rows = (await db.pglite!.query<(typeof rows)[number]>(rowsSql)).rows;
      await db.close();
    }
    expect(rows).toEqual([
      { action: 'login.repeated_failures', actor_id: null, ip: '127.0.0.2', data: { failures: 10, window: '15 minutes' } },
    ]);
  }, 180_000);
});
