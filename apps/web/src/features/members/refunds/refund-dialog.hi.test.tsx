import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { RefundQuote } from '@tlt/shared/back-office/refunds';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import { RefundButton } from './refund-dialog.tsx';

const admin = makeUser({ _id: 'u-admin', userType: 'admin', payment: [] });
const member = { name: 'Asha Verma', email: 'asha@example.com' };
const payment = { _id: 'p1', txnId: 'pay_ABC123', orderId: 'order_XYZ', amount: 17999, refunded: 0, startDate: '2026-11-20T05:00:00.000Z' };
const quote: RefundQuote = {
  paymentId: 'p1', txnId: 'pay_ABC123', orderId: 'order_XYZ', planType: 'Half-Yearly', paidAt: '2026-11-20T05:00:00.000Z',
  refundable: true, notRefundableReason: null, captured: 17999, refunded: 0, pending: 0, remaining: 17999,
  withinWindow: true, windowEndsAt: '2026-11-27T05:00:00.000Z', includesCourses: true, videosUnlocked: false,
  rule: 'full', cap: 17999, suggested: 17999, guidance: 'Paid within the last 7 days: the policy gives a full refund.',
  openCourses: ['Profitable Trading Masterclass'],
};

const FAILED_HI = 'रिफंड जारी नहीं हो सका। कृपया फिर से कोशिश करें';

function setup() {
  storeSession(admin);
  stubFetch((url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/auth') return envelopeResponse(200, admin);
    if (path === '/api/refund/quote') return envelopeResponse(200, quote);
    // On /hi the server answers its failure in Hindi (Accept-Language: hi).
    if (path === '/api/refund/create' && init.method === 'POST') return envelopeResponse(502, undefined, FAILED_HI);
    return envelopeResponse(404, undefined, `unstubbed ${path}`);
  });
  return renderRoutes([{ path: '/', element: <RefundButton member={member} payment={payment} /> }], '/');
}

describe('the refund dialog in Hindi (issue 30)', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('says the sums, the form, its refusals and the confirm step in Hindi, with the rupees as they are', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'पेमेंट pay_ABC123 का रिफंड' }));
    const d = within(await screen.findByRole('dialog', { name: 'Asha Verma को रिफंड' }));
    await d.findByText('गाइडेंस');
    expect(d.getByText('भुगतान').nextElementSibling).toHaveTextContent('₹17,999');
    expect(d.getByText('रिफंड के लिए बाक़ी').nextElementSibling).toHaveTextContent('₹17,999');
    expect(d.getByText('पूरा रिफंड इस पेमेंट से ख़रीदा कोर्स एक्सेस भी ख़त्म कर देगा: Profitable Trading Masterclass।')).toBeInTheDocument();

    const amount = d.getByLabelText('रिफंड की रकम (₹)');
    await user.clear(amount);
    await user.type(amount, '1.234');
    await user.click(d.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await d.findByText('रकम में दशमलव के बाद ज़्यादा से ज़्यादा दो अंक (पैसे) हो सकते हैं')).toBeInTheDocument();

    await user.clear(amount);
    await user.type(amount, '17999');
    await user.click(d.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await d.findByText('रिफंड वापस नहीं लिया जा सकता।')).toBeInTheDocument();
    expect(d.getByText(/asha@example.com/).textContent).toBe('Asha Verma (asha@example.com) को ₹17,999 रिफंड करें?');
    expect(d.getByRole('button', { name: '₹17,999 रिफंड करें' })).toBeInTheDocument();
    expect(d.getByRole('button', { name: 'वापस' })).toBeInTheDocument();
  });

  it('says a failed refund once, in Hindi: the server’s Hindi failure is not repeated under the title', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'पेमेंट pay_ABC123 का रिफंड' }));
    const d = within(await screen.findByRole('dialog', { name: 'Asha Verma को रिफंड' }));
    await d.findByText('गाइडेंस');
    await user.click(d.getByRole('button', { name: 'आगे बढ़ें' }));
    await user.click(await d.findByRole('button', { name: '₹17,999 रिफंड करें' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(FAILED_HI, undefined));
  });
});
