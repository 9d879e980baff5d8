import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { RENEW_EARLY_MSG } from '@tlt/shared/renew-early';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { PAID_CHECKOUT, callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import RenewEarlyPage from './renew-early-page.tsx';

const DAY = 24 * 3600 * 1000;
const member = makeUser({ name: 'Asha Member' });

/** Stands in for the profile's payment history, cached while the member renews (same query key). */
function CachedPayments() {
  useQuery({ queryKey: ['me', 'payments', member._id], queryFn: () => fetch('/api/user/me/payments').then(() => ({ items: [] })) });
  return <Outlet />;
}

function setup(renew: (body: unknown) => Response, user = member) {
  storeSession(user);
  const spy = stubApi({
    'GET /api/user/me/payments': () => envelopeResponse(200, { items: [] }),
    ...PAID_CHECKOUT,
    'POST /api/user/renewEarly': renew,
  });
  const utils = renderRoutes(
    [{
      element: <CachedPayments />,
      children: [
        { path: '/renew-early', element: <RenewEarlyPage /> },
        { path: '/profile', element: <p>profile page</p> },
      ],
    }],
    '/renew-early',
  );
  return { ...utils, spy };
}

describe('renew early page', () => {
  it('says the new period starts when the current one ends', async () => {
    setup(() => envelopeResponse(200, {}));
    expect(screen.getByRole('heading', { level: 1, name: 'Renew early' })).toBeInTheDocument();
    expect(screen.getByText(/Your membership runs until .*The period you pay for now starts then/)).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Plans' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Profile' })).toHaveAttribute('href', '/profile');
  });

  it('says a period that has ended is replaced by one starting today', () => {
    const ended = { ...member, payment: [{ ...member.payment[0], endDate: new Date(Date.now() - DAY).toISOString() }] };
    setup(() => envelopeResponse(200, {}), ended);
    expect(screen.getByText(/Your membership has ended: the period you pay for now starts today/)).toBeInTheDocument();
  });

  it('orders a renewal for the signed-in member (no token), sends the proof, then shows the payments', async () => {
    const renewed = { ...member, payment: [{ ...member.payment[0], endDate: new Date(Date.now() + 515 * DAY).toISOString(), planType: 'Yearly' }, ...member.payment] };
    const { user, spy, router } = setup(() => envelopeResponse(200, { user: renewed }, RENEW_EARLY_MSG.success));
    await screen.findByRole('group', { name: 'Plans' });
    await user.click(screen.getByRole('button', { name: 'Go · ₹31,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    expect(callsTo(spy, 'POST /api/order/create')).toEqual([{ planId: 3, purpose: 'renewal', name: 'Asha Member', email: 'member@example.com' }]);
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(RENEW_EARLY_MSG.success));
    expect(callsTo(spy, 'POST /api/user/renewEarly')).toEqual([{ orderId: 'order_3', txnId: 'pay_3', signature: 'sig_3' }]);
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#payments');
    expect(JSON.parse(localStorage.getItem('user') as string).payment[0].planType).toBe('Yearly');
    // The payment history is fetched again: the new payment and its invoice show at once.
    await waitFor(() => expect(callsTo(spy, 'GET /api/user/me/payments')).toHaveLength(2));
  });

  it('reports a refused renewal and stays', async () => {
    const { user } = setup(() => envelopeResponse(400, undefined, 'Payment could not be verified'));
    await screen.findByRole('group', { name: 'Plans' });
    await user.click(screen.getByRole('button', { name: 'Go · ₹31,499' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.renewFailed));
    expect(screen.getByRole('heading', { level: 1, name: 'Renew early' })).toBeInTheDocument();
  });
});
