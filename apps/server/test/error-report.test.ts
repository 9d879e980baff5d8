import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { paidOrder, signupBody } from './factories.ts';
import { call, testApp } from './helper.ts';

// Decision 0053: with SENTRY_DSN set, each line logged at error level is also one report to that
// address; a stand-in for Sentry's ingest endpoint here takes the envelopes the app sends.
const envelopes: string[] = [];
const ingest = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    if (req.method === 'POST' && req.url?.startsWith('/api/42/envelope/')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => ingest.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => ingest.close(() => resolve())));
const dsn = `http://0123456789abcdef0123456789abcdef@127.0.0.1:${(ingest.address() as AddressInfo).port}/42`;

// Reports follow the log (a level above error silences them too): the suite's default is 'silent'.
const app = await testApp({ fresh: true, env: { SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: 'rehearsal', LOG_LEVEL: 'error' }, logStream: { write: () => {} } });

/** The events of the envelopes received so far (an envelope: a header line, then item header and payload lines). */
function events() {
  return envelopes.flatMap((e) => {
    const lines = e.split('\n').filter(Boolean);
    const out: Record<string, any>[] = [];
    for (let i = 1; i + 1 < lines.length; i += 2) if (JSON.parse(lines[i]).type === 'event') out.push(JSON.parse(lines[i + 1]));
    return out;
  });
}

/** The `index`th event once it has come (Vitest's own wait, polling every 50 ms). */
const eventNo = (index: number) => vi.waitFor(() => {
  const e = events()[index];
  if (!e) throw new Error('nothing reported yet');
  return e;
}, { timeout: 15_000, interval: 50 });

describe('errors reported to a Sentry-compatible service (SENTRY_DSN)', () => {
  it("a request's 500 is one report with the error's type, SQLSTATE, frames and request id; a client's 4xx is none; nothing of the member goes out", async () => {
    // A client's mistake first: answered 400, logged below error level, never reported.
    const bad = await call(app, { method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.status).toBe(400);

    const email = 'reported.member@example.com';
    const { proof } = await paidOrder(app, { email });
    await app.db.execute(sql.raw(`create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'payments are refused here'; end $$`));
    await app.db.execute(sql.raw('create trigger refuse_payment before insert on payments for each row execute function refuse_payment()'));
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof) });
    await app.db.execute(sql.raw('drop trigger refuse_payment on payments'));
    expect(r.status).toBe(500);
    expect(r.body.message).toBe(MSG.internalError);

    const event = await eventNo(0);
    expect(events()).toHaveLength(1);
    expect(event.environment).toBe('rehearsal');
    expect(event.level).toBe('error');
    expect(event.tags).toMatchObject({ reqId: r.body.data.requestId, code: 'P0001' });
    expect(event.extra).toMatchObject({ log: 'unhandled error' });
    const [exception] = event.exception.values;
    expect(exception.value).toBe('database error P0001');
    expect(exception.stacktrace.frames.length).toBeGreaterThan(0);
    // The same rule as the log (lib/log-serializers.ts): no parameters, query, hash, e-mail, password or payment ids.
    const sent = envelopes.join('\n');
    for (const secret of ['$argon2', email, proof.orderId, proof.txnId, proof.signature, 'Str0ng!pass', 'params', 'insert into', 'payments are refused'])
      expect(sent, secret).not.toContain(secret);
  });

  it('a line at error level with no error object is reported as a message', async () => {
    const before = events().length;
    app.log.error({ queue: 'nightly-backup' }, 'backup copy to the bucket failed');
    const event = await eventNo(before);
    expect(event.message).toBe('backup copy to the bucket failed');
    expect(event.tags).toMatchObject({ queue: 'nightly-backup' });
  });
});
