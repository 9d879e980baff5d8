import { describe, expect, it } from 'vitest';
import { COMMUNITY_MSG } from '@tlt/shared/community';
import { HINDI } from '@tlt/shared/i18n/hi/index';
import { translateWith } from '@tlt/shared/i18n/translate';
import { MAINTENANCE_MSG } from '@tlt/shared/maintenance';
import { MSG } from '@tlt/shared/messages';
import { makeUser } from '../../test/factories.ts';
import { call, testApp } from '../../test/helper.ts';

const app = await testApp({ limits: { bodyBytes: 2048 } });
app.get('/api/test/boom', async () => {
  throw new Error('secret internals');
});
const limited = await testApp({ env: { RATE_LIMIT_PER_MIN: '2' } });
const hi = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };
const hindi = (english: string) => {
  const text = translateWith(HINDI, english);
  // The Hindi differs from the English, so an answer left in English fails the assertions below.
  expect(text).not.toBe(english);
  return text;
};
const signupEmpty = (headers: Record<string, string> = {}) => call(app, { method: 'POST', url: '/api/auth/signup', payload: {}, headers });

describe('answers in the language Accept-Language prefers (issue 30 §5)', () => {
  it("an empty registration answers the spec's first message in Hindi, and each field's too", async () => {
    const r = await signupEmpty(hi);
    expect(r.status).toBe(400);
    expect(r.body.code).toBe(400);
    expect(r.body.status).toBe(false);
    expect(r.body.message).toBe(hindi(MSG.nameRequired));
    const errors = (r.body.data as { errors: { path: string; message: string }[] }).errors;
    expect(errors.length).toBeGreaterThan(2);
    const english = (await signupEmpty()).body.data as { errors: { path: string; message: string }[] };
    expect(errors.map((e) => e.path)).toEqual(english.errors.map((e) => e.path));
    errors.forEach((e, i) => expect(e.message).toBe(hindi(english.errors[i].message)));
    expect(errors.find((e) => e.path === 'email')?.message).toBe(hindi(MSG.emailRequired));
  });

  it('without the header, or preferring English, answers the English exactly as before', async () => {
    for (const headers of [{}, { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' }] as Record<string, string>[]) {
      const r = await signupEmpty(headers);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(MSG.nameRequired);
      expect(r.body.data).toMatchObject({ errors: expect.arrayContaining([{ path: 'email', message: MSG.emailRequired }]) });
    }
  });

  it("says the answer's words depend on Accept-Language, and the API description says so once", async () => {
    for (const headers of [{}, hi]) expect(String((await signupEmpty(headers)).res.headers.vary)).toMatch(/accept-language/i);
    const doc = (await call(app, { method: 'GET', url: '/api/docs/json' })).res.json();
    expect(doc.info.description).toMatch(/Accept-Language.*Hindi/s);
  });

  it('translates the envelope’s own 404', async () => {
    const r = await call(app, { method: 'GET', url: '/api/no-such-route', headers: hi });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ status: false, code: 404, message: hindi(MSG.apiNotFound) });
  });

  it('translates a 401 and a 403, keeping code and data.reason', async () => {
    const expired = await call(app, { method: 'POST', url: '/api/post/allPosts', payload: {}, headers: hi });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(hindi(MSG.sessionExpired));

    const { token } = await makeUser(app);
    const terms = await call(app, { method: 'POST', url: '/api/post/allPosts', payload: {}, token, headers: hi });
    expect(terms.status).toBe(403);
    expect(terms.body).toEqual({ status: false, code: 403, message: hindi(COMMUNITY_MSG.termsRequired), data: { reason: 'terms' } });
  });

  it('translates the rate limit’s 429', async () => {
    let last;
    for (let i = 0; i < 5; i++) {
      last = await call(limited, { method: 'GET', url: '/api/no-such-route', headers: hi });
      if (last.status === 429) break;
    }
    expect(last!.status).toBe(429);
    expect(last!.body.message).toBe(hindi(MSG.tooManyRequests));
  });

  it('translates the envelope’s 413 and masked 500, keeping the request id', async () => {
    const big = await call(app, { method: 'POST', url: '/api/auth/signup', payload: { pad: 'x'.repeat(5000) }, headers: hi });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ status: false, code: 413, message: hindi(MSG.bodyTooLarge) });
    const boom = await call(app, { method: 'GET', url: '/api/test/boom', headers: hi });
    expect(boom.status).toBe(500);
    expect(boom.body.message).toBe(hindi(MSG.internalError));
    expect(boom.body.data).toEqual({ requestId: boom.res.headers['x-request-id'] });
  });

  it('translates maintenance: the admin’s switch and the refusal of a visitor’s write', async () => {
    const admin = await makeUser(app, { userType: 'admin' });
    const turn = (isTLT: boolean) => call(app, { method: 'PUT', url: '/api/underMaintenance', token: admin.token, payload: { isTLT }, headers: hi });
    const on = await turn(true);
    try {
      expect(on.body.message).toBe(hindi(MAINTENANCE_MSG.on));
      const r = await call(app, { method: 'POST', url: '/api/contactus/createQuery', payload: { name: 'Asha', email: 'asha@example.com', message: 'Hello' }, headers: hi });
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ status: false, code: 503, message: hindi(MSG.maintenance) });
    } finally {
      expect((await turn(false)).body.message).toBe(hindi(MAINTENANCE_MSG.off));
    }
  });
});
