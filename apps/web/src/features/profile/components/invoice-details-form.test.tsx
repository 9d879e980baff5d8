import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { INVOICE_MSG } from '@tlt/shared/invoices';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InvoiceDetailsForm } from './invoice-details-form.tsx';

function setup(stateCode: string | null, save: (body: { stateCode: string | null }) => Response = (body) => envelopeResponse(200, body, INVOICE_MSG.billingSaved)) {
  const spy = stubApi({
    'GET /api/user/me/billing-details': () => envelopeResponse(200, { stateCode }),
    'PUT /api/user/me/billing-details': save,
  });
  return { spy, ...renderRoutes([{ path: '/profile', element: <InvoiceDetailsForm /> }], '/profile') };
}

const state = () => screen.findByRole('combobox', { name: 'State' });
const saveButton = () => screen.getByRole('button', { name: 'Save billing details' });

describe('billing details form', () => {
  it('shows the saved state, and offers every state, union territory and Outside India', async () => {
    setup('27');
    expect(await state()).toHaveValue('27');
    expect(screen.getByRole('option', { name: 'Maharashtra' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Ladakh' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Outside India' })).toHaveValue('96');
    expect(screen.getByRole('option', { name: 'Not given' })).toHaveValue('');
    // Nothing changed yet: nothing to save.
    expect(saveButton()).toBeDisabled();
  });

  it('saves a chosen state and then has nothing left to save', async () => {
    const { user, spy } = setup(null);
    expect(await state()).toHaveValue('');
    await user.selectOptions(await state(), 'Karnataka');
    await user.click(saveButton());
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(INVOICE_MSG.billingSaved));
    expect(callsTo(spy, 'PUT /api/user/me/billing-details')).toEqual([{ stateCode: '29' }]);
    expect(await state()).toHaveValue('29');
    expect(saveButton()).toBeDisabled();
  });

  it('takes the state away again (null) and shows a refusal', async () => {
    const { user, spy } = setup('96', () => envelopeResponse(400, undefined, INVOICE_MSG.stateRequired));
    await user.selectOptions(await state(), 'Not given');
    await user.click(saveButton());
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(INVOICE_MSG.stateRequired));
    expect(callsTo(spy, 'PUT /api/user/me/billing-details')).toEqual([{ stateCode: null }]);
  });
});
