import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentHistoryItem } from '@tlt/shared/payments-history';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

const PAYMENT: PaymentHistoryItem = {
  kind: 'payment', _id: 'p1', date: '2026-05-01T10:00:00.000Z', planType: 'Half-Yearly', startDate: '2026-05-01T00:00:00.000Z',
  endDate: '2026-11-01T00:00:00.000Z', amount: 17999, method: 'pay_1', status: 'paid', refunded: 0, invoiceNumber: 'TLT/26-27/000001',
};

function setup(user = makeUser({ name: 'Asha Member' })) {
  storeSession(user);
  stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/learning/my-courses': () => envelopeResponse(200, []),
    'GET /api/user/me/payments': () => envelopeResponse(200, { items: [PAYMENT] }),
    'GET /api/user/me/billing-details': () => envelopeResponse(200, { stateCode: '27' }),
  });
  return renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile#payments');
}

describe('/profile: payments (issue 15)', () => {
  it('shows the payment history with its invoice, the billing details and Renew now while the period runs', async () => {
    setup();
    const history = screen.getByRole('region', { name: 'Payment history' });
    expect(await within(history).findByRole('button', { name: 'Download invoice TLT/26-27/000001' })).toBeInTheDocument();
    const billing = screen.getByRole('region', { name: 'Billing details' });
    expect(await within(billing).findByRole('combobox', { name: 'State' })).toHaveValue('27');
    // 150 days left: the profile offers it any time, the dashboard would not yet.
    const plan = screen.getByRole('region', { name: 'Plan and period' });
    expect(within(plan).getByRole('link', { name: 'Renew now' })).toHaveAttribute('href', '/renew-early');
  });

  it('has no billing details or Renew now for an admin', () => {
    setup(makeUser({ name: 'Desk Admin', userType: 'admin' }));
    expect(screen.queryByRole('region', { name: 'Billing details' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Renew now' })).toBeNull();
  });
});
