import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { CONTRACT_MSG, type StoredCommodityContract } from '@tlt/shared/trade-calculator';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { storedContracts } from '../../../test/members-tools-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import CommodityContractsPage from './commodity-contracts-page.tsx';

const admin = makeUser({ _id: 'u-admin', userType: 'admin' });

function setup() {
  storeSession(admin);
  const contracts = storedContracts();
  const gold = contracts.find((c) => c.name === 'Gold')!;
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/calculator/contracts': () => envelopeResponse(200, contracts),
    [`PATCH /api/calculator/contracts/${gold._id}`]: (body) =>
      envelopeResponse(200, { ...gold, ...body } satisfies StoredCommodityContract, CONTRACT_MSG.saved),
  });
  const utils = renderRoutes([{ path: '/admin/commodity-contracts', element: <CommodityContractsPage /> }], '/admin/commodity-contracts');
  return { ...utils, spy, gold };
}

describe('/admin/commodity-contracts', () => {
  it('lists the 14 contracts with their lot, quote unit and multiplier, and what the multiplier means', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(15);
    const gold = within(table).getByRole('row', { name: /^Gold 1 Kg/ });
    // Phones read the quote unit under the lot; wider screens in its own column.
    expect(within(gold).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1 Kgquoted per 10 g', '10 g', '₹100', '']);
    expect(screen.getAllByText(/₹ gained or lost per ₹1 move of the quoted price/).length).toBeGreaterThan(0);
  });

  it('checks a row with the shared messages and saves it', async () => {
    const { spy, user, gold } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const form = screen.getByRole('form', { name: 'Edit Gold' });
    const multiplier = within(form).getByLabelText('Multiplier (₹)');
    await user.clear(multiplier);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText(CONTRACT_MSG.multiplier)).toBeInTheDocument();
    expect(callsTo(spy, `PATCH /api/calculator/contracts/${gold._id}`)).toHaveLength(0);

    await user.type(multiplier, '10');
    const lot = within(form).getByLabelText('Lot');
    await user.clear(lot);
    await user.type(lot, '100 g');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(CONTRACT_MSG.saved, undefined));
    expect(callsTo(spy, `PATCH /api/calculator/contracts/${gold._id}`)).toEqual([{ lot: '100 g', multiplier: 10, quotedPer: '10 g' }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /^Gold 100 g/ })).getByText('₹10')).toBeInTheDocument();
  });
});
