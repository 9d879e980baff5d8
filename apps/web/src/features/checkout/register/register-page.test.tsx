import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { PAID, PLANS, callsTo, makeOrder, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CANCEL_CONFIRM_TEXT } from '../components/test-checkout-dialog.tsx';
import RegisterPage from './register-page.tsx';

const member = makeUser({ name: 'Ravi Kumar', email: 'ravi@example.com' });
const baseRoutes = {
  'GET /api/plan/all': () => envelopeResponse(200, PLANS),
  'POST /api/user/isUserExists': () => envelopeResponse(200, false),
  'POST /api/order/create': (body: { planId: number }) => envelopeResponse(200, makeOrder(body.planId)),
  'POST /api/payments/test/checkout': (body: { outcome: string }) =>
    envelopeResponse(200, body.outcome === 'pay' ? PAID : { failed: true, description: 'Card declined' }),
  'POST /api/auth/signup': () => envelopeResponse(200, { user: member, token: 'new-token' }, MSG.signupSuccess),
};

function setup(path = '/register', routes: Partial<typeof baseRoutes> = {}) {
  const spy = stubApi({ ...baseRoutes, ...routes });
  const utils = renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/thank-you', element: <p>thank you page</p> },
    ],
    path,
  );
  return { ...utils, spy };
}

const joinUs = () => screen.getByRole('button', { name: 'Join Us' });

async function fillDetails(user: UserEvent) {
  await user.type(screen.getByLabelText('Name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'Ravi@Example.com');
  await user.type(screen.getByLabelText('Contact'), '9876543210');
  await user.type(screen.getByLabelText('Password'), 'Secret@123');
  await user.type(screen.getByLabelText('Confirm password'), 'Secret@123');
  await user.click(screen.getByRole('checkbox'));
}

async function toPlans(user: UserEvent) {
  await fillDetails(user);
  await user.click(joinUs());
  await user.click(await screen.findByRole('button', { name: 'Skip' }));
  return screen.findByRole('group', { name: 'Plans' });
}

const pressedPlan = (group: HTMLElement) => within(group).getByRole('button', { pressed: true });

describe('register step 1', () => {
  it('shows the spec messages and keeps Join Us disabled until everything is right', async () => {
    const { user, spy } = setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Us' })).toBeInTheDocument();
    expect(joinUs()).toBeDisabled();

    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(await screen.findByText(MSG.nameRequired)).toBeInTheDocument();
    const wrong: [label: string, typed: string, message: string][] = [
      ['Email', 'not-an-email', MSG.invalidEmail],
      ['Contact', '12345', MSG.invalidContact],
      ['Password', 'short', MSG.passwordLength],
      ['Confirm password', 'other', MSG.passwordsDoNotMatch],
    ];
    for (const [label, typed, message] of wrong) {
      await user.type(screen.getByLabelText(label), typed);
      await user.tab();
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(joinUs()).toBeDisabled();

    for (const label of ['Name', 'Email', 'Contact', 'Password', 'Confirm password']) await user.clear(screen.getByLabelText(label));
    await fillDetails(user);
    expect(joinUs()).toBeEnabled();
    await user.click(screen.getByRole('checkbox'));
    expect(joinUs()).toBeDisabled();
    expect(screen.getByRole('link', { name: /Terms & Conditions/ })).toHaveAttribute('href', '/terms-and-conditions');
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('link', { name: /Disclaimer/ })).toHaveAttribute('href', '/disclaimer');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(spy).not.toHaveBeenCalledWith('/api/user/isUserExists', expect.anything());
  });

  it('stays on step 1 with the spec toast when the email already has an account', async () => {
    const { user, spy } = setup('/register', { 'POST /api/user/isUserExists': () => envelopeResponse(200, true) });
    await fillDetails(user);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.userExists));
    expect(callsTo(spy, 'POST /api/user/isUserExists')).toEqual([{ email: 'ravi@example.com' }]);
    expect(screen.getByRole('heading', { level: 2, name: /Your details/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();
  });
});

describe('register step 2', () => {
  it('turns Skip into Proceed once a profile field is chosen, and Go back keeps step 1 filled', async () => {
    const { user } = setup();
    await fillDetails(user);
    await user.click(joinUs());
    const skip = await screen.findByRole('button', { name: 'Skip' });
    expect(screen.getByRole('heading', { level: 2, name: /Investor profile/ })).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Trading experience'), '3');
    expect(skip).toHaveTextContent('Proceed');
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Ravi Kumar');
    expect(joinUs()).toBeEnabled();
  });
});

describe('register step 3', () => {
  it.each([
    ['/register?plan_selected=3', 'Yearly'],
    ['/register?plan_selected=1', 'Quarterly'],
    ['/register', 'Half-Yearly'],
    ['/register?plan_selected=42', 'Half-Yearly'],
  ])('%s selects the %s plan', async (path, planType) => {
    const { user } = setup(path);
    const group = await toPlans(user);
    expect(pressedPlan(group)).toHaveTextContent(planType);
    expect(within(group).getAllByRole('button')).toHaveLength(3);
  });

  it('selects a card on the first click and starts the payment on a click of the selected card', async () => {
    const { user, spy } = setup();
    const group = await toPlans(user);
    const yearly = within(group).getByRole('button', { name: /Yearly/, pressed: false });
    await user.click(within(group).getByRole('button', { name: /Quarterly/ }));
    await user.click(yearly);
    expect(yearly).toHaveAttribute('aria-pressed', 'true');
    expect(callsTo(spy, 'POST /api/order/create')).toHaveLength(0);
    await user.click(yearly);
    await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    expect(callsTo(spy, 'POST /api/order/create')).toEqual([{ planId: 3, name: 'Ravi Kumar', email: 'ravi@example.com' }]);
  });
});

describe('register payment', () => {
  it('pays in the test checkout, signs up, stores the session and lands on /thank-you', async () => {
    const { user, spy, router } = setup('/register?plan_selected=3');
    await toPlans(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹31,499' }));
    // Radix hides the page from the accessibility tree while the checkout is open.
    expect(screen.getByRole('button', { name: 'Please wait…', hidden: true })).toBeDisabled();

    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    expect(within(dialog).getByText('₹31,499')).toBeInTheDocument();
    expect(within(dialog).getByText('Yearly membership (12 months)')).toBeInTheDocument();
    expect(within(dialog).getByText('9876543210')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));

    expect(await screen.findByText('thank you page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(callsTo(spy, 'POST /api/payments/test/checkout')).toEqual([{ orderId: 'order_3', outcome: 'pay' }]);
    expect(callsTo(spy, 'POST /api/auth/signup')).toEqual([
      {
        name: 'Ravi Kumar', email: 'ravi@example.com', contactNo: '9876543210', password: 'Secret@123',
        portfolio: null, experience: null, investorType: null,
        payment: { orderId: 'order_3', txnId: 'pay_3', signature: 'sig_3' },
      },
    ]);
    expect(toast.success).toHaveBeenCalledWith(MSG.signupSuccess);
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(JSON.parse(localStorage.getItem('user') as string)).toEqual(member);
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'conversion', value: 31499, currency: 'INR', transactionId: 'pay_3' }),
    );
  });

  it('records Payment Cancelled and clears loading when the checkout is closed', async () => {
    const { user, spy } = setup();
    await toPlans(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹17,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel payment' }));
    expect(within(dialog).getByText(CANCEL_CONFIRM_TEXT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Pay ₹17,999' })).toBeEnabled();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'event', category: 'Registration', action: 'Payment Cancelled', label: 'Half-Yearly' }),
    );
    expect(callsTo(spy, 'POST /api/auth/signup')).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('records Payment Failed when the payment fails, and lets the payer retry', async () => {
    const { user } = setup();
    await toPlans(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹17,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Card declined');
    expect(window.dataLayer).toContainEqual(expect.objectContaining({ action: 'Payment Failed' }));
    expect(within(dialog).getByRole('button', { name: /^Pay/ })).toBeEnabled();
  });

  it('toasts the spec message, records Payment Failed and clears loading when the order fails', async () => {
    const { user, spy } = setup('/register', {
      'POST /api/order/create': () => envelopeResponse(500, undefined, 'boom'),
    });
    await toPlans(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹17,999' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.orderFailed));
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'event', category: 'Registration', action: 'Payment Failed' }),
    );
    expect(screen.getByRole('button', { name: 'Pay ₹17,999' })).toBeEnabled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/payments/test/checkout')).toHaveLength(0);
  });

  it('toasts the server message when the signup is refused after payment', async () => {
    const { user, router } = setup('/register', {
      'POST /api/auth/signup': () => envelopeResponse(400, undefined, MSG.orderAlreadyUsed),
    });
    await toPlans(user);
    await user.click(screen.getByRole('button', { name: 'Pay ₹17,999' }));
    const dialog = await screen.findByRole('dialog', { name: 'The Lazy Trader' });
    await user.click(within(dialog).getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.orderAlreadyUsed));
    expect(router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
