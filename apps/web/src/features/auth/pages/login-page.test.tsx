import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { SITE_CONTACT_SEED } from '@tlt/shared/content/site-seed';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, stubFetch as stubAll } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { withAuthModal } from '../../../test/with-auth-modal.tsx';
import { LOGIN_SUCCESS_PATH } from '../login-outcome.ts';
import LoginPage from './login-page.tsx';

/** The page also reads the course site's address (content site.contact); these tests are about the login calls. */
const isContent = (url: unknown) => String(url).startsWith('/api/content/');
function stubFetch(handler: Parameters<typeof stubAll>[0]) {
  const spy = stubAll((url, init) => (isContent(url) ? envelopeResponse(200, { 'site.contact': SITE_CONTACT_SEED }) : handler(url, init)));
  return { get mock() { return { calls: spy.mock.calls.filter(([url]) => !isContent(url)) }; } };
}

function Renew() {
  return <p>renew {useParams().token}</p>;
}

function setup() {
  return renderRoutes(
    withAuthModal([
      { path: '/login', element: <LoginPage /> },
      { path: LOGIN_SUCCESS_PATH, element: <p>landed</p> },
      { path: '/renew-subscription/:token', element: <Renew /> },
    ]),
    '/login',
  );
}

async function submitLogin(user: UserEvent, remember = false) {
  await user.click(screen.getByRole('button', { name: 'Platform Login' }));
  await user.type(screen.getByLabelText('Email'), 'Member@Example.com');
  await user.type(screen.getByLabelText('Password'), 'Member@123');
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login page', () => {
  it('offers Course Login as an external link and Platform Login as the form', async () => {
    stubFetch(() => envelopeResponse(404));
    setup();
    // The course site's address arrives with the site's content (the seed's placeholder is never a link: issue 26 §8).
    expect(await screen.findByRole('link', { name: /Course Login/ }, { timeout: 5000 })).toHaveAttribute('href', SITE_CONTACT_SEED.courseSiteUrl);
    expect(screen.getByRole('link', { name: /Course Login/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Platform Login' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join us' })).toHaveAttribute('href', '/register');
  });

  it('shows the spec field messages and does not call the server', async () => {
    const spy = stubFetch(() => envelopeResponse(200));
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Platform Login' }));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(spy.mock.calls).toHaveLength(0);
  });

  it.each([
    [401, MSG.accountSuspended],
    [403, MSG.wrongCredentials],
    [400, MSG.loginFailed],
    [429, MSG.loginFailed],
    [500, MSG.loginFailed],
  ])('answers code %i with its spec message', async (code, message) => {
    stubFetch(() => envelopeResponse(code, undefined, 'server text'));
    const { user, router } = setup();
    await submitLogin(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('answers 402 with the renewal message and goes to the renewal page', async () => {
    stubFetch(() => envelopeResponse(402, { renewalToken: 'renew-42' }, MSG.loginSubscriptionExpired));
    const { user } = setup();
    await submitLogin(user);
    expect(await screen.findByText('renew renew-42')).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith(MSG.loginSubscriptionExpired);
  });

  it('answers 402 without a token with the message only', async () => {
    stubFetch(() => envelopeResponse(402, undefined, MSG.loginSubscriptionExpired));
    const { user, router } = setup();
    await submitLogin(user);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.loginSubscriptionExpired));
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    [true, localStorage, sessionStorage],
    [false, sessionStorage, localStorage],
  ])('with remember=%s stores the session in the right place and lands on the dashboard', async (remember, used, unused) => {
    const member = makeUser();
    const spy = stubFetch(() => envelopeResponse(200, { token: 'new-token', user: member }));
    const { user } = setup();
    await submitLogin(user, remember);
    expect(await screen.findByText('landed')).toBeInTheDocument();
    const [url, init] = spy.mock.calls[0];
    expect(url).toBe('/api/auth/login');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'member@example.com', password: 'Member@123', remember });
    expect(used.getItem('token')).toBe('new-token');
    expect(JSON.parse(used.getItem('user') as string)).toEqual(member);
    expect(unused.getItem('token')).toBeNull();
  });
});

describe('forgot password modal', () => {
  async function openForgot(user: UserEvent) {
    await user.click(screen.getByRole('button', { name: 'Platform Login' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    return screen.findByRole('dialog', { name: 'Forgot Password' });
  }

  it('keeps submit disabled while empty, then confirms, clears and closes', async () => {
    const spy = stubFetch(() => envelopeResponse(200));
    const { user } = setup();
    const dialog = await openForgot(user);
    const submit = within(dialog).getByRole('button', { name: 'Send reset link' });
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Email'), 'member@example.com');
    expect(submit).toBeEnabled();
    await user.click(submit);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.forgotPasswordSent));
    expect(spy.mock.calls[0][0]).toBe('/api/user/forgetPassword');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the failure message and stays open', async () => {
    stubFetch(() => envelopeResponse(500, undefined, 'boom'));
    const { user } = setup();
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText('Email'), 'member@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.forgotPasswordFailed));
    expect(screen.getByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });

  it('rejects an invalid email with the spec message', async () => {
    const spy = stubFetch(() => envelopeResponse(200));
    const { user } = setup();
    const dialog = await openForgot(user);
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await within(dialog).findByText(MSG.invalidEmail)).toBeInTheDocument();
    expect(spy.mock.calls).toHaveLength(0);
  });
});
