import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ACCOUNT_MSG, type AccountSession, type Consent } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

// The profile's account sections past their main journeys (profile-account.test.tsx): the other
// choice, the empty and failed states, and the server's refusals.

const member = makeUser({ name: 'Asha Member', email: 'asha@example.com', contactNo: '9876543210' });
const here: AccountSession = {
  _id: 'here', device: 'Android phone', browser: 'Chrome 126', ip: '203.0.113.7',
  createdAt: new Date().toISOString(), lastSeenAt: null, current: true,
};
const withdrawn: Consent = {
  _id: 'm', kind: 'marketing', version: '2026-11-01', source: 'newsletter',
  givenAt: '2026-11-02T10:00:00.000Z', withdrawnAt: '2026-11-20T10:00:00.000Z',
};

function setup(routes: Record<string, (body: any) => Response> = {}) {
  storeSession(member);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, member),
    'GET /api/learning/my-courses': () => envelopeResponse(200, []),
    'GET /api/user/me/sessions': () => envelopeResponse(200, { sessions: [here] }),
    'GET /api/user/me/consents': () => envelopeResponse(200, { consents: [], marketing: false }),
    ...routes,
  });
  const utils = renderRoutes([{ path: '/profile', element: <ProfilePage /> }, { path: '/', element: <p>Home page</p> }], '/profile');
  const region = (name: string) => screen.getByRole('region', { name });
  return { ...utils, spy, region };
}

afterEach(() => vi.restoreAllMocks());

describe('account details', () => {
  it('shows the server\'s refusal of a change and keeps the form open', async () => {
    const { user, spy, region } = setup({ 'PATCH /api/user/update': () => envelopeResponse(400, undefined, MSG.invalidContact) });
    const account = region('Account');
    await user.click(within(account).getByRole('button', { name: 'Edit name and mobile' }));
    await user.clear(within(account).getByLabelText('Name'));
    await user.type(within(account).getByLabelText('Name'), 'Asha R.');
    await user.click(within(account).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.invalidContact));
    expect(callsTo(spy, 'PATCH /api/user/update')).toEqual([{ name: 'Asha R.', contactNo: '9876543210' }]);
    expect(within(account).getByRole('form', { name: 'Edit name and mobile' })).toBeInTheDocument();
  });

  it('cancel leaves the details as they were and sends nothing', async () => {
    const { user, spy, region } = setup();
    const account = region('Account');
    await user.click(within(account).getByRole('button', { name: 'Edit name and mobile' }));
    await user.clear(within(account).getByLabelText('Name'));
    await user.click(within(account).getByRole('button', { name: 'Cancel' }));
    expect(within(account).getByText('Asha Member')).toBeInTheDocument();
    expect(callsTo(spy, 'PATCH /api/user/update')).toHaveLength(0);
  });
});

describe('signed-in devices', () => {
  it('with only this device: nothing to sign out, "everywhere else" disabled', async () => {
    const { region } = setup();
    const devices = region('Signed-in devices');
    expect(await within(devices).findByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText('Active now')).toBeInTheDocument();
    expect(within(devices).queryByRole('button', { name: /^Sign out (?!everywhere)/ })).toBeNull();
    expect(within(devices).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('says so when the list cannot be loaded, and retries', async () => {
    let down = true;
    const { user, region } = setup({
      'GET /api/user/me/sessions': () => (down
        ? envelopeResponse(500, undefined, MSG.internalError)
        : envelopeResponse(200, { sessions: [here] })),
    });
    const devices = region('Signed-in devices');
    // A 5xx gets one more try by itself (app/query-client.ts) before the section says so.
    expect(await within(devices).findByText('Could not load your devices.', {}, { timeout: 4000 })).toBeInTheDocument();
    down = false;
    await user.click(within(devices).getByRole('button', { name: 'Try again' }));
    expect(await within(devices).findByText('This device')).toBeInTheDocument();
  });
});

describe('consents', () => {
  it('says none are recorded, and gives marketing consent again on the switch', async () => {
    const { user, spy, region } = setup({
      'PUT /api/user/me/consents/marketing': () => envelopeResponse(200, {
        consents: [{ ...withdrawn, _id: 'n', source: 'profile', givenAt: '2026-11-24T10:00:00.000Z', withdrawnAt: null }, withdrawn],
        marketing: true,
      }, ACCOUNT_MSG.marketingGiven),
    });
    const section = region('Consents');
    expect(await within(section).findByText('No consents recorded yet.')).toBeInTheDocument();
    const toggle = within(section).getByRole('switch', { name: 'Newsletter and offers by e-mail' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.marketingGiven));
    expect(callsTo(spy, 'PUT /api/user/me/consents/marketing')).toEqual([{ given: true }]);
    expect(within(section).getByRole('switch', { name: 'Newsletter and offers by e-mail' })).toHaveAttribute('aria-checked', 'true');
    expect(within(section).getByText(/Given on this page on/)).toBeInTheDocument();
  });
});

describe('your data', () => {
  it('an export the server refuses saves nothing and says why', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user, region } = setup({ 'GET /api/user/me/export': () => envelopeResponse(429, undefined, MSG.tooManyRequests) });
    await user.click(within(region('Your data')).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Download failed', { description: MSG.tooManyRequests }));
    expect(click).not.toHaveBeenCalled();
    expect(within(region('Your data')).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('keeps the posts by default; a refusal other than the password is a toast, and the member stays signed in', async () => {
    const { user, spy, region, router } = setup({
      'POST /api/user/me/delete': () => envelopeResponse(429, undefined, MSG.tooManyRequests),
    });
    await user.click(within(region('Your data')).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(MSG.passwordRequired)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/me/delete')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'Member@123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.tooManyRequests));
    expect(callsTo(spy, 'POST /api/user/me/delete')).toEqual([{ password: 'Member@123', posts: 'keep' }]);
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).toBe('tok-1');
  });
});
