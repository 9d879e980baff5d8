import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { INVOICE_MSG, type InvoiceSettings } from '@tlt/shared/invoices';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import InvoiceSettingsPage from './invoice-settings-page.tsx';

const EMPTY: InvoiceSettings = { sellerName: null, address: null, gstin: null, stateCode: null, gstRate: 18, sac: '999293', complete: false, updatedAt: null };

function setup(settings: InvoiceSettings = EMPTY) {
  storeSession(makeUser({ userType: 'admin', name: 'Desk Admin' }));
  const spy = stubApi({
    'GET /api/settings/invoice': () => envelopeResponse(200, settings),
    'PUT /api/settings/invoice': (body) => envelopeResponse(200, { ...body, complete: true, updatedAt: '2026-11-24T10:00:00.000Z' }, INVOICE_MSG.settingsSaved),
  });
  return { spy, ...renderRoutes([{ path: '/admin/invoice-settings', element: <InvoiceSettingsPage /> }], '/admin/invoice-settings') };
}

const save = () => screen.getByRole('button', { name: 'Save invoice settings' });

async function fillSeller(user: ReturnType<typeof setup>['user'], gstin: string, state: string) {
  await user.type(await screen.findByLabelText('Registered name of the seller'), 'Lazy Trader Learning LLP');
  await user.type(screen.getByLabelText('Address'), '4th floor, Example House, Pune 411001');
  await user.type(screen.getByLabelText('GSTIN'), gstin);
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), state);
}

describe('/admin/invoice-settings', () => {
  it('says the seller is not complete yet, with the default rate and SAC', async () => {
    setup();
    expect(await screen.findByText(/^Not complete yet/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeInTheDocument();
    expect(screen.getByLabelText('GST rate (%)')).toHaveValue(18);
    expect(screen.getByLabelText('SAC code')).toHaveValue('999293');
  });

  it('refuses a GSTIN with a wrong check character or of another state, and sends nothing', async () => {
    const { user, spy } = setup();
    await fillSeller(user, '27AAPFU0939F1ZX', 'Maharashtra (27)');
    await user.click(save());
    expect(await screen.findByText(INVOICE_MSG.gstinInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('GSTIN'));
    await user.type(screen.getByLabelText('GSTIN'), '27AAPFU0939F1ZV');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Karnataka (29)');
    await user.click(save());
    expect(await screen.findByText(INVOICE_MSG.gstinState)).toBeInTheDocument();
    expect(callsTo(spy, 'PUT /api/settings/invoice')).toHaveLength(0);
  });

  it('asks for the name, address and state, and a sane rate', async () => {
    const { user } = setup();
    await screen.findByLabelText('GST rate (%)');
    await user.clear(screen.getByLabelText('GST rate (%)'));
    await user.type(screen.getByLabelText('GST rate (%)'), '41');
    await user.click(save());
    expect(await screen.findByText(INVOICE_MSG.sellerNameRequired)).toBeInTheDocument();
    expect(screen.getByText(INVOICE_MSG.addressRequired)).toBeInTheDocument();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(INVOICE_MSG.stateRequired);
    expect(screen.getByText(INVOICE_MSG.rateInvalid)).toBeInTheDocument();
  });

  it('saves a complete seller, the GSTIN upper-cased', async () => {
    const { user, spy } = setup();
    await fillSeller(user, '27aapfu0939f1zv', 'Maharashtra (27)');
    await user.click(save());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(INVOICE_MSG.settingsSaved));
    expect(callsTo(spy, 'PUT /api/settings/invoice')).toEqual([{
      sellerName: 'Lazy Trader Learning LLP', address: '4th floor, Example House, Pune 411001', gstin: '27AAPFU0939F1ZV',
      stateCode: '27', gstRate: 18, sac: '999293',
    }]);
    await waitFor(() => expect(screen.queryByText(/^Not complete yet/)).toBeNull());
  });
});
