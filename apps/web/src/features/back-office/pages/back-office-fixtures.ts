import type { ContactQuery } from '@tlt/shared/contact';
import type { Lead } from '@tlt/shared/leads';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';

export const ADMIN = makeUser({ _id: 'u-admin', name: 'Desk Admin', email: 'desk@example.com', userType: 'admin', payment: [] });
export const authStub = { 'GET /api/auth': () => envelopeResponse(200, ADMIN) };

export function contactQuery(o: Partial<ContactQuery> = {}): ContactQuery {
  return {
    _id: 'q1', name: 'Ravi Kumar', email: 'ravi@example.com', contactNo: '9876543210',
    message: 'How do I join the webinar?\nI paid yesterday.', image: null, active: true,
    createdAt: '2026-03-05T09:15:30.000Z', resolvedAt: null, ...o,
  };
}

export function lead(o: Partial<Lead> = {}): Lead {
  return {
    _id: 'l1', email: 'priya@example.com', label: '', name: 'Priya Shah', age: '31', gender: 'female', contactNo: '9123456780',
    requests: 1, createdAt: '2026-03-01T10:00:00.000Z', lastRequestedAt: '2026-03-01T10:00:00.000Z', ...o,
  };
}

/** `n` subscribers from number `from` (newest first), as GET subscribers/all answers them. */
export function subscribers(from: number, n: number) {
  return Array.from({ length: n }, (_, i) => ({
    _id: `s${from + i}`, email: `reader${from + i}@example.com`, createdAt: new Date(Date.UTC(2026, 2, 1) - (from + i) * 60_000).toISOString(),
  }));
}
