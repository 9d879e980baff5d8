import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { MEMBER_MSG } from '@tlt/shared/back-office/members';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import MemberDetailPage from './member-detail-page.tsx';
import { memberDetail } from './members-fixtures.ts';

const admin = makeUser({ _id: 'u-admin', userType: 'admin', payment: [] });

function setup(detail = memberDetail()) {
  storeSession(admin);
  let current = detail;
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/user/m1/detail': () => envelopeResponse(200, current),
    'POST /api/user/m1/sessions/end': () => {
      current = { ...current, sessions: [] };
      return envelopeResponse(200, { ended: 1 });
    },
    'POST /api/user/changeUserStatus': (body) => envelopeResponse(200, { ...detail.member, active: body.active }),
  });
  const utils = renderRoutes([{ path: '/all-users/:userId', element: <MemberDetailPage /> }], '/all-users/m1');
  return { ...utils, spy };
}

describe('/all-users/:userId', () => {
  it('shows the profile, payments, refunds, course access and signed-in devices', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha Verma' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All Users' })).toHaveAttribute('href', '/all-users');
    expect(screen.getByRole('link', { name: 'asha@example.com' })).toHaveAttribute('href', 'mailto:asha@example.com');
    expect(screen.getByText('1-3 years')).toBeInTheDocument();
    expect(screen.getByText('Intraday')).toBeInTheDocument();
    expect(screen.getByText('asha.tlt')).toBeInTheDocument();

    const payments = within(screen.getByRole('region', { name: 'Payments' }));
    const pay = payments.getByRole('row', { name: /In force/ });
    expect(within(pay).getByText('₹34,999')).toBeInTheDocument();
    expect(within(pay).getByText('pay_ABC123')).toBeInTheDocument();
    expect(within(pay).getByText('Razorpay')).toBeInTheDocument();

    const refunds = within(screen.getByRole('region', { name: 'Refunds' }));
    // What each refund ended (issue 26 §1).
    const partial = refunds.getByRole('row', { name: /₹5,000/ });
    expect(within(partial).getByText('Processed')).toBeInTheDocument();
    expect(within(partial).getByText('Nothing')).toBeInTheDocument();
    expect(within(refunds.getByRole('row', { name: /₹17,999/ })).getByText('Membership period and course access')).toBeInTheDocument();

    const courses = within(screen.getByRole('region', { name: 'Course access' }));
    expect(within(courses.getByRole('row', { name: /Profitable Trading Masterclass/ })).getByText('Open')).toBeInTheDocument();
    expect(within(courses.getByRole('row', { name: /Trading Psychology Masterclass/ })).getByText('Ended by a refund')).toBeInTheDocument();
    const devices = within(screen.getByRole('region', { name: 'Signed-in devices' }));
    expect(devices.getByText('Android phone · Chrome 126')).toBeInTheDocument();
    expect(devices.getByText('203.0.113.9')).toBeInTheDocument();
    expect(devices.getByText(/^Today, \d\d:\d\d$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /audit log/ })).toHaveAttribute('href', '/admin/audit?targetUserId=m1');
  });

  it('each payment row carries the refund button, which opens the refund dialog for that payment', async () => {
    const { user } = setup();
    const payments = within(await screen.findByRole('region', { name: 'Payments' }));
    await user.click(payments.getByRole('button', { name: 'Refund payment pay_ABC123' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('ends all sessions after a confirmation and shows none left', async () => {
    const { spy, user } = setup();
    const devices = await screen.findByRole('region', { name: 'Signed-in devices' });
    await user.click(within(devices).getByRole('button', { name: 'End all sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign Asha Verma out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'End all sessions' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MEMBER_MSG.sessionsEnded, undefined));
    expect(callsTo(spy, 'POST /api/user/m1/sessions/end')).toHaveLength(1);
    expect(await within(devices).findByText('Not signed in anywhere.')).toBeInTheDocument();
    expect(within(devices).getByRole('button', { name: 'End all sessions' })).toBeDisabled();
  });

  it('suspends the member from their page: the badge shows', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Active: Asha Verma' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active: Asha Verma' })).toHaveAttribute('aria-checked', 'false');
  });

  it('says when there is no such member', async () => {
    storeSession(admin);
    stubApi({
      'GET /api/auth': () => envelopeResponse(200, admin),
      'GET /api/user/gone/detail': () => envelopeResponse(404, undefined, MEMBER_MSG.notFound),
    });
    renderRoutes([{ path: '/all-users/:userId', element: <MemberDetailPage /> }], '/all-users/gone');
    expect(await screen.findByText('There is no such member.')).toBeInTheDocument();
  });
});
