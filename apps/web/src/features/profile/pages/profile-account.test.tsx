import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ACCOUNT_MSG, type AccountSession, type Consent } from '@tlt/shared/account';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

const member = makeUser({ name: 'Asha Member', email: 'asha@example.com', contactNo: '9876543210' });
const HOUR = 3_600_000;
const session = (o: Partial<AccountSession>): AccountSession => ({
  _id: 's1', device: 'Android phone', browser: 'Chrome 126', ip: '203.0.113.7',
  createdAt: new Date(Date.now() - 5 * HOUR).toISOString(), lastSeenAt: null, current: false, ...o,
});
const SESSIONS = [
  session({ _id: 'here', current: true }),
  session({ _id: 'pc', device: 'Windows', browser: 'Edge 126', ip: '198.51.100.4', lastSeenAt: new Date(Date.now() - HOUR).toISOString() }),
];
const consent = (o: Partial<Consent>): Consent => ({
  _id: 'c1', kind: 'terms', version: '2026-11-01', source: 'signup', givenAt: '2026-11-02T10:00:00.000Z', withdrawnAt: null, ...o,
});

function setup(routes: Record<string, (body: any) => Response> = {}, user = member) {
  storeSession(user);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, user),
    'GET /api/learning/my-courses': () => envelopeResponse(200, []),
    'GET /api/user/me/sessions': () => envelopeResponse(200, { sessions: SESSIONS }),
    'GET /api/user/me/consents': () => envelopeResponse(200, {
      consents: [consent({ _id: 'm', kind: 'marketing', source: 'newsletter' }), consent({})], marketing: true,
    }),
    'PATCH /api/user/update': (body) => envelopeResponse(200, { ...user, ...body }),
    ...routes,
  });
  const utils = renderRoutes([{ path: '/profile', element: <ProfilePage /> }, { path: '/', element: <p>Home page</p> }], '/profile');
  const region = (name: string) => screen.getByRole('region', { name });
  return { ...utils, spy, region };
}

/** Sends `form` with a wrong password (the spec's message shows), then again with the right one. */
async function wrongPasswordThenRight(user: ReturnType<typeof setup>['user'], form: HTMLElement, field: string, submit: string, wrong: string) {
  await user.type(within(form).getByLabelText(field), wrong);
  await user.click(within(form).getByRole('button', { name: submit }));
  expect(await within(form).findByText(ACCOUNT_MSG.incorrectPassword)).toBeInTheDocument();

  await user.clear(within(form).getByLabelText(field));
  await user.type(within(form).getByLabelText(field), 'Member@123');
  await user.click(within(form).getByRole('button', { name: submit }));
}

describe('account details', () => {
  it('edits name and mobile with the spec messages, then shows the saved values', async () => {
    const { user, spy, region } = setup();
    const account = region('Account');
    await user.click(within(account).getByRole('button', { name: 'Edit name and mobile' }));
    const name = within(account).getByLabelText('Name');
    const phone = within(account).getByLabelText('Mobile number');
    await user.clear(name);
    await user.clear(phone);
    await user.type(phone, '12345');
    await user.click(within(account).getByRole('button', { name: 'Save' }));
    expect(await within(account).findByText(MSG.nameRequired)).toBeInTheDocument();
    expect(within(account).getByText(MSG.invalidContact)).toBeInTheDocument();
    expect(callsTo(spy, 'PATCH /api/user/update')).toHaveLength(0);

    await user.type(name, 'Asha R. Member');
    await user.clear(phone);
    await user.type(phone, '+919812345678');
    await user.click(within(account).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.profileUpdated));
    expect(callsTo(spy, 'PATCH /api/user/update')).toEqual([{ name: 'Asha R. Member', contactNo: '+919812345678' }]);
    expect(await within(account).findByText('Asha R. Member')).toBeInTheDocument();
    expect(within(account).getByText('+919812345678')).toBeInTheDocument();
  });

  it('changes the e-mail through a link: a wrong password lands on its field, success says where the link went', async () => {
    let tries = 0;
    const { user, spy, region } = setup({
      'POST /api/user/me/email': (body) => (++tries === 1
        ? envelopeResponse(400, undefined, ACCOUNT_MSG.incorrectPassword)
        : envelopeResponse(200, { pendingEmail: body.newEmail }, ACCOUNT_MSG.emailChangeSent(body.newEmail))),
    });
    const account = region('Account');
    await user.click(within(account).getByRole('button', { name: 'Change e-mail' }));
    await user.click(within(account).getByRole('button', { name: 'Send confirmation link' }));
    expect(await within(account).findByText(MSG.emailRequired)).toBeInTheDocument();
    await user.type(within(account).getByLabelText('New e-mail address'), 'asha.new@example.com');
    await wrongPasswordThenRight(user, account, 'Current password', 'Send confirmation link', 'Wrong!pass1');
    expect(await within(account).findByRole('status')).toHaveTextContent('asha.new@example.com');
    expect(callsTo(spy, 'POST /api/user/me/email').at(-1)).toEqual({ newEmail: 'asha.new@example.com', password: 'Member@123' });
    // The address on show is still the old one: nothing changes until the link is opened.
    expect(within(account).getByText('asha@example.com')).toBeInTheDocument();
  });
});

describe('signed-in devices', () => {
  it('lists the devices, marks this one, and signs another out', async () => {
    const { user, spy, region } = setup({ 'DELETE /api/user/me/sessions/pc': () => envelopeResponse(200, null, ACCOUNT_MSG.sessionEnded) });
    const devices = region('Signed-in devices');
    expect(await within(devices).findByText('This device')).toBeInTheDocument();
    expect(within(devices).getByText(/Windows · Edge 126/)).toBeInTheDocument();
    expect(within(devices).getByText(/198\.51\.100\.4/)).toBeInTheDocument();
    // No "Sign out" for the device in hand: that is Logout.
    expect(within(devices).getAllByRole('button', { name: /^Sign out (?!everywhere)/ })).toHaveLength(1);
    await user.click(within(devices).getByRole('button', { name: 'Sign out Windows · Edge 126' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.sessionEnded));
    expect(callsTo(spy, 'DELETE /api/user/me/sessions/pc')).toHaveLength(1);
  });

  it('signs out everywhere else after asking', async () => {
    const { user, spy, region } = setup({
      'POST /api/user/me/sessions/end-others': () => envelopeResponse(200, { ended: 1 }, ACCOUNT_MSG.otherSessionsEnded(1)),
    });
    const devices = region('Signed-in devices');
    await user.click(await within(devices).findByRole('button', { name: 'Sign out everywhere else' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere else?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.otherSessionsEnded(1)));
    expect(callsTo(spy, 'POST /api/user/me/sessions/end-others')).toHaveLength(1);
  });
});

describe('consents', () => {
  it('shows what was agreed and when, and withdraws marketing mail', async () => {
    const { user, spy, region } = setup({
      'PUT /api/user/me/consents/marketing': () => envelopeResponse(200, {
        consents: [consent({ _id: 'm', kind: 'marketing', source: 'newsletter', withdrawnAt: '2026-11-24T12:00:00.000Z' }), consent({})],
        marketing: false,
      }, ACCOUNT_MSG.marketingWithdrawn),
    });
    const section = region('Consents');
    expect(await within(section).findByText('Terms and conditions')).toBeInTheDocument();
    expect(within(section).getByText(/given when you registered/i)).toBeInTheDocument();
    const toggle = within(section).getByRole('switch', { name: 'Newsletter and offers by e-mail' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.marketingWithdrawn));
    expect(callsTo(spy, 'PUT /api/user/me/consents/marketing')).toEqual([{ given: false }]);
    expect(within(section).getByRole('switch', { name: 'Newsletter and offers by e-mail' })).toHaveAttribute('aria-checked', 'false');
    expect(within(section).getByText(/withdrawn on/)).toBeInTheDocument();
  });
});

describe('your data', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the export with the session\'s token', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, spy, region } = setup({
      'GET /api/user/me/export': () => new Response('{"profile":{}}', {
        status: 200, headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-data-2026-11-24.json"' },
      }),
    });
    await user.click(within(region('Your data')).getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(saved).toEqual(['my-data-2026-11-24.json']));
    const call = spy.mock.calls.find(([url]) => String(url) === '/api/user/me/export');
    expect((call?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('deletes the account with the password and the posts choice, then signs out and goes home', async () => {
    const { user, spy, region, router } = setup({
      'POST /api/user/me/delete': (body) => (body.password === 'Member@123'
        ? envelopeResponse(200, { posts: body.posts, postsRemoved: 2, commentsRemoved: 1, sessionsEnded: 1 }, ACCOUNT_MSG.accountDeleted)
        : envelopeResponse(400, undefined, ACCOUNT_MSG.incorrectPassword)),
      'GET /api/auth/logout': () => envelopeResponse(200, null),
    });
    await user.click(within(region('Your data')).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByLabelText(/Keep my posts and comments/)).toBeChecked();
    await user.click(within(dialog).getByLabelText('Remove my posts and comments'));
    await wrongPasswordThenRight(user, dialog, 'Your password', 'Delete my account', 'Nope!1234');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.accountDeleted));
    expect(callsTo(spy, 'POST /api/user/me/delete').at(-1)).toEqual({ password: 'Member@123', posts: 'remove' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is not offered to an admin (an admin account cannot be erased)', async () => {
    setup({}, makeUser({ userType: 'admin' }));
    expect(await screen.findByRole('region', { name: 'Signed-in devices' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your data' })).toBeNull();
  });
});
