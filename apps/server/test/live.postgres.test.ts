import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT, LiveNotificationSchema, NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { validPost } from './community.ts';
import { processDatabase } from './loopback.ts';
import { freePort, type Proc, runTs, waitForHealth } from './process.ts';
import { fakeDevice } from './push-device.ts';
import { isEvent, type OpenStream, openStream } from './sse.ts';

// Issue 12: the fan-out across API processes. A notification written through one process reaches a
// stream held by another (NOTIFY in the writing transaction, LISTEN in each process), the push worker
// of either process skips a member streaming to the other (live_presence), a logout through one
// closes the stream held by the other, and SIGTERM ends a process's streams and exits cleanly.
// Only in the PostgreSQL run (vitest.config.ts); the PGlite run proves the same with two apps on one
// database (src/modules/notifications/stream.test.ts).
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('live.postgres.test.ts needs TEST_DATABASE_URL (scripts/with-postgres.sh)');
const OWNER = { email: 'owner@example.com', password: 'Owner-pass-1' };
const database = await processDatabase(adminUrl);
const dirs: string[] = [];
const procs: Proc[] = [];
const streams: OpenStream[] = [];

/** A local push service, allowed by PUSH_ENDPOINT_ALLOW: the paths it was sent to. */
const pushed: string[] = [];
const pushService = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    pushed.push(req.url!);
    res.writeHead(201).end();
  });
});
await new Promise<void>((r) => pushService.listen(0, '127.0.0.1', r));
const pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

afterAll(async () => {
  pushService.close();
  for (const s of streams) s.close();
  for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
  await Promise.all(procs.map((p) => p.exited));
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  await database.drop();
});

async function start(): Promise<{ port: number; proc: Proc }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-live-'));
  dirs.push(dataDir);
  const proc = runTs('src/server.ts', [], {
    DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url,
    ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, DEMO_DATA: 'false', PUSH_ENDPOINT_ALLOW: pushOrigin,
  });
  procs.push(proc);
  await waitForHealth(port, proc);
  return { port, proc };
}

/** A member with a current paid period and a session, written straight to the shared tables. */
async function member(n: number): Promise<{ id: string; token: string }> {
  const [{ id }] = await database.query(
    `insert into users (name, email, password_hash, agree) values ($1, $2, 'x', true) returning id`,
    [`Member ${n}`, `member${n}@example.com`]);
  await database.query(
    `insert into payments (user_id, amount_paise, txn_id, order_id, plan_type, source, start_date, end_date)
     values ($1, 1799900, $2, $2, 'Half-Yearly', 'test', now() - interval '1 day', now() + interval '180 days')`, [id, `pay_${n}`]);
  const token = newToken();
  await database.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [id, hashToken(token)]);
  return { id, token };
}

const json = (port: number, method: string, url: string, token: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function stream(port: number, token: string) {
  const s = await openStream(`http://127.0.0.1:${port}${NOTIFICATION_STREAM_PATH}`, { token });
  expect(s.status).toBe(200);
  expect(await s.next()).toEqual({ comment: 'open' });
  streams.push(s);
  return s;
}

describe('live notifications across two API processes on one PostgreSQL', () => {
  it('written through one, delivered by the other; a logout through one closes the other\'s stream; SIGTERM ends streams', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await database.query('update users set agree = true where email = $1', [OWNER.email]);
    const login = await fetch(`http://127.0.0.1:${a.port}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(OWNER),
    });
    const adminToken = (await login.json()).data.token as string;
    const [m1, m2] = [await member(1), await member(2)];

    const onB = await stream(b.port, m1.token);
    const onA = await stream(a.port, m2.token);
    const leaving = await stream(b.port, m2.token);

    // Phones: m1 (streaming to B) and m3 (no stream anywhere) each turned push on, through A.
    const m3 = await member(3);
    const device = async (m: { token: string }) => {
      const endpoint = `${pushOrigin}/push/${randomUUID()}`;
      const r = await json(a.port, 'POST', '/api/push/subscribe', m.token, { endpoint, keys: fakeDevice().keys });
      expect(r.status).toBe(200);
      return new URL(endpoint).pathname;
    };
    const [m1Phone, m3Phone] = [await device(m1), await device(m3)];
    // B has written m1's presence (its stream opened above) before the post is made.
    await expect.poll(async () => (await database.query('select user_id from live_presence')).map((r: { user_id: string }) => r.user_id))
      .toContain(m1.id);

    const created = await json(a.port, 'POST', '/api/post/create', adminToken,
      validPost({ notification: { title: 'Across processes', body: 'From A' } }));
    expect(created.status).toBe(200);
    const postId = (await created.json()).data._id as string;
    const rows = await database.query('select id, user_id from notifications where ref_id = $1', [postId]);
    const idOf = (userId: string) => rows.find((r: { user_id: string }) => r.user_id === userId).id;

    const ev = await onB.next(isEvent(LIVE_EVENT.notification));
    expect(ev.id).toBe(idOf(m1.id));
    expect(LiveNotificationSchema.parse(JSON.parse(ev.data!))).toMatchObject({
      notification: { title: 'Across processes', body: 'From A', data: { type: 'post', id: postId } }, unread: 1,
    });
    for (const s of [onA, leaving]) expect((await s.next(isEvent(LIVE_EVENT.notification))).id).toBe(idOf(m2.id));

    // The push job, in whichever process took it, pushed m3's phone and not m1's: m1 saw it live on B.
    await expect.poll(() => pushed, { timeout: 15_000 }).toContain(m3Phone);
    await expect.poll(async () => (await database.query(
      `select count(*)::int as n from pgboss.job where name = 'push.deliver' and state in ('created', 'retry', 'active')`))[0].n,
    { timeout: 15_000 }).toBe(0);
    expect(pushed).not.toContain(m1Phone);

    // Logged out through A: B's stream of that session ends (auth_changed reaches B).
    expect((await json(a.port, 'GET', '/api/auth/logout', m2.token)).status).toBe(200);
    await leaving.ended;

    // SIGTERM: B ends its open stream and exits cleanly instead of waiting on it.
    b.proc.child.kill('SIGTERM');
    await onB.ended;
    expect(await b.proc.exited, b.proc.output().slice(-3000)).toBe(0);
  }, 180_000);
});
