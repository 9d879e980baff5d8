import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { PLANS, callsTo, makePlanConfig, stubApi } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import AdminPlansPage from './admin-plans-page.tsx';

const admin = makeUser({ userType: 'admin', payment: [] });

function setup(answer: () => Response = () => envelopeResponse(200, [makePlanConfig()])) {
  storeSession(admin);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, admin),
    'GET /api/plan/all': () => envelopeResponse(200, PLANS),
    // 16:30 UTC is 22:00 in India.
    'GET /api/plan/config': () => envelopeResponse(200, [makePlanConfig({ expiry: '2025-03-10T16:30:00.000Z' })]),
    'PUT /api/plan/config': answer,
    'PUT /api/plan/2': () => envelopeResponse(200, PLANS),
  });
  const { user } = renderRoutes([{ path: '/admin/plans', element: <AdminPlansPage /> }], '/admin/plans');
  return { spy, user };
}

describe('admin plans page', () => {
  it('saves the offer with its discount, code and India end time', async () => {
    const { user, spy } = setup();
    const discount = await screen.findByLabelText('Discount (%)');
    expect(screen.getByLabelText('Ends daily at (India time)')).toHaveValue('22:00');
    await user.clear(discount);
    await user.type(discount, '15');
    await user.clear(screen.getByLabelText('Coupon code'));
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Offer saved'));
    expect(callsTo(spy, 'PUT /api/plan/config')).toEqual([{ discount: 15, code: null, endsAt: '22:00' }]);
  });

  it('saves a plan price and toasts a refusal', async () => {
    const { user, spy } = setup(() => envelopeResponse(400, undefined, 'Use HH:MM'));
    const form = (await screen.findByRole('heading', { name: /Half-Yearly/ })).closest('form') as HTMLFormElement;
    const emi = within(form).getByLabelText('EMI / month (₹)');
    await user.clear(emi);
    await user.click(within(form).getByRole('button', { name: 'Save prices' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Half-Yearly prices saved'));
    expect(callsTo(spy, 'PUT /api/plan/2')).toEqual([{ baseAmount: 17999, struckAmount: 18000, emi: null }]);

    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '105');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Enter 0 to 90')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Discount (%)'));
    await user.type(screen.getByLabelText('Discount (%)'), '5');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Use HH:MM'));
  });

  it('refuses a negative price as it is typed or pasted, and flags a zero before Save (issue 14 §7)', async () => {
    const { user, spy } = setup();
    const form = (await screen.findByRole('heading', { name: /Half-Yearly/ })).closest('form') as HTMLFormElement;
    const price = within(form).getByLabelText('Price (₹)');
    expect(price).toHaveAttribute('min', '1');
    await user.clear(price);
    await user.type(price, '-500');
    expect(price).toHaveValue(500);
    await user.clear(price);
    await user.paste('-700');
    expect(price).toHaveValue(null);
    await user.type(price, '0');
    expect(await within(form).findByText('Enter whole rupees, 1 or more')).toBeInTheDocument();
    const discount = screen.getByLabelText('Discount (%)');
    await user.clear(discount);
    await user.type(discount, '-5');
    expect(discount).toHaveValue(5);
    expect(callsTo(spy, 'PUT /api/plan/2')).toEqual([]);
  });
});
