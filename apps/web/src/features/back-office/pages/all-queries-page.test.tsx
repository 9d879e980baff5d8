import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { ContactQuery } from '@tlt/shared/contact';
import { MSG } from '@tlt/shared/messages';
import { recordedDate } from '@tlt/shared/relative-date';
import { envelopeResponse, storeSession, stubFetch, stubMediaQueries } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AllQueriesPage from './all-queries-page.tsx';
import { ADMIN, contactQuery } from './back-office-fixtures.ts';
import { paramsOf } from '../../../test/billing-fixtures.ts';

const ravi = contactQuery({ image: '/uploads/images/abc.webp' });
const meera = contactQuery({ _id: 'q2', name: 'Meera Iyer', email: 'meera@example.com', contactNo: null, message: 'Is there an EMI option?', active: false,
  resolvedAt: '2026-03-06T10:00:00.000Z' });

interface Options { queries?: ContactQuery[]; total?: number; list?: () => Response; change?: (p: URLSearchParams) => Response }

function setup(path = '/all-queries', o: Options = {}) {
  storeSession(ADMIN);
  // A fake that keeps what it is told: resolving changes the query, and the list honours the filter.
  const queries = (o.queries ?? [ravi, meera]).map((q) => ({ ...q }));
  const spy = stubFetch((input) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
    if (url.pathname === '/api/contactus/allQueries') {
      if (o.list) return o.list();
      const p = url.searchParams;
      const shown = p.has('active') ? queries.filter((q) => String(q.active) === p.get('active')) : queries;
      return envelopeResponse(200, { queries: shown, total: o.total ?? shown.length, limit: Number(p.get('limit')), offset: Number(p.get('offset')) });
    }
    if (url.pathname === '/api/contactus/changeQueryStatus') {
      if (o.change) return o.change(url.searchParams);
      const q = queries.find((x) => x._id === url.searchParams.get('id'))!;
      q.active = url.searchParams.get('active') === 'true';
      return envelopeResponse(200, q, MSG.queryResolved);
    }
    return envelopeResponse(404, undefined, `unstubbed ${url.pathname}`);
  });
  const utils = renderRoutes([{ path: '/all-queries', element: <AllQueriesPage /> }], path);
  return { ...utils, spy, lists: () => paramsOf(spy, '/api/contactus/allQueries').map((p) => p.toString()) };
}

const table = () => screen.findByRole('table', { name: 'Queries, newest first' });

describe('/all-queries', () => {
  it('lists the active queries first, 50 a page, with every field of each', async () => {
    const { lists } = setup('/all-queries', { total: 120 });
    const row = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    expect(lists()[0]).toBe('offset=0&limit=50&active=true');
    expect(within(await table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['Name', 'Email', 'Contact', 'Message', 'Image', 'Received', 'Status', 'Action'],
    );
    expect(within(row).getByRole('link', { name: 'ravi@example.com' })).toHaveAttribute('href', 'mailto:ravi@example.com');
    expect(within(row).getByText('9876543210')).toBeInTheDocument();
    // The whole message, its line break kept.
    expect(within(row).getByText(/How do I join the webinar\?\s+I paid yesterday\./)).toHaveClass('whitespace-pre-wrap');
    expect(within(row).getByRole('time')).toHaveTextContent(recordedDate(ravi.createdAt));
    expect(within(row).getByRole('time').textContent).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/);
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(await table()).queryByRole('row', { name: /Meera Iyer/ })).toBeNull();
    expect(screen.getByText('120 active queries')).toBeInTheDocument();
    expect(screen.getByText('1–1 of 120')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['50', '100', '200']);
  });

  it('shows a resolved query as Resolved, without a Resolve button', async () => {
    setup('/all-queries?status=all');
    const other = within(await table()).getByRole('row', { name: /Meera Iyer/ });
    expect(within(other).getByText('Resolved')).toBeInTheDocument();
    // No contact number, no image.
    expect(within(other).getAllByText('—')).toHaveLength(2);
    expect(within(other).queryByRole('button', { name: /Resolve/ })).toBeNull();
    expect(screen.getByText('2 queries')).toBeInTheDocument();
  });

  it('filters Resolved and All from the first page, and pages', async () => {
    const { user, lists } = setup('/all-queries', { total: 120 });
    await table();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lists().at(-1)).toBe('offset=50&limit=50&active=true'));
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(lists().at(-1)).toBe('offset=0&limit=50&active=false'));
    expect(screen.getByRole('button', { name: 'Resolved' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(lists().at(-1)).toBe('offset=0&limit=50'));
    await user.selectOptions(screen.getByLabelText('Rows per page'), '200');
    await waitFor(() => expect(lists().at(-1)).toBe('offset=0&limit=200'));
  });

  it('resolves a query with the spec toast; it leaves the Active list and shows as Resolved under All', async () => {
    const { user, spy } = setup();
    const row = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    await user.click(within(row).getByRole('button', { name: /Resolve/ }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Query marked as resolved', undefined));
    expect(paramsOf(spy, '/api/contactus/changeQueryStatus').map((p) => p.toString())).toEqual(['active=false&id=q1']);
    expect(toast.error).not.toHaveBeenCalled();
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    const resolved = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(resolved).getByText('Resolved')).toBeInTheDocument();
    expect(within(resolved).getByRole('button', { name: 'Reopen query from Ravi Kumar' })).toBeInTheDocument();
  });

  it('says so with the spec toast when resolving fails, and the query stays active', async () => {
    const { user } = setup('/all-queries', { change: () => envelopeResponse(500, undefined, 'boom') });
    const row = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    await user.click(within(row).getByRole('button', { name: 'Resolve query from Ravi Kumar' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Failed to mark query as resolved', undefined));
    expect(toast.success).not.toHaveBeenCalled();
    expect(within(row).getByText('Active')).toBeInTheDocument();
  });

  it('reopens a resolved query', async () => {
    const { user, spy } = setup('/all-queries?status=resolved');
    const row = within(await table()).getByRole('row', { name: /Meera Iyer/ });
    await user.click(within(row).getByRole('button', { name: 'Reopen query from Meera Iyer' }));
    await waitFor(() => expect(paramsOf(spy, '/api/contactus/changeQueryStatus').map((p) => p.toString())).toEqual(['active=true&id=q2']));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Query reopened', undefined));
  });

  it('opens the attached image large in a dialog, and closes it', async () => {
    const { user } = setup();
    const row = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(row).getByRole('button', { name: 'View image from Ravi Kumar' }).querySelector('img')).toHaveAttribute('src', '/uploads/images/abc.webp');
    await user.click(within(row).getByRole('button', { name: 'View image from Ravi Kumar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Image from Ravi Kumar' });
    expect(within(dialog).getByRole('img', { name: 'Attached by Ravi Kumar' })).toHaveAttribute('src', '/uploads/images/abc.webp');
    expect(within(dialog).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never shows an image that is not from our store', async () => {
    setup('/all-queries', { queries: [contactQuery({ image: 'javascript:alert(1)' })] });
    const row = within(await table()).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(row).queryByRole('button', { name: /View image/ })).toBeNull();
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows stored text as text: a <script> name and message are not markup', async () => {
    const evil = contactQuery({ name: '<script>alert(1)</script>', message: '<img src=x onerror=alert(2)>' });
    setup('/all-queries', { queries: [evil] });
    expect(await screen.findByRole('rowheader', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(2)>')).toBeInTheDocument();
    expect(document.querySelector('script, img')).toBeNull();
  });

  it('says "No Records Found" when there are none', async () => {
    setup('/all-queries', { queries: [] });
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    const { user } = setup('/all-queries', { list: () => (fail ? envelopeResponse(500, undefined, 'boom') : envelopeResponse(200, { queries: [ravi], total: 1, limit: 50, offset: 0 })) });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the queries');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('shows cards on a phone, each holding the message and its Resolve button', async () => {
    stubMediaQueries(true);
    setup();
    const cards = await screen.findByRole('list', { name: 'Queries, newest first' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(cards).getAllByRole('listitem').find((li) => within(li).queryByText(/How do I join the webinar/))!;
    expect(within(card).getByText('Message')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: /Resolve/ })).toBeInTheDocument();
  });
});
