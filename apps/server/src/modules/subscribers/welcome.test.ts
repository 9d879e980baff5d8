import { describe, expect, it } from 'vitest';
import { mailsTo, makeUser } from '../../../test/factories.ts';
import { call, testApp } from '../../../test/helper.ts';
import { mailSubject, mailText } from '../../../test/mail.ts';
import { WELCOME_QUEUE } from './welcome.ts';

const app = await testApp({ fresh: true });
const subscribe = (email: string) => call(app, { method: 'POST', url: '/api/subscribers/subscribe', payload: { email } });
const welcomes = async (email: string, a = app) => {
  await a.jobs.drain();
  return mailsTo(a, email).filter((m) => mailSubject(m) === 'Welcome to our newsletter | The Lazy Trader');
};

describe('POST /api/subscribers/subscribe mails a welcome (issue 14 §9)', () => {
  it('sends one welcome through the queue that says how to withdraw; a repeat sends none', async () => {
    expect((await subscribe('reader@example.com')).status).toBe(200);
    expect(mailsTo(app, 'reader@example.com')).toEqual([]);
    const [mail, ...more] = await welcomes('reader@example.com');
    expect(more).toEqual([]);
    const text = mailText(mail);
    expect(text).toMatch(/Unsubscribe in one click, no sign-in needed: http\S+\/unsubscribe\?token=[A-Za-z0-9_-]+/);
    expect((await subscribe('reader@example.com')).status).toBe(200);
    expect(await welcomes('reader@example.com')).toHaveLength(1);
  });

  it('sends nothing to an address whose marketing consent was withdrawn before its welcome ran', async () => {
    const m = await makeUser(app);
    expect((await subscribe(m.user.email)).status).toBe(200);
    expect(await welcomes(m.user.email)).toHaveLength(1);
    const withdraw = await call(app, { method: 'PUT', url: '/api/user/me/consents/marketing', token: m.token, payload: { given: false } });
    expect(withdraw.status).toBe(200);
    // A welcome still queued when the consent went (a retry, a slow queue) looks at the list when it runs.
    await app.jobs.send(WELCOME_QUEUE, { email: m.user.email });
    expect(await welcomes(m.user.email)).toHaveLength(1);
  });
});
