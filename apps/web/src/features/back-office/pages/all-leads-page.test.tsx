import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Lead } from '@tlt/shared/leads';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { envelopeResponse, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AllLeadsPage from './all-leads-page.tsx';
import { ADMIN, lead } from './back-office-fixtures.ts';
import { paramsOf } from '../../../test/billing-fixtures.ts';

vi.mock('../../../lib/api/download-file.ts', () => ({ downloadFile: vi.fn(async () => true) }));

const priya = lead();
const gift = lead({ _id: 'l2', email: 'gift@example.com', name: 'Karan Mehta', label: 'Gift form 1', gender: 'free', age: null, requests: 3,
  lastRequestedAt: '2026-03-04T10:00:00.000Z' });

interface Options { all?: Lead[]; free?: Lead[]; total?: number; freeTotal?: number; fail?: () => boolean }

function setup(path = '/all-leads', o: Options = {}) {
  storeSession(ADMIN);
  const spy = stubFetch((input) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
    if (url.pathname !== '/api/lead/allLeads') return envelopeResponse(404, undefined, `unstubbed ${url.pathname}`);
    if (o.fail?.()) return envelopeResponse(500, undefined, 'boom');
    const p = url.searchParams;
    const section = p.get('section');
    return envelopeResponse(200, {
      data: section === 'free' ? [] : (o.all ?? [gift, priya]), freeContent: section === 'all' ? [] : (o.free ?? [gift]),
      total: o.total ?? 2, freeTotal: o.freeTotal ?? 1, limit: Number(p.get('limit')), offset: Number(p.get('offset')),
    });
  });
  const utils = renderRoutes([{ path: '/all-leads', element: <AllLeadsPage /> }], path);
  const calls = (section: string) => paramsOf(spy, '/api/lead/allLeads').filter((p) => p.get('section') === section).map((p) => p.toString());
  return { ...utils, spy, calls };
}

const section = (name: string) => screen.getByRole('region', { name });

describe('/all-leads', () => {
  it('shows the two sections, each with its own page of leads, label, request count and total', async () => {
    const { calls } = setup('/all-leads', { total: 1234, freeTotal: 1 });
    const all = within(await screen.findByRole('table', { name: 'All Leads, newest first' }));
    expect(screen.getByRole('heading', { level: 2, name: 'All Leads' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Free Content Requestors' })).toBeInTheDocument();
    expect(calls('all')).toEqual(['section=all&offset=0&limit=100']);
    expect(calls('free')).toEqual(['section=free&offset=0&limit=100']);
    expect(all.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      ['Name', 'Email', 'Label', 'Contact', 'Age', 'Gender', 'Requests', 'First requested', 'Last requested'],
    );
    const row = all.getByRole('row', { name: /Karan Mehta/ });
    expect(within(row).getByText('Gift form 1')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'gift@example.com' })).toHaveAttribute('href', 'mailto:gift@example.com');
    expect(within(section('All Leads')).getByText('1,234 leads')).toBeInTheDocument();
    expect(within(section('All Leads')).getByText('1–2 of 1,234')).toBeInTheDocument();

    const free = within(await screen.findByRole('table', { name: 'Free Content Requestors, newest first' }));
    // Every one of them is "free": no gender column.
    expect(free.queryByRole('columnheader', { name: 'Gender' })).toBeNull();
    expect(free.getByRole('rowheader', { name: 'Karan Mehta' })).toBeInTheDocument();
    expect(within(section('Free Content Requestors')).getByText('1 lead')).toBeInTheDocument();
    expect(within(within(section('Free Content Requestors')).getByLabelText('Rows per page')).getAllByRole('option').map((o) => o.textContent))
      .toEqual(['100', '200', '500']);
  });

  it('pages each section on its own', async () => {
    const { user, calls } = setup('/all-leads', { total: 450, freeTotal: 250 });
    await screen.findByRole('table', { name: 'Free Content Requestors, newest first' });
    await user.click(within(section('Free Content Requestors')).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls('free').at(-1)).toBe('section=free&offset=100&limit=100'));
    expect(calls('all')).toEqual(['section=all&offset=0&limit=100']);
    await user.selectOptions(within(section('All Leads')).getByLabelText('Rows per page'), '200');
    await waitFor(() => expect(calls('all').at(-1)).toBe('section=all&offset=0&limit=200'));
    await user.click(within(section('All Leads')).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls('all').at(-1)).toBe('section=all&offset=200&limit=200'));
    expect(calls('free').at(-1)).toBe('section=free&offset=100&limit=100');
  });

  it('exports each section to Excel through the download helper', async () => {
    const { user } = setup();
    await screen.findByRole('table', { name: 'All Leads, newest first' });
    await user.click(screen.getByRole('button', { name: 'Export All Leads to Excel' }));
    expect(downloadFile).toHaveBeenLastCalledWith('lead/export?section=all', 'leads.xlsx');
    await user.click(screen.getByRole('button', { name: 'Export Free Content Requestors to Excel' }));
    expect(downloadFile).toHaveBeenLastCalledWith('lead/export?section=free', 'free-content-requestors.xlsx');
  });

  it('says "No Records Found" in a section with none', async () => {
    setup('/all-leads', { free: [], freeTotal: 0 });
    await screen.findByRole('table', { name: 'All Leads, newest first' });
    expect(await within(section('Free Content Requestors')).findByText('No Records Found')).toBeInTheDocument();
    expect(within(section('All Leads')).queryByText('No Records Found')).toBeNull();
  });

  it('shows a failure with a retry in each section', async () => {
    let fail = true;
    const { user } = setup('/all-leads', { fail: () => fail });
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), { timeout: 5000 });
    fail = false;
    await user.click(within(section('All Leads')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'All Leads, newest first' })).toBeInTheDocument();
    expect(within(section('Free Content Requestors')).getByRole('alert')).toHaveTextContent('Could not load Free Content Requestors');
  });

  it('shows stored text as text', async () => {
    setup('/all-leads', { all: [lead({ name: '<script>alert(1)</script>', label: '<b>bold</b>' })] });
    expect(await screen.findByRole('rowheader', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('script, b')).toBeNull();
  });
});
