import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { WebinarRegistrationRow } from '@tlt/shared/back-office/webinar-registrations';
import { envelopeResponse, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { downloadFile } from '../../../lib/api/download-file.ts';
import WebinarRegistrationsPage from './webinar-registrations-page.tsx';
import { ADMIN } from './back-office-fixtures.ts';
import { paramsOf } from '../../../test/billing-fixtures.ts';

vi.mock('../../../lib/api/download-file.ts', () => ({ downloadFile: vi.fn(async () => true) }));

const SLOT_29 = '2026-11-29T13:30:00.000Z';
const SLOT_22 = '2026-11-22T13:30:00.000Z';
const row = (o: Partial<WebinarRegistrationRow>): WebinarRegistrationRow => ({
  _id: 'w1', name: 'Asha Verma', email: 'asha@example.com', contact: '+91 98123 45670', city: 'Pune', language: 'Hindi',
  slotDate: SLOT_29, source: 'FB', createdAt: '2026-11-25T10:00:00.000Z', remindedAt: null, ...o,
});
const ROWS = [row({}), row({ _id: 'w2', name: 'Ravi Kumar', email: 'ravi@example.com', city: '', language: 'English', slotDate: SLOT_22, remindedAt: '2026-11-22T12:30:00.000Z' })];

function setup(path = '/admin/webinar-registrations') {
  storeSession(ADMIN);
  const spy = stubFetch((input) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/auth') return envelopeResponse(200, ADMIN);
    const slot = url.searchParams.get('slot');
    const rows = slot ? ROWS.filter((r) => r.slotDate.startsWith(slot)) : ROWS;
    return envelopeResponse(200, {
      registrations: rows, total: rows.length, offset: 0, limit: 100,
      sessions: [{ slotDate: SLOT_29, registrations: 1 }, { slotDate: SLOT_22, registrations: 1 }],
    });
  });
  const utils = renderRoutes([{ path: '/admin/webinar-registrations', element: <WebinarRegistrationsPage /> }], path);
  return { ...utils, reads: () => paramsOf(spy, '/api/webinar/registrations').map((p) => p.toString()) };
}

describe('/admin/webinar-registrations (issue 26 §6)', () => {
  it('lists the registrants with their session, city, language and whether the reminder went', async () => {
    const { reads } = setup();
    const table = await screen.findByRole('table', { name: 'Webinar registrations, newest first' });
    expect(reads()).toEqual(['offset=0&limit=100']);
    expect(screen.getByText('2 registrations match')).toBeInTheDocument();
    const asha = within(table).getByRole('row', { name: /Asha Verma/ });
    expect(within(asha).getByText('29 November 2026')).toBeInTheDocument();
    expect(within(asha).getByText('Hindi')).toBeInTheDocument();
    expect(within(asha).getByText('Not yet')).toBeInTheDocument();
    expect(within(asha).getByRole('link', { name: '+91 98123 45670' })).toHaveAttribute('href', 'tel:+919812345670');
    const ravi = within(table).getByRole('row', { name: /Ravi Kumar/ });
    expect(within(ravi).getAllByRole('time').at(-1)!.textContent).toMatch(/^\d\d-\d\d-\d{4} \d\d:\d\d:\d\d$/);
  });

  it('narrows to one session and searches, and exports what it shows', async () => {
    const { user, reads } = setup();
    await screen.findByRole('table');
    const session = screen.getByLabelText('Session');
    expect(within(session).getAllByRole('option').map((o) => o.textContent)).toEqual(['All sessions', '29 November 2026 (1)', '22 November 2026 (1)']);
    await user.selectOptions(session, '2026-11-22');
    await waitFor(() => expect(screen.getByText('1 registration matches')).toBeInTheDocument());
    expect(reads().at(-1)).toBe('offset=0&limit=100&slot=2026-11-22');
    await user.type(screen.getByLabelText('Search registrations'), 'ravi{Enter}');
    await waitFor(() => expect(reads().at(-1)).toBe('offset=0&limit=100&q=ravi&slot=2026-11-22'));
    await user.click(screen.getByRole('button', { name: 'Export Excel' }));
    expect(downloadFile).toHaveBeenLastCalledWith('webinar/registrations/export?q=ravi&slot=2026-11-22', 'webinar-registrations.xlsx');
  });
});
