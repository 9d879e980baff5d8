import net from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { payments, refunds } from '../src/db/schema/index.ts';
import { makeUser, paidOrder, PASSWORD, signupBody } from './factories.ts';
import { atFileEnd, call, testConfig, testDatabase } from './helper.ts';

/**
 * Issue 27 §1: a flood of connections that each send half a request line and wait is refused at
 * the door (small caps here: 30 in all, 20 per address), the held ones are closed once their
 * headers are late, and afterwards the writes that queue a mail work over real connections.
 */
const config = testConfig({ MAX_CONNECTIONS: '30', MAX_CONNECTIONS_PER_IP: '20' });
config.connections = { ...config.connections, headersTimeoutMs: 1000 };
const database = await testDatabase();
atFileEnd(() => database.close());
const app: FastifyInstance = await buildApp(config, { bootstrap: false, database, jobs: { schedule: false } });
atFileEnd(() => app.close());
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as net.AddressInfo).port;

/** Polls `check` until it holds (a generous bound: the machine may be busy). */
async function until(check: () => boolean, what: string, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`still not: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** `n` sockets from `localAddress` that each send half a request line and wait; `open()` counts those the server has not closed. */
function flood(n: number, localAddress: string) {
  const sockets = Array.from({ length: n }, () => {
    const s = net.connect({ port, host: '127.0.0.1', localAddress });
    s.on('connect', () => s.write('GET /api/health HT'));
    s.on('error', () => {});
    // Read what the server sends (its 408), or the socket's close would wait for the reader.
    s.resume();
    return s;
  });
  let closed = 0;
  for (const s of sockets) s.on('close', () => closed++);
  return { open: () => n - closed, settled: () => sockets.every((s) => s.readyState !== 'opening'), destroy: () => sockets.forEach((s) => s.destroy()) };
}

/** A real request over a new connection. */
async function http(method: string, url: string, body?: object, token?: string) {
  const res = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() as { data?: unknown; message?: string } };
}

describe('a connection flood', () => {
  it('is refused at the door, its held requests are closed, and the site works after it', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const member = await makeUser(app);
    const { email, proof } = await paidOrder(app, { planId: 2, name: 'Asha Verma' });
    const signup = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof, { name: 'Asha Verma' }) });
    expect(signup.status).toBe(200);
    const [payment] = await app.db.select().from(payments).where(eq(payments.txnId, proof.txnId));

    const a = flood(120, '127.0.0.1');
    const b = flood(60, '127.0.0.2');
    try {
      // Over the caps the server closes a connection as soon as it takes it.
      await until(() => a.settled() && b.settled() && a.open() <= 20 && a.open() + b.open() <= 30, 'at most 20 from one address and 30 in all');
      // A held half request is closed once its headers are late (408): the door opens again by itself,
      // on the server's side too, whose count is what the cap compares with.
      await until(() => a.open() + b.open() === 0, 'every held connection closed');
      let serverOpen = -1;
      await until(() => {
        app.server.getConnections((_err, n) => (serverOpen = n));
        return serverOpen === 0;
      }, 'the server holding no connection');
    } finally {
      a.destroy();
      b.destroy();
    }

    const contact = await http('POST', '/api/contactus/createQuery', { name: 'Ravi Kumar', email: 'ravi@example.com', message: 'After the flood' });
    expect(contact.status).toBe(200);
    const change = await http('POST', '/api/user/me/email', { newEmail: `after-flood-${Date.now()}@example.com`, password: PASSWORD }, member.token);
    expect(change.status).toBe(200);
    const refund = await http('POST', '/api/refund/create', {
      amount: payment.amountPaise / 100, paymentId: payment.txnId, orderId: payment.orderId, name: 'Asha Verma', email,
    }, admin.token);
    expect(refund.status).toBe(200);
    expect((await app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id)))[0].providerRefundId).toBeTruthy();
    await app.jobs.drain();
  });
});
