import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import AllSubscribersPage from './all-subscribers-page.tsx';
import { ADMIN, subscribers } from './back-office-fixtures.ts';
import { paramsOf } from '../../../test/billing-fixtures.ts';

vi.mock('../../../lib/api/download-file.ts', () => ({ downloadFile: vi.fn(async () => true) }));

const TOTAL = 2345;

function setup(path = '/all-subscribers', answer?: (p: URLSearchParams) => Response) {
  storeSession(ADMIN);
  const spy = stubFetch((input) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
    if (answer) return answer(url.searchParams);
    const offset = Number(url.searchParams.get('offset'));
    const limit = Number(url.searchParams.get('limit'));
    return envelopeResponse(200, { subscribers: subscribers(offset, Math.max(0, Math.min(limit, TOTAL - offset))), total: TOTAL, limit, offset });
  });
  const utils = renderRoutes([{ path: '/all-subscribers', element: <AllSubscribersPage /> }], path);
  return { ...utils, spy, reads: () => paramsOf(spy, '/api/subscribers/all').map((p) => p.toString()) };
}

const emailsShown = () => within(screen.getByRole('table', { name: 'Subscribers, newest first' })).getAllByRole('rowheader').map((c) => c.textContent);

describe('/all-subscribers', () => {
  it('reads 2,000 subscribers and shows the first 100 of them, with the total and the page sizes', async () => {
    const { reads } = setup();
    await screen.findByRole('table', { name: 'Subscribers, newest first' });
    expect(reads()).toEqual(['limit=2000&offset=0']);
    expect(emailsShown()).toHaveLength(100);
    expect(emailsShown()[0]).toBe('reader0@example.com');
    expect(screen.getByRole('link', { name: 'reader0@example.com' })).toHaveAttribute('href', 'mailto:reader0@example.com');
    expect(screen.getByText('2,345 subscribers')).toBeInTheDocument();
    expect(screen.getByText('1–100 of 2,345')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent)).toEqual(['100', '200', '500']);
    const row = screen.getByRole('row', { name: /reader0@example\.com/ });
    expect(within(row).getByRole('time').textContent).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/);
  });

  it('pages within the 2,000 it holds, and reads the next 2,000 only when paged past them', async () => {
    const { user, reads } = setup('/all-subscribers?offset=1800&limit=100');
    await screen.findByRole('table');
    expect(emailsShown()[0]).toBe('reader1800@example.com');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(emailsShown()[0]).toBe('reader1900@example.com'));
    expect(reads()).toEqual(['limit=2000&offset=0']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(emailsShown()[0]).toBe('reader2000@example.com'));
    expect(reads()).toEqual(['limit=2000&offset=0', 'limit=2000&offset=2000']);
    expect(screen.getByText('2,001–2,100 of 2,345')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Rows per page'), '500');
    await waitFor(() => expect(screen.getByText('2,001–2,345 of 2,345')).toBeInTheDocument());
    expect(emailsShown()).toHaveLength(345);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('exports to Excel through the download helper', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(downloadFile).toHaveBeenCalledWith('subscribers/export', 'subscribers.xlsx');
  });

  it('says "No Records Found" when there are none', async () => {
    setup('/all-subscribers', () => envelopeResponse(200, { subscribers: [], total: 0, limit: 2000, offset: 0 }));
    expect(await screen.findByText('No Records Found')).toBeInTheDocument();
    expect(screen.getByText('0 subscribers')).toBeInTheDocument();
  });

  it('shows a failure with a retry that loads them', async () => {
    let fail = true;
    const { user } = setup('/all-subscribers', (p) =>
      fail ? envelopeResponse(500, undefined, 'boom') : envelopeResponse(200, { subscribers: subscribers(0, 3), total: 3, limit: 2000, offset: Number(p.get('offset')) }));
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Could not load the subscribers');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1–3 of 3')).toBeInTheDocument();
  });

  it('shows stored text as text', async () => {
    setup('/all-subscribers', () => envelopeResponse(200, {
      subscribers: [{ _id: 'x', email: '<script>alert(1)</script>@example.com', createdAt: '2026-03-01T00:00:00.000Z' }], total: 1, limit: 2000, offset: 0,
    }));
    expect(await screen.findByText('<script>alert(1)</script>@example.com')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('removes a subscriber after asking (issue 26 §5), then reads the list again', async () => {
    let list = subscribers(0, 3);
    const deletes: string[] = [];
    storeSession(ADMIN);
    stubFetch((input, init) => {
      const url = new URL(input, 'http://x');
      if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
      if (init.method === 'DELETE') {
        const id = url.pathname.split('/').pop()!;
        deletes.push(id);
        const gone = list.find((s) => s._id === id)!;
        list = list.filter((s) => s._id !== id);
        return envelopeResponse(200, { email: gone.email }, 'Subscriber removed');
      }
      return envelopeResponse(200, { subscribers: list, total: list.length, limit: 2000, offset: 0 });
    });
    const { user } = renderRoutes([{ path: '/all-subscribers', element: <AllSubscribersPage /> }], '/all-subscribers');
    await screen.findByText('1–3 of 3');
    await user.click(screen.getByRole('button', { name: 'Remove reader1@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove reader1@example.com?' });
    expect(deletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove subscriber' }));
    await waitFor(() => expect(emailsShown()).toEqual(['reader0@example.com', 'reader2@example.com']));
    expect(deletes).toEqual([subscribers(0, 3)[1]._id]);
    expect(screen.getByText('2 subscribers')).toBeInTheDocument();
  });
});
