import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../test/fixtures.ts';
import { apiRequest, client, NETWORK_ERROR_MESSAGE } from './client.ts';
import { ApiError } from '../api-error.ts';
import { setNavigator } from '../navigation.ts';
import { loadSonner } from '../toast.ts';
import { activateLocale } from '../i18n.ts';

const navigate = vi.fn();

// lib/toast.ts loads sonner on first use; loaded up front, its toasts are raised synchronously.
beforeAll(async () => {
  await loadSonner();
});

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});
afterEach(() => vi.useRealTimers());

function headersOf(spy: ReturnType<typeof stubFetch>): Record<string, string> {
  return spy.mock.calls[0][1]?.headers as Record<string, string>;
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('api-client requests', () => {
  it('sends the stored token as a bearer header and unwraps data', async () => {
    storeSession(makeUser(), 'abc123');
    const spy = stubFetch(() => envelopeResponse(200, { ok: 1 }));
    await expect(apiRequest('auth')).resolves.toEqual({ ok: 1 });
    expect(spy.mock.calls[0][0]).toBe('/api/auth');
    expect(headersOf(spy).Authorization).toBe('Bearer abc123');
  });

  it('reads a session-only token too, and sends none without a token', async () => {
    storeSession(makeUser(), 'short', sessionStorage);
    const spy = stubFetch(() => envelopeResponse(200, null));
    await apiRequest('user/forgetPassword', { method: 'POST', body: { email: 'a@b.co' } });
    expect(headersOf(spy).Authorization).toBe('Bearer short');
    expect(spy.mock.calls[0][1]?.body).toBe('{"email":"a@b.co"}');

    sessionStorage.clear();
    spy.mockClear();
    await apiRequest('/api/underMaintenance');
    expect(spy.mock.calls[0][0]).toBe('/api/underMaintenance');
    expect(headersOf(spy).Authorization).toBeUndefined();
  });

  it('asks in Hindi on a Hindi page, and names no language on an English one (issue 30 §2)', async () => {
    const spy = stubFetch(() => envelopeResponse(200, null));
    await apiRequest('plan/all');
    expect(headersOf(spy)['Accept-Language']).toBeUndefined();
    await activateLocale('hi');
    try {
      spy.mockClear();
      await client.get('/api/plan/all');
      expect(headersOf(spy)['Accept-Language']).toBe('hi');
    } finally {
      await activateLocale('en');
    }
  });

  it('sends a FormData body as it is, without a JSON content type', async () => {
    const spy = stubFetch(() => envelopeResponse(200, { location: '/uploads/a.webp' }));
    const form = new FormData();
    form.append('file', new File(['x'], 'a.png', { type: 'image/png' }));
    await expect(apiRequest('upload', { method: 'POST', body: form })).resolves.toEqual({ location: '/uploads/a.webp' });
    expect(spy.mock.calls[0][1]?.body).toBe(form);
    expect(headersOf(spy)['Content-Type']).toBeUndefined();
  });

  it('turns a failed envelope into ApiError with code, message and data', async () => {
    stubFetch(() => envelopeResponse(400, { errors: [{ path: 'email', message: 'x' }] }, MSG.emailRequired));
    const err = await failure(apiRequest('auth/signup', { method: 'POST', body: {} }));
    expect(err.code).toBe(400);
    expect(err.message).toBe(MSG.emailRequired);
    expect(err.data).toEqual({ errors: [{ path: 'email', message: 'x' }] });
  });

  it('turns a network failure into ApiError code 0', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const err = await failure(apiRequest('auth'));
    expect(err.code).toBe(0);
    expect(err.message).toBe('Could not reach the server. Check your connection and try again.');
  });

  it('says the network failed in Hindi on a Hindi page, and falls back to Hindi without an envelope (issue 30 §1)', async () => {
    await activateLocale('hi');
    try {
      vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
      const offline = await failure(apiRequest('auth'));
      expect(offline.code).toBe(0);
      expect(offline.message).toBe('सर्वर तक नहीं पहुँच सके। अपना इंटरनेट कनेक्शन जांचें और फिर से कोशिश करें।');
      expect(offline.message).not.toBe(NETWORK_ERROR_MESSAGE);
      stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      expect((await failure(apiRequest('auth'))).message).toBe('कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।');
    } finally {
      await activateLocale('en');
    }
  });

  it('keeps the HTTP status when the body is not JSON', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect((await failure(apiRequest('auth'))).code).toBe(502);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe.each([401, 403])('session expiry on code %i', (code) => {
  it('toasts the spec text, clears user and token, and goes to / after 500 ms', async () => {
    vi.useFakeTimers();
    storeSession(makeUser(), 'old');
    storeSession(makeUser(), 'old2', sessionStorage);
    stubFetch(() => envelopeResponse(code, undefined, MSG.sessionExpired));

    expect((await failure(apiRequest('post/allPosts'))).code).toBe(code);
    expect(toast.error).toHaveBeenCalledWith(MSG.sessionExpiredTitle, expect.objectContaining({ description: MSG.sessionExpired }));
    for (const area of [localStorage, sessionStorage]) {
      expect(area.getItem('token')).toBeNull();
      expect(area.getItem('user')).toBeNull();
    }
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('paths excluded from session handling', () => {
  it.each(['auth/login', '/auth/logout', 'blogs/bySlug/some-post'])('%s keeps the session and only throws', async (path) => {
    vi.useFakeTimers();
    storeSession(makeUser(), 'keep');
    stubFetch(() => envelopeResponse(401, undefined, MSG.accountSuspended));

    const err = await failure(apiRequest(path, { method: 'POST', body: {} }));
    expect(err.message).toBe(MSG.accountSuspended);
    vi.advanceTimersByTime(1000);
    expect(toast.error).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('keep');
  });

  it('a path that only starts like an excluded one is still handled', async () => {
    storeSession(makeUser(), 'x');
    stubFetch(() => envelopeResponse(403, undefined, 'no'));
    await failure(apiRequest('auth/login-history'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('subscription expiry (402)', () => {
  it('toasts the spec text, clears user and token and goes to /', async () => {
    storeSession(makeUser(), 'old');
    stubFetch(() => envelopeResponse(402, undefined, MSG.subscriptionExpired));
    expect((await failure(apiRequest('auth'))).code).toBe(402);
    expect(toast.error).toHaveBeenCalledWith(
      MSG.subscriptionExpiredTitle,
      expect.objectContaining({ description: MSG.subscriptionExpired }),
    );
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('is not applied to login, whose 402 carries a renewal token', async () => {
    stubFetch(() => envelopeResponse(402, { renewalToken: 'r1' }, MSG.loginSubscriptionExpired));
    const err = await failure(apiRequest('auth/login', { method: 'POST', body: {} }));
    expect(err.data).toEqual({ renewalToken: 'r1' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('community terms refusal (403 with data.reason "terms")', () => {
  it('sends the user to the terms wizard and keeps the session', async () => {
    vi.useFakeTimers();
    storeSession(makeUser({ agree: false }), 'member');
    stubFetch(() => envelopeResponse(403, { reason: 'terms' }, 'Please accept the community terms and conditions first'));

    const err = await failure(apiRequest('post/allPosts', { method: 'POST', body: {} }));
    expect(err.code).toBe(403);
    expect(err.data).toEqual({ reason: 'terms' });
    expect(navigate).toHaveBeenCalledWith('/community-terms-and-conditions');
    vi.advanceTimersByTime(1000);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(localStorage.getItem('token')).toBe('member');
  });

  it('a 403 with another reason is still an expired session', async () => {
    storeSession(makeUser(), 'x');
    stubFetch(() => envelopeResponse(403, { reason: 'role' }, 'no'));
    await failure(apiRequest('post/allPosts'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(navigate).not.toHaveBeenCalledWith('/community-terms-and-conditions');
  });
});

describe('the typed client (paths and types from the generated schema)', () => {
  it('fills path parameters, serializes the query and unwraps the envelope as api does', async () => {
    const spy = stubFetch(() => envelopeResponse(200, []));
    await expect(client.get('/api/notification/all', { params: { query: { offset: 0, limit: 50 } } })).resolves.toEqual([]);
    expect(spy.mock.calls[0][0]).toBe('/api/notification/all?offset=0&limit=50');
    spy.mockClear();
    await client.get('/api/blogs/bySlug/{slug}', { params: { path: { slug: 'a b' } } });
    expect(spy.mock.calls[0][0]).toBe('/api/blogs/bySlug/a%20b');
  });

  it('sends the body and the idempotency key, and fails with an ApiError as api does', async () => {
    storeSession(makeUser(), 'abc123');
    const spy = stubFetch(() => envelopeResponse(400, undefined, 'Bad amount'));
    const err = await failure(client.post('/api/refund/create', {
      body: { paymentId: 'p', email: 'a@b.co', amount: 1, videosUnlocked: false },
      idempotencyKey: 'k1',
    }));
    expect(err.code).toBe(400);
    expect(err.message).toBe('Bad amount');
    expect(headersOf(spy)['Idempotency-Key']).toBe('k1');
    expect(headersOf(spy).Authorization).toBe('Bearer abc123');
  });
});
