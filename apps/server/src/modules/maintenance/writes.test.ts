import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { MSG } from '@tlt/shared/messages';
import { signWebhook } from '../../adapters/payments/signature.ts';
import { contactQueries, orders, users } from '../../db/schema/index.ts';
import { makeUser, paidOrder, signupBody } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailText } from '../../../test/mail.ts';
import { OPEN_WRITES } from './open-writes.ts';

const app = await testApp();
afterAll(() => fs.rmSync(app.config.dataDir, { recursive: true, force: true }));
const admin = await makeUser(app, { userType: 'admin' });

const switchTo = async (isTLT: boolean, on = app) =>
  expect((await call(on, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT } })).status).toBe(200);
/** Runs `body` with maintenance on, and switches it off whatever happens. */
async function inMaintenance(body: () => Promise<void>) {
  await switchTo(true);
  try {
    await body();
  } finally {
    await switchTo(false);
  }
}

/** Runs `body` with maintenance off for a moment (set-up that maintenance would refuse), then on again. */
async function inMaintenanceOff<T>(body: () => Promise<T>): Promise<T> {
  await switchTo(false);
  try {
    return await body();
  } finally {
    await switchTo(true);
  }
}

const refused = { status: false, code: 503, message: MSG.maintenance };
const contact = (email: string) =>
  call(app, { method: 'POST', url: '/api/contactus/createQuery', payload: { name: 'Visitor', email, message: 'Hello' } });

/** Polls until `check` holds (the mail is queued after the answer; a notification arrives after the write). */
async function until<T>(read: () => Promise<T> | T, check: (v: T) => boolean, what: string): Promise<T> {
  const end = Date.now() + 15_000;
  for (;;) {
    const v = await read();
    if (check(v)) return v;
    if (Date.now() > end) throw new Error(`gave up waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('writes while maintenance is on', () => {
  it('refuses a visitor\'s and a member\'s writes with 503, Retry-After and the spec\'s text, and writes nothing', async () => {
    const member = await makeUser(app);
    const other = await makeUser(app);
    await inMaintenance(async () => {
      const email = `visitor-${Date.now()}@example.com`;
      const visitor = await contact(email);
      expect(visitor.status).toBe(503);
      expect(visitor.body).toEqual(refused);
      expect(Number(visitor.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(await app.db.select().from(contactQueries).where(eq(contactQueries.email, email))).toHaveLength(0);

      const write = await call(app, { method: 'POST', url: '/api/user/me/sessions/end-others', token: member.token });
      expect(write.status).toBe(503);
      expect(write.body).toEqual(refused);
      expect(write.res.headers['retry-after']).toBe(visitor.res.headers['retry-after']);
      // A member calling an admin's write gets the same answer, and the member is not changed.
      const adminsOnly = await call(app, { method: 'POST', url: '/api/user/changeUserStatus', token: member.token, payload: { email: other.user.email, active: false } });
      expect(adminsOnly.status).toBe(503);
      expect((await app.db.select().from(users).where(eq(users.id, other.user.id)))[0].active).toBe(true);
      // A stale session is still told so (401), so the client signs out rather than waiting.
      const stale = await call(app, { method: 'POST', url: '/api/user/me/sessions/end-others', token: 'not-a-session' });
      expect(stale.status).toBe(401);
    });
    // Off again: the same write goes through at once.
    expect((await contact(`after-${Date.now()}@example.com`)).status).toBe(200);
  });

  it('lets reads through (the POST ones too) and the open pages\' page views', async () => {
    const member = await makeUser(app);
    // The watchlists are the community's: its terms agreed.
    await app.db.update(users).set({ agree: true }).where(eq(users.id, member.user.id));
    await inMaintenance(async () => {
      expect((await call(app, { method: 'GET', url: '/api/underMaintenance' })).body.data).toEqual({ isTLT: true });
      expect((await call(app, { method: 'GET', url: '/api/auth', token: member.token })).status).toBe(200);
      expect((await call(app, { method: 'POST', url: '/api/user/isUserExists', payload: { email: member.user.email } })).body.data).toBe(true);
      expect((await call(app, { method: 'POST', url: '/api/watchlist/all', token: member.token, payload: {} })).status).toBe(200);
      // The open pages (/login, /reset-password) send their page views, as every page does.
      const view = await call(app, { method: 'POST', url: '/api/analytics/events', payload: { events: [{ kind: 'pageview', path: '/login', visitorId: `v-${Date.now()}` }] } });
      expect(view.status).toBe(200);
    });
  });

  it('lets an admin write, and lets anyone sign in, ask for a reset link and reset their password', async () => {
    const member = await makeUser(app);
    await inMaintenance(async () => {
      const changed = await call(app, { method: 'POST', url: '/api/user/changeUserStatus', token: admin.token, payload: { email: member.user.email, active: true } });
      expect(changed.status).toBe(200);

      const login = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: admin.user.email, password: admin.password } });
      expect(login.status).toBe(200);
      const fresh = login.body.data.token as string;
      expect((await call(app, { method: 'POST', url: '/api/user/changeUserStatus', token: fresh, payload: { email: member.user.email, active: true } })).status).toBe(200);

      const mailDir = path.join(app.config.dataDir, 'mail');
      const mails = () => (fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []);
      const before = mails();
      const forgot = await call(app, { method: 'POST', url: '/api/user/forgetPassword', payload: { email: member.user.email } });
      expect(forgot.status).toBe(200);
      const [file] = await until(() => mails().filter((f) => !before.includes(f)), (added) => added.length > 0, 'the reset mail');
      const key = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mailText(fs.readFileSync(path.join(mailDir, file), 'utf8')))![1];
      const reset = await call(app, { method: 'POST', url: '/api/user/resetPassword', payload: { key, password: 'N3w-Passw0rd!' } });
      expect(reset.status).toBe(200);
      const back = await call(app, { method: 'POST', url: '/api/auth/login', payload: { email: member.user.email, password: 'N3w-Passw0rd!' } });
      expect(back.status).toBe(200);
      expect((await call(app, { method: 'GET', url: '/api/auth/logout', token: back.body.data.token })).status).toBe(200);
    });
  });

  it('records a payment provider\'s webhook and completes a paid sign-up: money taken is never lost', async () => {
    const created = await call(app, { method: 'POST', url: '/api/order/create', payload: { planId: 1, name: 'Buyer', email: `buyer-${Date.now()}@example.com` } });
    const orderId = created.body.data.orderId as string;
    await inMaintenance(async () => {
      const raw = JSON.stringify({ event: 'payment.captured', payload: { payment: { entity: { id: 'pay_M1', order_id: orderId } } } });
      const hook = await call(app, {
        method: 'POST', url: '/api/payments/webhook', payload: raw,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signWebhook(app.config.payments.webhookSecret, raw) },
      });
      expect(hook.status).toBe(200);
      expect((await app.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('paid');
      // A payment taken before maintenance completes its sign-up.
      const paid = await inMaintenanceOff(() => paidOrder(app));
      const joined = await call(app, { method: 'POST', url: '/api/auth/signup', payload: signupBody(paid.email, paid.proof) });
      expect(joined.status).toBe(200);
      // A new purchase does not start.
      expect((await call(app, { method: 'POST', url: '/api/order/create', payload: { planId: 1, name: 'B', email: `b2-${Date.now()}@example.com` } })).status).toBe(503);
    });
  });

  it('follows a switch made by another process, through the database\'s site_changed notice', async () => {
    // A second app on the same database plays the other process; this one is asked first, so it holds "off".
    const other = await testApp({ database: app.database });
    expect((await contact(`before-${Date.now()}@example.com`)).status).toBe(200);
    await switchTo(true, other);
    try {
      await until(() => contact(`during-${Date.now()}@example.com`), (r) => r.status === 503, 'this process to hear of the switch');
    } finally {
      await switchTo(false, other);
    }
    await until(() => contact(`later-${Date.now()}@example.com`), (r) => r.status === 200, 'this process to hear of the switch back');
  });

  it('leaves open only routes that exist (a renamed route would otherwise be shut without notice)', () => {
    for (const key of Object.keys(OPEN_WRITES)) {
      const [method, url] = key.split(' ') as ['POST', string];
      expect(app.hasRoute({ method, url }), key).toBe(true);
    }
  });

  it('documents the 503 once, on the writes it can refuse and not on the ones that stay open', async () => {
    const doc = (await call(app, { method: 'GET', url: '/api/docs/json' })).body as unknown as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const has503 = (p: string, m: string) => '503' in doc.paths[p][m].responses;
    expect(has503('/api/user/me/sessions/end-others', 'post')).toBe(true);
    expect(has503('/api/user/changeUserStatus', 'post')).toBe(true);
    expect(has503('/api/auth/login', 'post')).toBe(false);
    expect(has503('/api/payments/webhook', 'post')).toBe(false);
    expect(has503('/api/underMaintenance', 'get')).toBe(false);
    const unavailable = (doc as unknown as { components: { responses: Record<string, { description: string; headers?: object }> } }).components.responses.ServiceUnavailable;
    expect(unavailable.description).toContain('maintenance');
    expect(unavailable.headers).toHaveProperty('Retry-After');
  });
});
