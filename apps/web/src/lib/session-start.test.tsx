import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../test/fixtures.ts';
import { queriesSettled, TestProviders } from '../test/render.tsx';
import { applyRefreshedUser, startSession } from './session-start.ts';

afterEach(() => vi.restoreAllMocks());

const past = new Date(Date.now() - 1000).toISOString();

function expiredMember() {
  const user = makeUser();
  return makeUser({ payment: [{ ...user.payment[0], endDate: past }] });
}

describe('startSession (app start)', () => {
  it('clears a stored member whose current plan has ended', () => {
    storeSession(expiredMember(), 'tok');
    expect(startSession()).toEqual({ session: null, expired: true });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('clears a member without any payment, also from sessionStorage', () => {
    storeSession(makeUser({ payment: [] }), 'tok', sessionStorage);
    expect(startSession().expired).toBe(true);
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps an admin even without a plan', () => {
    const admin = makeUser({ userType: 'admin', payment: [] });
    storeSession(admin, 'tok');
    expect(startSession()).toEqual({ session: { token: 'tok', user: admin }, expired: false });
    expect(localStorage.getItem('token')).toBe('tok');
  });

  it('keeps a member with a current plan, and reports nothing when nobody is stored', () => {
    const user = makeUser();
    storeSession(user, 'tok');
    expect(startSession()).toEqual({ session: { token: 'tok', user }, expired: false });
    localStorage.clear();
    expect(startSession()).toEqual({ session: null, expired: false });
  });
});

describe('applyRefreshedUser', () => {
  it('leaves storage untouched when only unlisted fields differ', () => {
    const stored = makeUser();
    storeSession(stored, 'tok');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const fresh = { ...stored, createdAt: '2020-02-02T00:00:00.000Z', contactNo: '9000000000', deviceToken: ['d'] };
    expect(applyRefreshedUser(stored, fresh)).toBe(false);
    expect(setItem).not.toHaveBeenCalled();
  });

  it.each([
    ['name', { name: 'Asha Renamed' }],
    ['agree', { agree: false }],
    ['payment', { payment: [] }],
    ['profileImg', { profileImg: 'https://cdn.example/a.webp' }],
  ])('rewrites the stored user when %s differs, in the same storage area', (_field, change) => {
    const stored = makeUser();
    storeSession(stored, 'tok', sessionStorage);
    const fresh = { ...stored, ...change };
    expect(applyRefreshedUser(stored, fresh)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('user') as string)).toEqual(fresh);
    expect(localStorage.getItem('user')).toBeNull();
  });
});

describe('SessionProvider refresh from GET /api/auth', () => {
  it('writes the refreshed user when a listed field changed', async () => {
    const stored = makeUser();
    storeSession(stored, 'tok');
    const spy = stubFetch(() => envelopeResponse(200, { ...stored, name: 'New Name' }));
    render(<TestProviders>child</TestProviders>);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') as string).name).toBe('New Name'));
    expect(spy.mock.calls[0][0]).toBe('/api/auth');
  });

  it('does not rewrite storage when nothing listed changed', async () => {
    const stored = makeUser();
    storeSession(stored, 'tok');
    const before = localStorage.getItem('user');
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const spy = stubFetch(() => envelopeResponse(200, { ...stored, createdAt: '2019-01-01T00:00:00.000Z' }));
    render(<TestProviders>child</TestProviders>);
    await waitFor(() => expect(spy).toHaveBeenCalled());
    await queriesSettled();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBe(before);
  });
});
