import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { PAID_CHECKOUT, callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PROCESSING_TEXT } from './processing-overlay.tsx';
import RenewSubscriptionPage from './renew-subscription-page.tsx';

const ENDED = { planType: 'Yearly', endDate: '2026-01-01T00:00:00.000Z', ended: true };

function setup(renew: () => Response | Promise<Response>, link: () => Response = () => envelopeResponse(200, ENDED)) {
  const spy = stubApi({
    'GET /api/renewal/tok-9': link,
    ...PAID_CHECKOUT,
    'POST /api/user/renewSubscription': renew,
  });
  const utils = renderRoutes(
    [
      { path: '/renew-subscription/:renewalToken', element: <RenewSubscriptionPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    '/renew-subscription/tok-9',
  );
  return { ...utils, spy };
}

describe('renew subscription page', () => {
  it('speaks to a current member: when the membership ends, and to renew now (issue 26 §4)', async () => {
    // 00:00 on 30 Nov 2026 in India: the last day is the 29th.
    setup(() => envelopeResponse(200, {}), () => envelopeResponse(200, { planType: 'Half-Yearly', endDate: '2026-11-29T18:30:00.000Z', ended: false }));
    expect(await screen.findByText(/Your membership ends on 29 November 2026; renew now\./)).toBeInTheDocument();
    expect(screen.queryByText(/has ended/)).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Plans' })).toBeInTheDocument();
  });

  it('tells a member whose period is over that it has ended', async () => {
    setup(() => envelopeResponse(200, {}));
    expect(await screen.findByText(/Your membership has ended\./)).toBeInTheDocument();
  });

  it('a dead link says so, with the way back to login, and offers no payment', async () => {
    setup(() => envelopeResponse(200, {}), () => envelopeResponse(404, undefined, MSG.renewalTokenInvalid));
    expect(await screen.findByText(MSG.renewalTokenInvalid)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Plans' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('selects the 12-month plan by default and marks it Most Popular', async () => {
    setup(() => envelopeResponse(200, {}));
    const group = await screen.findByRole('group', { name: 'Plans' });
    const selected = within(group).getByRole('button', { pressed: true });
    expect(selected).toHaveTextContent('Yearly');
    expect(selected).toHaveTextContent('Most Popular');
    expect(within(group).getAllByText('Most Popular')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Renew Subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('pays with the renewal token, shows the overlay while renewing, then goes to /login', async () => {
    let finish: (r: Response) => void = () => {};
    const { user, spy, router } = setup(() => new Promise<Response>((resolve) => (finish = resolve)));
    await screen.findByRole('group', { name: 'Plans' });
    await user.click(screen.getByRole('button', { name: 'Go · ₹31,499' }));
    expect(screen.getByText(PROCESSING_TEXT)).toBeInTheDocument();

    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    expect(callsTo(spy, 'POST /api/order/create')).toEqual([{ planId: 3, renewalToken: 'tok-9' }]);
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

    await waitFor(() => expect(callsTo(spy, 'POST /api/user/renewSubscription')).toHaveLength(1));
    expect(screen.getByText(PROCESSING_TEXT)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/renewSubscription')[0]).toEqual({
      token: 'tok-9', orderId: 'order_3', txnId: 'pay_3', signature: 'sig_3',
    });
    finish(envelopeResponse(200, { payment: {} }, MSG.renewSuccess));

    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(toast.success).toHaveBeenCalledWith(MSG.renewSuccess);
  });

  it('starts the payment when the selected card is clicked again, and reports a failed renewal', async () => {
    const { user } = setup(() => envelopeResponse(400, undefined, MSG.renewalTokenInvalid));
    const group = await screen.findByRole('group', { name: 'Plans' });
    await user.click(within(group).getByRole('button', { name: /Half-Yearly/ }));
    await user.click(within(group).getByRole('button', { name: /Half-Yearly/ }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    expect(within(dialog).getByText('₹17,999')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.renewFailed));
    expect(screen.queryByText(PROCESSING_TEXT)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go · ₹17,999' })).toBeEnabled();
  });
});
