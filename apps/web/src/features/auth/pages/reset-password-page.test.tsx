import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { withAuthModal } from '../../../test/with-auth-modal.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

function setup(path: string, answer: () => Response = () => envelopeResponse(200, null, MSG.resetSuccess)) {
  const spy = stubApi({ 'POST /api/user/resetPassword': answer });
  const utils = renderRoutes(
    withAuthModal([
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <p>login page</p> },
    ]),
    path,
  );
  return { ...utils, spy };
}

describe('reset password page', () => {
  it('checks the passwords with the spec messages before calling the server', async () => {
    const { user, spy } = setup('/reset-password?token=abc');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.confirmPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'different1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.passwordLength)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'NewSecret@1');
    expect(await screen.findByText(MSG.passwordsDoNotMatch)).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends the token as key, toasts success and goes to /login', async () => {
    const { user, spy } = setup('/reset-password?token=abc');
    await user.type(screen.getByLabelText('New password'), 'NewSecret@1');
    await user.type(screen.getByLabelText('Confirm password'), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/resetPassword')).toEqual([{ key: 'abc', password: 'NewSecret@1' }]);
    expect(toast.success).toHaveBeenCalledWith(MSG.resetSuccess);
  });

  it('toasts the spec failure and stays when the server refuses', async () => {
    const { user, router } = setup('/reset-password?token=old', () => envelopeResponse(400, undefined, MSG.resetLinkInvalid));
    await user.type(screen.getByLabelText('New password'), 'NewSecret@1');
    await user.type(screen.getByLabelText('Confirm password'), 'NewSecret@1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.resetFailed));
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('without a token shows the failure state and opens the forgot-password modal', async () => {
    const { user } = setup('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset link not valid' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Forgot Password' })).toBeInTheDocument();
  });
});
