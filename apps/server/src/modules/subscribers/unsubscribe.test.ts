import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailHeader as header, mailSubject, mailText } from '../../../test/mail.ts';
import { mailsTo } from '../../../test/factories.ts';

/** Issue 26 §5: the newsletter promises "unsubscribe any time"; one click does it, no sign-in. */
const app = await testApp({ fresh: true });
const subscribe = (email: string) => call(app, { method: 'POST', url: '/api/subscribers/subscribe', payload: { email } });
const welcome = async (email: string) => {
  await app.jobs.drain();
  return mailsTo(app, email).find((m) => mailSubject(m) === 'Welcome to our newsletter | The Lazy Trader')!;
};
const listed = async (email: string, token: string) => {
  const r = await call(app, { method: 'GET', url: '/api/subscribers/all?limit=2000&offset=0', token });
  return r.body.data.subscribers.some((s: { email: string }) => s.email === email);
};
const marketing = async (token: string) => (await call(app, { method: 'GET', url: '/api/user/me/consents', token })).body.data.marketing;

describe('the newsletter mail unsubscribes in one click (RFC 8058)', async () => {
  const admin = await makeUser(app, { userType: 'admin' });

  it('carries List-Unsubscribe, List-Unsubscribe-Post and a visible link to a page that needs no sign-in', async () => {
    expect((await subscribe('reader@example.com')).status).toBe(200);
    const mail = await welcome('reader@example.com');
    // The one-click address first, then a mailto to the support mailbox the operator reads.
    const [, url, mailto] = /^<(https?:\/\/[^>]+)>, <(mailto:[^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '') ?? [];
    expect(mailto).toBe(`mailto:${app.config.support.email}?subject=unsubscribe`);
    expect(url).toMatch(/\/api\/subscribers\/unsubscribe\?token=[A-Za-z0-9_-]{43,}$/);
    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const page = /https?:\/\/\S+\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(mailText(mail));
    expect(page).not.toBeNull();
    expect(url!.endsWith(`?token=${page![1]}`)).toBe(true);
    // The address itself is not the token: it cannot be guessed from the e-mail.
    expect(page![1]).not.toContain('reader');
  });

  it('POST as a mail client sends it (form body List-Unsubscribe=One-Click) takes the address off the list at once', async () => {
    // A long address makes a long token: it must still fit the address (a path parameter did not).
    const email = 'a-rather-long-address.of-a-newsletter-reader@mail.example-provider.com';
    expect((await subscribe(email)).status).toBe(200);
    const url = /<([^>]+)>/.exec(header(await welcome(email), 'List-Unsubscribe')!)![1];
    expect(await listed(email, admin.token)).toBe(true);
    const r = await app.inject({
      method: 'POST', url: new URL(url).pathname + new URL(url).search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click',
    });
    expect(r.statusCode, `${url} ${r.body}`).toBe(200);
    expect(await listed(email, admin.token)).toBe(false);
    // Twice is fine: the link keeps saying the same thing.
    const again = await call(app, { method: 'POST', url: new URL(url).pathname + new URL(url).search });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ email });
  });

  it('GET of the header address (a client that opens it) goes to the page that unsubscribes', async () => {
    expect((await subscribe('opener@example.com')).status).toBe(200);
    const url = /<([^>]+)>/.exec(header(await welcome('opener@example.com'), 'List-Unsubscribe')!)![1];
    const r = await app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(r.statusCode).toBe(303);
    expect(r.headers.location).toMatch(/^\/unsubscribe\?token=[A-Za-z0-9_-]{43,}$/);
    // A GET changes nothing by itself (link scanners open links): the page's one click does.
    expect(await listed('opener@example.com', admin.token)).toBe(true);
  });

  it('refuses a forged or altered token with a clear 400', async () => {
    expect((await subscribe('victim@example.com')).status).toBe(200);
    const url = /<([^>]+)>/.exec(header(await welcome('victim@example.com'), 'List-Unsubscribe')!)![1];
    const token = new URL(url).searchParams.get('token')!;
    const forged = Buffer.from(token, 'base64url');
    forged[0] ^= 1;
    for (const t of [forged.toString('base64url'), 'x'.repeat(50), Buffer.from('victim@example.com').toString('base64url')]) {
      const r = await call(app, { method: 'POST', url: `/api/subscribers/unsubscribe?token=${t}` });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('This unsubscribe link is not valid. Please use the link in your latest mail from us.');
    }
    expect(await listed('victim@example.com', admin.token)).toBe(true);
  });

  it("withdraws a member's marketing consent too: the profile's switch and the link are one switch", async () => {
    const m = await makeUser(app);
    // Subscribed on the public form with the member's address: the consent is the address's.
    expect((await subscribe(m.user.email)).status).toBe(200);
    expect(await marketing(m.token)).toBe(true);
    const url = /<([^>]+)>/.exec(header(await welcome(m.user.email), 'List-Unsubscribe')!)![1];
    expect((await call(app, { method: 'POST', url: new URL(url).pathname + new URL(url).search })).status).toBe(200);
    expect(await marketing(m.token)).toBe(false);
    expect(await listed(m.user.email, admin.token)).toBe(false);
  });
});

describe('DELETE /api/subscribers/:id (the admin removes a subscriber)', async () => {
  const admin = await makeUser(app, { userType: 'admin' });
  const idOf = async (email: string) => {
    const r = await call(app, { method: 'GET', url: '/api/subscribers/all?limit=2000&offset=0', token: admin.token });
    return r.body.data.subscribers.find((s: { email: string }) => s.email === email)?._id as string;
  };

  it('takes the address off the list, withdraws its consent, and is written to the audit log', async () => {
    const m = await makeUser(app);
    expect((await call(app, { method: 'PUT', url: '/api/user/me/consents/marketing', token: m.token, payload: { given: true } })).status).toBe(200);
    const id = await idOf(m.user.email);
    const r = await call(app, { method: 'DELETE', url: `/api/subscribers/${id}`, token: admin.token });
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Subscriber removed');
    expect(await idOf(m.user.email)).toBeUndefined();
    expect(await marketing(m.token)).toBe(false);
    const audit = await call(app, { method: 'GET', url: '/api/admin/audit?action=subscriber.remove', token: admin.token });
    expect(JSON.stringify(audit.body.data)).toContain(m.user.email);
  });

  it('is for admins only, and answers 404 for an unknown or already removed subscriber', async () => {
    expect((await subscribe('kept@example.com')).status).toBe(200);
    const id = await idOf('kept@example.com');
    const member = await makeUser(app);
    expect((await call(app, { method: 'DELETE', url: `/api/subscribers/${id}` })).status).toBe(401);
    expect((await call(app, { method: 'DELETE', url: `/api/subscribers/${id}`, token: member.token })).status).toBe(403);
    expect(await idOf('kept@example.com')).toBe(id);
    expect((await call(app, { method: 'DELETE', url: `/api/subscribers/${id}`, token: admin.token })).status).toBe(200);
    const gone = await call(app, { method: 'DELETE', url: `/api/subscribers/${id}`, token: admin.token });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Subscriber not found');
    expect((await call(app, { method: 'DELETE', url: '/api/subscribers/not-an-id', token: admin.token })).status).toBe(400);
  });
});
