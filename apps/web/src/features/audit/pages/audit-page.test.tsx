import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AuditList } from '@tlt/shared/back-office/audit';
import { envelopeResponse, makeUser, storeSession, stubMediaQueries } from '../../../test/fixtures.ts';
import { paramsOf, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AuditPage from './audit-page.tsx';
import { ASHA, DESK, ENTRIES, entry, FILTERS, list } from './audit-fixtures.ts';

const admin = makeUser({ _id: 'a1', name: 'Desk Admin', email: 'desk@example.com', userType: 'admin', payment: [] });

function setup(path = '/admin/audit', answer: (qs: URLSearchParams) => Response = () => envelopeResponse(200, list())) {
  storeSession(admin);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/admin/audit/filters': () => envelopeResponse(200, FILTERS),
  });
  // The list answer depends on the query string, which stubApi's keys leave out.
  const base = spy.getMockImplementation()!;
  spy.mockImplementation((input, init = {}) => {
    const url = String(input);
    if (url.startsWith('/api/admin/audit?')) return Promise.resolve(answer(new URL(url, 'http://x').searchParams));
    return base(input, init);
  });
  const utils = renderRoutes([{ path: '/admin/audit', element: <AuditPage /> }], path);
  return { ...utils, spy };
}

/** The query strings GET admin/audit was called with. */
const listCalls = (spy: ReturnType<typeof stubApi>) => paramsOf(spy, '/api/admin/audit');

describe('/admin/audit', () => {
  it('lists entries with readable actions, the member, before → after, the admin (or System), the address and the time', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Action', 'Member', 'Change', 'By', 'When']);
    const refund = within(table).getByRole('row', { name: /Refund issued/ });
    expect(within(refund).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute('href', '/all-users/m1');
    expect(within(refund).getByText('asha@example.com')).toBeInTheDocument();
    expect(refund).toHaveTextContent('Refunded (₹): 0→ changed to 17,999');
    expect(refund).toHaveTextContent('Payment: pay_123');
    // A nested record (the refund's guidance) reads as words, not JSON.
    expect(refund).toHaveTextContent('Guidance: Rule: Full refund · Suggested (₹): 17,999 · Within 7 days: Yes');
    // Internal ids are left out.
    expect(refund).not.toHaveTextContent('r-uuid');
    expect(within(refund).getByText('Desk Admin')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Marked profitable/ })).toHaveTextContent('Profitable: No→ changed to Yes');
    const failures = within(table).getByRole('row', { name: /Repeated failed logins/ });
    expect(failures).toHaveTextContent('System');
    expect(failures).toHaveTextContent('Failed logins: 10');
    expect(failures).toHaveTextContent('from 203.0.113.9');
    const plan = within(table).getByRole('row', { name: /Plan price changed/ });
    expect(plan).toHaveTextContent('Price (₹): 9,199→ changed to 9,999');
    expect(within(plan).getAllByRole('cell')[0]).toHaveTextContent('—');
    expect(screen.getByText(/^4 entries/)).toBeInTheDocument();
    expect(screen.getByText('1–4 of 4')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['20', '50', '100']);
  });

  it('keeps the admin and action filters in the URL and sends them, starting again at the first page', async () => {
    const { spy, user, router } = setup('/admin/audit?offset=20');
    await screen.findByRole('table');
    expect(listCalls(spy)[0].toString()).toBe('offset=20&limit=20');
    await user.selectOptions(await screen.findByLabelText('Admin'), await screen.findByRole('option', { name: 'Second Admin (second@example.com)' }));
    await user.selectOptions(screen.getByLabelText('Action'), 'refund.create');
    await waitFor(() => expect(listCalls(spy).at(-1)!.toString()).toBe('offset=0&limit=20&actorId=a2&action=refund.create'));
    expect(router.state.location.search).toBe('?actorId=a2&action=refund.create');
    expect(within(screen.getByLabelText('Action')).getByRole('option', { name: 'Refund issued' })).toHaveProperty('selected', true);
  });

  it("filters by the member in the URL, names them, and clears the filter", async () => {
    const { spy, user, router } = setup(`/admin/audit?targetUserId=${ASHA._id}`, () => envelopeResponse(200, list(ENTRIES.slice(0, 2), { member: ASHA })));
    await screen.findByRole('table');
    expect(listCalls(spy)[0].get('targetUserId')).toBe('m1');
    expect(screen.getByText(/Asha Verma · asha@example.com/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the member filter' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(listCalls(spy).at(-1)!.toString()).toBe('offset=0&limit=20'));
  });

  it('finds a member by e-mail, in place of an id, and says when no one has it', async () => {
    const { spy, user, router } = setup('/admin/audit?action=member.status', (qs) =>
      envelopeResponse(200, qs.get('targetEmail') === 'nobody@example.com' ? list([], { member: null }) : list(ENTRIES, { member: ASHA })));
    await screen.findByRole('table');
    await user.type(screen.getByLabelText("Member's e-mail"), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(router.state.location.search).toBe('?action=member.status&targetEmail=nobody%40example.com'));
    expect(await screen.findByText(/No member has the e-mail nobody@example.com/)).toBeInTheDocument();
    expect(screen.getByText('No entries match these filters.')).toBeInTheDocument();
    expect(listCalls(spy).at(-1)!.get('targetEmail')).toBe('nobody@example.com');
  });

  it('renders stored text as text, never as markup', async () => {
    const evil = '<img src=x onerror="window.__pwned=1">';
    setup('/admin/audit', () => envelopeResponse(200, list([
      entry({ action: 'blog.update', target: null, before: { title: 'Old' }, after: { title: evil }, data: { title: evil } }),
      entry({ action: 'post.reject', target: { ...ASHA, name: `<b>${ASHA.name}</b>` }, after: { rejectionReason: '<script>alert(1)</script>' } }),
    ])));
    const table = await screen.findByRole('table');
    expect(table.querySelector('img, script, b')).toBeNull();
    expect(within(table).getAllByText(evil, { exact: false }).length).toBeGreaterThan(0);
    expect(within(table).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: '<b>Asha Verma</b>' })).toBeInTheDocument();
  });

  it('shows cards on a phone, each labelled', async () => {
    stubMediaQueries(true);
    setup();
    const cards = await screen.findByRole('list', { name: 'Audit log, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const first = within(cards).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Refund issued');
    expect(within(first).getByText('Member')).toBeInTheDocument();
    expect(within(first).getByText('By')).toBeInTheDocument();
    expect(within(first).getByText(DESK.email)).toBeInTheDocument();
  });

  it('says when nothing matches, and offers a retry when the log cannot load', async () => {
    let fail = true;
    const { user } = setup('/admin/audit', () => (fail ? envelopeResponse(500, undefined, 'boom') : envelopeResponse(200, list([]) satisfies AuditList)));
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    expect(screen.getByText('Could not load the audit log. Please try again.')).toBeInTheDocument();
    fail = false;
    await user.click(retry);
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(screen.getByText(/^0 entries/)).toBeInTheDocument();
  });
});
