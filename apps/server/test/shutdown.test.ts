import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../src/db/client.ts';
import { SHUTDOWN } from '../src/lib/shutdown.ts';
import { processDatabase } from './loopback.ts';
import { freePort, type Proc, runTs, waitForHealth } from './process.ts';
import { openStream } from './sse.ts';

// Issue 28 §8 on real processes, on this run's database (the embedded one, or PostgreSQL's).
// The bound is the issue's: 10 s from SIGTERM, plus a margin for a busy machine's signal delivery.
const BOUND_MS = SHUTDOWN.deadlineMs + 3_000;
/** Rounds of the shutdown under load: 20 by default; CI's second pass (on PostgreSQL) sets fewer (SHUTDOWN_REPEATS). */
const REPEATS = Number(process.env.SHUTDOWN_REPEATS ?? 20);
/** How long a round waits to see its requests in flight in the server's log. */
const IN_FLIGHT_WAIT_MS = 120_000;
/** Servers started side by side (each start takes 3–6 s, more while the machine is busy). */
const CONCURRENCY = 3;
const adminUrl = process.env.TEST_DATABASE_URL;
const PASSWORD = 'Member@123';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tlt-shutdown-'));
/** The embedded run's seeded DATA_DIR, copied for each server. */
const seeded = path.join(work, 'seeded');
const dropAfter: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dropAfter) await drop();
  fs.rmSync(work, { recursive: true, force: true });
});

interface Server extends Proc {
  port: number;
  url: string;
  /** SIGTERM; resolves with the exit, or with 'overstayed' (the process then SIGKILLed) past the bound. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null } | 'overstayed'>;
}

let made = 0;
/** A server with demo data (members with live streams) on a database or DATA_DIR of its own. */
async function startServer(o: { stdio?: 'unread' } = {}): Promise<Server> {
  const port = await freePort();
  const env: Record<string, string> = { PORT: String(port), HOST: '127.0.0.1', DEMO_DATA: 'true', RATE_LIMIT_PER_MIN: '0' };
  if (adminUrl) {
    const db = await processDatabase(adminUrl);
    dropAfter.push(db.drop);
    Object.assign(env, { DATABASE_URL: db.url, DATA_DIR: path.join(work, `d${made++}`) });
  } else {
    env.DATA_DIR = path.join(work, `d${made++}`);
    fs.cpSync(seeded, env.DATA_DIR, { recursive: true });
  }
  const proc = runTs('src/server.ts', [], env);
  if (o.stdio === 'unread') {
    // A supervisor that read the first lines and then stopped reading: the pipe fills up.
    proc.child.stdout!.removeAllListeners('data');
    proc.child.stdout!.pause();
  }
  return withStop({ ...proc, port, url: `http://127.0.0.1:${port}` });
}

function withStop(p: Proc & { port: number; url: string }): Server {
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) resolve({ code: p.child.exitCode, signal: p.child.signalCode });
    p.child.on('exit', (code, signal) => resolve({ code, signal }));
  });
  return {
    ...p,
    async stop(signal = 'SIGTERM') {
      p.child.kill(signal);
      let timer: NodeJS.Timeout | undefined;
      const over = new Promise<'overstayed'>((resolve) => (timer = setTimeout(() => resolve('overstayed'), BOUND_MS)));
      const result = await Promise.race([exit, over]);
      clearTimeout(timer);
      if (result === 'overstayed') {
        // What it said last (the deadline's line lists what kept it: process.getActiveResourcesInfo()).
        console.error(`server on port ${p.port} outlived its deadline; its last output:\n${p.output().slice(-6000)}`);
        p.child.kill('SIGKILL');
        await exit;
      }
      return result;
    },
  };
}

async function login(url: string, email: string, password = PASSWORD): Promise<string> {
  const r = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(r.status).toBe(200);
  return (await r.json()).data.token;
}

const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3a7' } }).png().toBuffer();

/**
 * An image upload whose body is sent in two pieces, the second `finishAfterMs` later (never
 * without it): `answer` resolves with the status, or with the error when the connection is cut.
 */
function slowUpload(url: string, token: string, finishAfterMs?: number) {
  const boundary = 'tlt-shutdown-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.png"\r\nContent-Type: image/png\r\n\r\n`);
  const body = Buffer.concat([head, png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const { port } = new URL(url);
  const answer = new Promise<number | Error>((resolve) => {
    const req = http.request({
      host: '127.0.0.1', port, path: '/api/upload', method: 'POST', agent: false,
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
    }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode!));
      res.on('error', resolve);
    });
    req.on('error', resolve);
    req.write(body.subarray(0, head.length + 10));
    if (finishAfterMs !== undefined) setTimeout(() => req.end(body.subarray(head.length + 10)), finishAfterMs);
  });
  return { answer };
}

/** Waits until the server has written `text` (in a log line) `times` times. */
async function said(s: Server, text: string, timeoutMs = 150_000, times = 1) {
  const until = Date.now() + timeoutMs;
  while (s.output().split(text).length - 1 < times) {
    if (Date.now() > until) throw new Error(`the server never said "${text}":\n${s.output().slice(-3000)}`);
    if (s.child.exitCode !== null) throw new Error(`the server exited before saying "${text}":\n${s.output().slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  if (adminUrl) return;
  // The migrated template of test/global-setup.ts, on disk, with the demo data a first start seeds.
  fs.mkdirSync(seeded);
  const template = inject('pgliteTemplate');
  const db = await openPglite(path.join(seeded, 'pgdata'), template ? new Blob([fs.readFileSync(template)]) : undefined);
  await db.close();
  const first = runTs('src/server.ts', [], { DATA_DIR: seeded, PORT: String(await freePort()), HOST: '127.0.0.1', DEMO_DATA: 'true' });
  await said(withStop({ ...first, port: 0, url: '' }), 'Server listening');
  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
}, 200_000);

/** Runs `body` against a server of its own; a server the body did not stop is killed, whatever happened. */
async function withServer(o: { stdio?: 'unread' }, body: (s: Server) => Promise<void>) {
  const s = await startServer(o);
  try {
    await body(s);
  } finally {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  }
}

/** One round: 20 streams and requests in flight, then SIGTERM. `stall`: one upload never finishes. */
async function round(i: number) {
  await withServer({}, async (s) => {
    await waitForHealth(s.port, s, 150_000);
    const [member, trader, admin] = await Promise.all([
      login(s.url, 'member@example.com'), login(s.url, 'trader@example.com'), login(s.url, 'admin@example.com', 'Admin@123'),
    ]);
    // Ten a member at most per process (MAX_STREAMS_PER_USER): two members' worth.
    const streams = await Promise.all(Array.from({ length: 20 }, (_, k) =>
      openStream(`${s.url}/api/notification/stream`, { token: k % 2 ? member : trader })));
    for (const st of streams) expect(st.status).toBe(200);
    await Promise.all(streams.map((st) => st.next((f) => f.comment !== undefined || f.event !== undefined, 30_000).catch(() => {})));

    const upload = slowUpload(s.url, member, 1500);
    const stalled = i % 2 ? slowUpload(s.url, trader) : undefined;
    const inFlight = [
      fetch(`${s.url}/api/user/export`, { headers: { authorization: `Bearer ${admin}` } }).then(async (r) => (await r.arrayBuffer(), r.status)),
      fetch(`${s.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'member@example.com', password: PASSWORD }) }).then((r) => r.status),
    ];
    // In flight: the server has begun each of them (Fastify logs a request as it comes in). The log's
    // writes go through libuv's thread pool, shared with argon2 and sharp: on a busy CI machine one
    // round waited past 30 s for the lines of requests already answered. The wait is set-up, not
    // what the round checks, so it is long.
    await said(s, '"url":"/api/upload"', IN_FLIGHT_WAIT_MS, stalled ? 2 : 1);
    await said(s, '"url":"/api/user/export"', IN_FLIGHT_WAIT_MS);
    await said(s, '"url":"/api/auth/login"', IN_FLIGHT_WAIT_MS, 4);

    const exit = await s.stop();
    expect(exit, `round ${i}`).toEqual({ code: 0, signal: null });
    // Every stream was ended by the server, the requests in flight were answered, the stalled upload cut.
    await Promise.all(streams.map((st) => st.ended));
    expect(await upload.answer, `round ${i}: the upload in flight`).toBe(200);
    expect(await Promise.all(inFlight), `round ${i}: the export and the login in flight`).toEqual([200, 200]);
    if (stalled) {
      expect(await stalled.answer).toBeInstanceOf(Error);
      expect(s.output()).toContain(`requests still in flight after ${SHUTDOWN.drainMs / 1000} s: their connections are closed`);
    }
    expect(s.output()).toContain('"msg":"shut down"');
    expect(s.output()).not.toContain('shutdown did not finish');
  });
}

describe('a bounded, clean shutdown', () => {
  it(`${REPEATS} times: 20 live streams and requests in flight, then SIGTERM: exit 0 within the deadline`, async () => {
    const started = Date.now();
    let next = 0;
    const failures: unknown[] = [];
    await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
      while (next < REPEATS) {
        const i = next++;
        await round(i).catch((err) => failures.push(err));
      }
    }));
    console.info(`${REPEATS} shutdowns in ${Math.round((Date.now() - started) / 1000)} s`);
    expect(failures).toEqual([]);
  }, 900_000);

  it('exits after SIGTERM while its stdout is a pipe that nobody reads any more (the hang of issue 28)', async () => {
    await withServer({ stdio: 'unread' }, async (s) => {
      await waitForHealth(s.port, s, 150_000);
      // Each request logs two lines: far more than a pipe holds (64 KiB).
      for (let i = 0; i < 600; i++) await (await fetch(`${s.url}/api/health`)).arrayBuffer();
      expect(await s.stop()).toEqual({ code: 0, signal: null });
    });
  }, 300_000);

  it('a second signal exits at once, without waiting for requests in flight', async () => {
    await withServer({}, async (s) => {
      await waitForHealth(s.port, s, 150_000);
      slowUpload(s.url, await login(s.url, 'member@example.com'));
      await said(s, '"url":"/api/upload"');
      s.child.kill('SIGTERM');
      await said(s, '"msg":"shutting down"');
      // Signals close behind the first count as its copies (see the next test): sent until one exits.
      const again = setInterval(() => s.child.kill('SIGINT'), 200);
      const exit = await s.stop('SIGINT').finally(() => clearInterval(again));
      expect(exit).toEqual({ code: 130, signal: null });
      expect(s.output()).toContain('second signal: exiting now');
      // Before the stalled upload's connection would have been cut.
      expect(s.output()).not.toContain('requests still in flight');
    });
  }, 300_000);

  it("one Ctrl-C delivered twice (to the process group, and forwarded by a parent such as npm) is one signal: a clean exit", async () => {
    await withServer({}, async (s) => {
      await waitForHealth(s.port, s, 150_000);
      s.child.kill('SIGINT');
      expect(await s.stop('SIGINT')).toEqual({ code: 0, signal: null });
      expect(s.output()).toContain('"msg":"shut down"');
      expect(s.output()).toContain('database closed');
    });
  }, 300_000);

  it('a signal during start-up closes the app once it is built; it never listens', async () => {
    await withServer({}, async (s) => {
      await said(s, '"msg":"starting"');
      expect(await s.stop()).toEqual({ code: 0, signal: null });
      expect(s.output()).toContain('"msg":"shut down"');
      expect(s.output()).not.toContain('Server listening');
    });
  }, 300_000);
});
