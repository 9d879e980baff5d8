import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { ACCOUNT_MSG } from '@tlt/shared/account';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import MemberDetailPage from './member-detail-page.tsx';
import { memberDetail } from './members-fixtures.ts';

const admin = makeUser({ _id: 'u-admin', userType: 'admin', payment: [] });

function setup(detail = memberDetail()) {
  storeSession(admin);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/user/m1/detail': () => envelopeResponse(200, detail),
    'GET /api/user/all': () => envelopeResponse(200, { members: [], total: 0, offset: 0, limit: 500 }),
    'POST /api/user/m1/erase': (body) =>
      envelopeResponse(200, { posts: body.posts, postsRemoved: 0, commentsRemoved: 0, sessionsEnded: 1 }, ACCOUNT_MSG.memberErased),
  });
  const utils = renderRoutes([
    { path: '/all-users/:userId', element: <MemberDetailPage /> },
    { path: '/all-users', element: <p>All users list</p> },
  ], '/all-users/m1');
  return { ...utils, spy };
}

describe('erasing a member on their request', () => {
  it('asks what happens to the posts and the request, erases, then goes back to the list', async () => {
    const { user, spy, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Erase member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase Asha Verma?' });
    await user.click(within(dialog).getByLabelText('Remove them'));
    await user.type(within(dialog).getByLabelText('Request (optional)'), 'Mail of 24-11-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Erase member' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ACCOUNT_MSG.memberErased));
    expect(callsTo(spy, 'POST /api/user/m1/erase')).toEqual([{ posts: 'remove', reason: 'Mail of 24-11-2026' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/all-users'));
  });

  it('is not offered for an account already erased', async () => {
    const base = memberDetail();
    setup({ ...base, member: { ...base.member, email: 'erased-3f2a9c1e-0000-4000-8000-000000000000@deleted.invalid' } });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase member' })).toBeNull();
  });

  it('is not offered for an admin', async () => {
    setup(memberDetail({ userType: 'admin' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase member' })).toBeNull();
  });
});
