import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { MEMBER_MSG, type MemberList } from '@tlt/shared/back-office/members';
import { envelopeResponse, makeUser, storeSession, stubMediaQueries } from '../../../test/fixtures.ts';
import { callsTo, paramsOf, PLANS, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import AllUsersPage from './all-users-page.tsx';
import { memberRow } from './members-fixtures.ts';

vi.mock('../../../lib/api/download-file.ts', () => ({ downloadFile: vi.fn(async () => true) }));

const admin = makeUser({ _id: 'u-admin', name: 'Desk Admin', email: 'desk@example.com', userType: 'admin', payment: [] });
const asha = memberRow();
const ravi = memberRow({ _id: 'm2', name: 'Ravi Kumar', email: 'ravi@example.com', contactNo: '9123456789', isProfitable: true, planType: 'Half-Yearly',
  endDate: new Date(Date.now() + 3 * 86400_000).toISOString() });
const deskRow = memberRow({ _id: 'u-admin', name: 'Desk Admin', email: 'desk@example.com', userType: 'admin', planType: null, endDate: null });

function setup(path = '/all-users', total = 3, more: Partial<MemberList> = {}) {
  storeSession(admin);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/plan/all': () => envelopeResponse(200, PLANS),
    'GET /api/user/all': () => envelopeResponse(200, { members: [asha, ravi, deskRow], total, offset: 0, limit: 10, ...more } satisfies MemberList),
    'POST /api/user/changeUserStatus': (body) => envelopeResponse(200, { ...asha, active: body.active }),
    'POST /api/user/changeUserProfitableStatus': (body) => envelopeResponse(200, { ...asha, isProfitable: body.isProfitable }),
  });
  const utils = renderRoutes([{ path: '/all-users', element: <AllUsersPage /> }], path);
  return { ...utils, spy };
}

/** The query strings GET user/all was called with. */
const listCalls = (spy: ReturnType<typeof stubApi>) => paramsOf(spy, '/api/user/all');

describe('/all-users', () => {
  it('lists members with name, e-mail, phone, plan, end date and status, a link to each, and the total', async () => {
    setup('/all-users', 1234);
    const table = await screen.findByRole('table', { name: 'Members, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['Name', 'E-mail', 'Phone', 'Plan', 'End date', 'Status', 'Active', 'Profitable'],
    );
    const row = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(within(row).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/all-users/m1');
    expect(within(row).getByText('asha@example.com')).toBeInTheDocument();
    expect(within(row).getByText('+91 98765-43210')).toBeInTheDocument();
    expect(within(row).getByText('Current')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /Ravi Kumar/ })).getByText('Ends in 3 days')).toBeInTheDocument();
    expect(screen.getByText('1,234 members match')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 1,234')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '20', '30']);
  });

  it('says a broad search\'s capped count as "more than" and "1,000+", never as the number', async () => {
    setup('/all-users?q=kavita', 1000, { totalCapped: true });
    await screen.findByRole('table');
    expect(screen.getByText('More than 1,000 members match: add a word or a filter to narrow the search')).toBeInTheDocument();
    expect(screen.getByText('1–3 of 1,000+')).toBeInTheDocument();
    expect(screen.queryByText('1,000 members match')).not.toBeInTheDocument();
  });

  it('searches after a pause in typing and filters, starting again at the first page', async () => {
    const { spy, user } = setup('/all-users?offset=20&limit=20');
    await screen.findByRole('table');
    expect(listCalls(spy)[0].get('offset')).toBe('20');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), '98765 43');
    await waitFor(() => expect(listCalls(spy).some((p) => p.get('q') === '98765 43')).toBe(true));
    // One call for the whole phrase, not one per key.
    expect(listCalls(spy).filter((p) => p.get('q')?.startsWith('9'))).toHaveLength(1);
    expect(listCalls(spy).at(-1)!.get('offset')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Suspended' }));
    await user.click(screen.getByRole('button', { name: 'Expiring in 7 days' }));
    await user.selectOptions(screen.getByLabelText('Profitable'), 'true');
    await user.selectOptions(await screen.findByLabelText('Plan'), 'Yearly');
    await waitFor(() => expect(listCalls(spy).at(-1)!.toString()).toBe('offset=0&limit=20&q=98765+43&status=suspended&period=expiring&profitable=true&plan=Yearly'));
    expect(screen.getByRole('button', { name: 'Suspended' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages with the page-size options', async () => {
    const { spy, user } = setup('/all-users', 45);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(listCalls(spy).at(-1)!.get('offset')).toBe('10'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '30');
    await waitFor(() => expect(listCalls(spy).at(-1)!.toString()).toBe('offset=0&limit=30'));
  });

  it('deactivates after a confirmation, with the toast; activating and the profitable toggle act at once', async () => {
    const { spy, user } = setup();
    const row = within(await screen.findByRole('table')).getByRole('row', { name: /Asha Verma/ });
    await user.click(within(row).getByRole('switch', { name: 'Active: Asha Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Asha Verma?' });
    expect(callsTo(spy, 'POST /api/user/changeUserStatus')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MEMBER_MSG.deactivated, undefined));
    expect(callsTo(spy, 'POST /api/user/changeUserStatus')).toEqual([{ email: 'asha@example.com', active: false }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(row).getByRole('switch', { name: 'Profitable: Asha Verma' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MEMBER_MSG.markedProfitable, undefined));
    expect(callsTo(spy, 'POST /api/user/changeUserProfitableStatus')).toEqual([{ email: 'asha@example.com', isProfitable: true }]);
  });

  it('shows the failure as a toast and keeps the switch where it was', async () => {
    storeSession(admin);
    stubApi({
      'GET /api/auth': () => envelopeResponse(200, admin),
      'GET /api/plan/all': () => envelopeResponse(200, PLANS),
      'GET /api/user/all': () => envelopeResponse(200, { members: [asha], total: 1, offset: 0, limit: 10 }),
      'POST /api/user/changeUserProfitableStatus': () => envelopeResponse(500, undefined, 'boom'),
    });
    const { user } = renderRoutes([{ path: '/all-users', element: <AllUsersPage /> }], '/all-users');
    const toggle = await screen.findByRole('switch', { name: 'Profitable: Asha Verma' });
    await user.click(toggle);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MEMBER_MSG.profitableFailed, undefined));
    expect(toggle).toHaveAttribute('aria-checked', 'false');
  });

  it("does not let an admin switch their own account off", async () => {
    setup();
    const own = await screen.findByRole('switch', { name: 'Active: Desk Admin' });
    expect(own).toBeDisabled();
  });

  it('shows cards on a phone, each labelled, with the switches', async () => {
    stubMediaQueries(true);
    setup();
    const cards = await screen.findByRole('list', { name: 'Members, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(within(first).getByRole('link', { name: 'Asha Verma' })).toBeInTheDocument();
    expect(within(first).getByText('Phone')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'Active: Asha Verma' })).toBeInTheDocument();
  });

  it('exports the members matching the search and filters to Excel, and their e-mail list, without the page', async () => {
    const { user } = setup('/all-users?q=asha&status=active&plan=Yearly&offset=10&limit=20');
    await screen.findByRole('table');
    // One button matches /Export/ (the e2e journey clicks it); the e-mail list is named apart.
    expect(screen.getAllByRole('button', { name: /Export/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(downloadFile).toHaveBeenLastCalledWith('user/export?q=asha&status=active&plan=Yearly', 'members.xlsx');
    await user.click(screen.getByRole('button', { name: 'E-mail list' }));
    expect(downloadFile).toHaveBeenLastCalledWith('user/export?q=asha&status=active&plan=Yearly&columns=email', 'member-emails.xlsx');
  });
});
