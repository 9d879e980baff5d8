import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PaymentHistoryItem } from '@tlt/shared/payments-history';
import { downloadFile } from '../../../lib/api/download-file.ts';
import { envelopeResponse, stubMediaQueries } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PaymentHistory } from './payment-history.tsx';

vi.mock('../../../lib/api/download-file.ts', () => ({ downloadFile: vi.fn(async () => true) }));

const PERIOD = { planType: 'Yearly', startDate: '2026-05-01T00:00:00.000Z', endDate: '2027-05-01T00:00:00.000Z' };
const ITEMS: PaymentHistoryItem[] = [
  {
    kind: 'refund', _id: 'r1', paymentId: 'p2', date: '2026-06-02T10:00:00.000Z', ...PERIOD, amount: 5000, method: 'rfnd_9',
    status: 'processed', invoiceNumber: 'TLT/26-27/000002', creditNoteNumber: 'TCN/26-27/000001',
  },
  {
    kind: 'refund', _id: 'r0', paymentId: 'p2', date: '2026-06-01T10:00:00.000Z', ...PERIOD, amount: 1000, method: 'rfnd_8',
    status: 'pending', invoiceNumber: 'TLT/26-27/000002', creditNoteNumber: null,
  },
  {
    kind: 'payment', _id: 'p2', date: '2026-05-01T10:00:00.000Z', ...PERIOD, amount: 31499, method: 'pay_2',
    status: 'partlyRefunded', refunded: 5000, invoiceNumber: 'TLT/26-27/000002',
  },
  {
    kind: 'payment', _id: 'p1', date: '2025-11-01T10:00:00.000Z', planType: 'Half-Yearly', startDate: '2025-11-01T00:00:00.000Z',
    endDate: '2026-05-01T00:00:00.000Z', amount: 17999, method: 'UTR0012345678', status: 'paid', refunded: 0, invoiceNumber: 'TLT/25-26/000007',
  },
];

function setup(items: PaymentHistoryItem[] = ITEMS, path = '/profile') {
  const spy = stubApi({ 'GET /api/user/me/payments': () => envelopeResponse(200, { items }) });
  return { spy, ...renderRoutes([{ path: '/profile', element: <PaymentHistory userId="u1" /> }], path) };
}

const phone = () =>
  stubMediaQueries(true);

describe('payment history', () => {
  it('lists payments and refunds in a table on a desktop, with the status, reference and amounts', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Your payments and refunds' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Refund: Yearly');
    expect(rows[0]).toHaveTextContent('−₹5,000');
    expect(within(rows[0]).getByText('Refunded')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Refund pending')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Credit note once the refund is processed')).toBeInTheDocument();
    expect(within(rows[2]).getByText('Refunded in part')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('₹31,499');
    expect(within(rows[2]).getByText('pay_2')).toBeInTheDocument();
    expect(within(rows[3]).getByText('UTR0012345678')).toBeInTheDocument();
    expect(within(rows[3]).getByText('Paid')).toBeInTheDocument();
  });

  it('downloads the invoice of a payment and the credit note of a refund with the session', async () => {
    const { user } = setup();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Download invoice TLT/26-27/000002' }));
    expect(downloadFile).toHaveBeenLastCalledWith('user/me/invoice/p2', 'invoice-TLT-26-27-000002.pdf');
    await user.click(screen.getByRole('button', { name: 'Download credit note TCN/26-27/000001' }));
    expect(downloadFile).toHaveBeenLastCalledWith('user/me/credit-note/r1', 'credit-note-TCN-26-27-000001.pdf');
    // One invoice button per payment, one credit-note button per processed refund.
    expect(screen.getAllByRole('button', { name: /^Download invoice/ })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Download credit note/ })).toHaveLength(1);
  });

  it('shows cards on a phone, each with its download button', async () => {
    phone();
    const { user } = setup();
    const cards = await screen.findByRole('list', { name: 'Your payments and refunds' });
    expect(screen.queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[3]).getByText('Amount')).toBeInTheDocument();
    expect(within(items[3]).getByText('₹17,999')).toBeInTheDocument();
    await user.click(within(items[3]).getByRole('button', { name: 'Download invoice TLT/25-26/000007' }));
    expect(downloadFile).toHaveBeenLastCalledWith('user/me/invoice/p1', 'invoice-TLT-25-26-000007.pdf');
  });

  it('says so when there are no payments', async () => {
    setup([]);
    expect(await screen.findByText('No payments on this account yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Payment history' })).toHaveAttribute('id', 'payments');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/user/me/payments': () => envelopeResponse(500, undefined, 'boom') });
    renderRoutes([{ path: '/profile', element: <PaymentHistory userId="u1" /> }], '/profile');
    expect(await screen.findByText('Could not load your payments.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
