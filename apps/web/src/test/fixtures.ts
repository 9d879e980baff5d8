import { vi } from 'vitest';
import type { User } from '@tlt/shared/user';

const DAY = 24 * 3600 * 1000;

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    _id: 'u1',
    name: 'Asha Member',
    email: 'member@example.com',
    contactNo: '9876543210',
    userType: 'normal',
    active: true,
    isProfitable: false,
    profileImg: null,
    agree: true,
    createdAt: '2024-01-01T00:00:00.000Z',
    experience: '2',
    investorType: '1',
    portfolio: '3',
    payment: [
      {
        amount: 17999,
        txnId: 'pay_1',
        orderId: 'order_1',
        startDate: new Date(Date.now() - 30 * DAY).toISOString(),
        endDate: new Date(Date.now() + 150 * DAY).toISOString(),
        planType: 'Half-Yearly',
        expiry: false,
      },
    ],
    addCourseDetails: null,
    deviceToken: [],
    language: 'en',
    ...overrides,
  };
}

export function storeSession(user: User, token = 'tok-1', area: Storage = localStorage): void {
  area.setItem('token', token);
  area.setItem('user', JSON.stringify(user));
}

export function envelopeResponse(code: number, data?: unknown, message?: string): Response {
  return new Response(JSON.stringify({ status: code >= 200 && code < 300, code, data, message }), {
    status: code,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** Replaces fetch at the global boundary; each call is recorded with its parsed URL path. */
export function stubFetch(handler: Handler) {
  const spy = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => Promise.resolve(handler(String(input), init)));
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** Every media query answers `matches` (true: a phone's narrow width), as useMediaQuery reads them. */
export function stubMediaQueries(matches: boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }));
}
