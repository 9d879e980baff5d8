import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import { Header } from '../../../components/layout/header.tsx';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, makePurchase, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import ProfilePage from './profile-page.tsx';

const member = makeUser({ name: 'Asha Member' });
const NEW_IMG = 'https://cdn.example/uploads/u1.webp';

function setup(routes: Record<string, (body: any) => Response> = {}) {
  storeSession(member);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, member),
    'GET /api/learning/my-courses': () => envelopeResponse(200, [makePurchase('technical-analysis', 'Profitable Trading Masterclass')]),
    'POST /api/upload': () => envelopeResponse(200, { location: NEW_IMG }),
    'PATCH /api/user/update': (body) => envelopeResponse(200, { ...member, ...body }),
    'POST /api/user/changePassword': () => envelopeResponse(200, null, MSG.passwordChanged),
    ...routes,
  });
  const utils = renderRoutes(
    [{ element: <><Header /><Outlet /></>, children: [{ path: '/profile', element: <ProfilePage /> }] }],
    '/profile',
  );
  return { ...utils, spy };
}

const png = (bytes: number) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

describe('profile page', () => {
  it('shows the plan, its period and the course access', async () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Plan and period' });
    expect(within(plan).getByText('Half-Yearly')).toBeInTheDocument();
    expect(within(plan).getByText(/^15[01] days left$/)).toBeInTheDocument();
    expect(await screen.findByText('Profitable Trading Masterclass')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get the apps' })).toBeInTheDocument();
  });

  it('refuses an image over 2 MB in the browser', async () => {
    const { user, spy } = setup();
    await user.upload(screen.getByLabelText('Change profile image'), png(IMAGE_MAX_BYTES + 1));
    expect(toast.error).toHaveBeenCalledWith(MSG.imageTooLarge);
    expect(callsTo(spy, 'POST /api/upload')).toHaveLength(0);
  });

  it('uploads the image, saves its URL and updates the header avatar', async () => {
    const { user, spy } = setup();
    await user.upload(screen.getByLabelText('Change profile image'), png(1000));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.profileImageChanged));
    const [form] = callsTo(spy, 'POST /api/upload');
    expect((form as FormData).get('file')).toBeInstanceOf(File);
    expect(callsTo(spy, 'PATCH /api/user/update')).toEqual([{ profileImg: NEW_IMG }]);
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', NEW_IMG);
    expect(JSON.parse(localStorage.getItem('user') as string).profileImg).toBe(NEW_IMG);
  });

  it('says so when the upload fails', async () => {
    const { user } = setup({ 'POST /api/upload': () => envelopeResponse(500, undefined, 'boom') });
    await user.upload(screen.getByLabelText('Change profile image'), png(1000));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.profileImageFailed));
  });
});

describe('change password', () => {
  const submit = () => screen.getByRole('button', { name: 'Change password' });

  it('shows the spec messages', async () => {
    const { user, spy } = setup();
    await user.click(submit());
    expect(await screen.findByText(MSG.oldPasswordRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.newPasswordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Old password'), 'Member@123');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.click(submit());
    expect(await screen.findByText(MSG.weakPassword)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'Member@123');
    await user.click(submit());
    expect(await screen.findByText(MSG.samePassword)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/user/changePassword')).toHaveLength(0);
  });

  it('toasts a wrong old password', async () => {
    const { user } = setup({ 'POST /api/user/changePassword': () => envelopeResponse(400, undefined, MSG.incorrectOldPassword) });
    await user.type(screen.getByLabelText('Old password'), 'Wrong@123');
    await user.type(screen.getByLabelText('New password'), 'Better@456');
    await user.click(submit());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.incorrectOldPassword));
  });

  it('changes the password and clears the form', async () => {
    const { user, spy } = setup();
    await user.type(screen.getByLabelText('Old password'), 'Member@123');
    await user.type(screen.getByLabelText('New password'), 'Better@456');
    await user.click(submit());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.passwordChanged));
    expect(callsTo(spy, 'POST /api/user/changePassword')).toEqual([{ oldPassword: 'Member@123', newPassword: 'Better@456' }]);
    expect(screen.getByLabelText('Old password')).toHaveValue('');
  });
});
