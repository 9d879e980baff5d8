import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_EVENT, LiveNotificationSchema, NOTIFICATION_STREAM_PATH } from '@tlt/shared/community';
import { hashToken, newToken } from '../src/lib/tokens.ts';
import { validPost } from './community.ts';
import { processDatabase } from './loopback.ts';
import { freePort, type Proc, runTs, waitForHealth } from './process.ts';
import { isEvent, type OpenStream, openStream } from './sse.ts';

// Issue 12: the fan-out across API processes. A notification written through one process reaches a
// stream held by another (NOTIFY in the writing transaction, LISTEN in each process), a logout through
// one closes the stream held by the other, and SIGTERM ends a process's streams and exits cleanly.
// Only in the PostgreSQL run (vitest.config.ts); the PGlite run proves the same with two apps on one
// database (src/modules/notifications/stream.test.ts).
const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('live.postgres.test.ts needs TEST_DATABASE_URL (scripts/with-postgres.sh)');
const OWNER = { email: 'owner@example.com', password: 'Owner-pass-1' };
const database = await processDatabase(adminUrl);
const dirs: string[] = [];
const procs: Proc[] = [];
const streams: OpenStream[] = [];
afterAll(async () => {
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
    ADMIN_EMAIL: OWNER.email, ADMIN_PASSWORD: OWNER.password, DEMO_DATA: 'false',
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

    // Logged out through A: B's stream of that session ends (auth_changed reaches B).
    expect((await json(a.port, 'GET', '/api/auth/logout', m2.token)).status).toBe(200);
    await leaving.ended;

    // SIGTERM: B ends its open stream and exits cleanly instead of waiting on it.
    b.proc.child.kill('SIGTERM');
    await onB.ended;
    expect(await b.proc.exited, b.proc.output().slice(-3000)).toBe(0);
  }, 180_000);
});
