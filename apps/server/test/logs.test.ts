import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { makeUser, paidOrder, signupBody } from './factories.ts';
import { call, testApp } from './helper.ts';

// Finding 4 of issue 9: a failed query's error was logged with its parameters (argon2 hashes, e-mails, ids).
const lines: string[] = [];
const app = await testApp({ fresh: true, env: { LOG_LEVEL: 'info' }, logStream: { write: (l: string) => void lines.push(l) } });

describe('logs carry no secrets', () => {
  it('a database error during signup logs its SQLSTATE and place, never the hash, the e-mail, the ids or the password', async () => {
    const email = 'secret.member@example.com';
    const { proof } = await paidOrder(app, { email });
    // Every write to payments fails inside PostgreSQL, after the user row (with its hash) was sent.
    await app.db.execute(sql.raw(`create function refuse_payment() returns trigger language plpgsql as $$
      begin raise exception 'payments are refused here'; end $$`));
    await app.db.execute(sql.raw('create trigger refuse_payment before insert on payments for each row execute function refuse_payment()'));
    lines.length = 0;
    const r = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(email, proof) });
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ status: false, code: 500, message: MSG.internalError, data: { requestId: expect.any(String) } });

    const log = lines.join('');
    const error = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'unhandled error');
    expect(error.err).toMatchObject({ code: 'P0001', message: 'database error P0001' });
    expect(error.err.stack).toMatch(/^database error P0001\n\s+at /);
    for (const secret of ['$argon2', email, proof.orderId, proof.txnId, proof.signature, 'Str0ng!pass', 'params', 'insert into'])
      expect(log, secret).not.toContain(secret);
    // The request id ties the answer to the log line.
    expect(error.reqId).toBe(r.body.data.requestId);
    await app.db.execute(sql.raw('drop trigger refuse_payment on payments'));
  });

  it('requests are logged without their query string, token-like path segments or headers', async () => {
    const { token } = await makeUser(app);
    lines.length = 0;
    const renewal = 'A'.repeat(43);
    await call(app, { method: 'GET', url: '/api/auth?email=someone%40example.com&q=private', token });
    await call(app, { method: 'GET', url: `/renew-subscription/${renewal}` });
    const log = lines.join('');
    expect(log).toContain('"url":"/api/auth"');
    expect(log).toContain('"url":"/renew-subscription/:token"');
    for (const secret of [token, renewal, 'someone', 'private', 'authorization']) expect(log, secret).not.toContain(secret);
  });
});
