import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ConfirmEmailPage from './confirm-email-page.tsx';

function setup(path: string, routes: Record<string, (body: any) => Response> = {}) {
  const spy = stubApi(routes);
  const utils = renderRoutes([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], path);
  return { ...utils, spy };
}

describe('/confirm-email', () => {
  it('changes nothing on opening; the button confirms with the link\'s token', async () => {
    const { user, spy } = setup('/confirm-email?token=abc123', {
      'POST /api/user/email/confirm': () => envelopeResponse(200, { email: 'new@example.com' }, ACCOUNT_MSG.emailChanged('new@example.com')),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your new e-mail address' })).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/email/confirm')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    expect(await screen.findByRole('heading', { name: 'E-mail address changed' })).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_MSG.emailChanged('new@example.com'))).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/email/confirm')).toEqual([{ token: 'abc123' }]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('shows the server\'s refusal of a used or expired link', async () => {
    const { user } = setup('/confirm-email?token=old', {
      'POST /api/user/email/confirm': () => envelopeResponse(400, undefined, ACCOUNT_MSG.emailLinkInvalid),
    });
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MSG.emailLinkInvalid);
  });

  it('says the link is broken when it has no token', () => {
    setup('/confirm-email');
    expect(screen.getByRole('heading', { name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm new e-mail address' })).toBeNull();
  });

  it('a browser signed in to the account shows the new address at once', async () => {
    const before = makeUser({ email: 'old@example.com' });
    storeSession(before);
    let confirmed = false;
    const { user } = setup('/confirm-email?token=abc', {
      'GET /api/auth': () => envelopeResponse(200, confirmed ? { ...before, email: 'new@example.com' } : before),
      'POST /api/user/email/confirm': () => {
        confirmed = true;
        return envelopeResponse(200, { email: 'new@example.com' });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail address' }));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') as string).email).toBe('new@example.com'));
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/profile');
  });
});
