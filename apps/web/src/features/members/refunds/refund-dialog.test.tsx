import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import type { RefundQuote } from '@tlt/shared/back-office/refunds';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RefundButton, type RefundButtonProps } from './refund-dialog.tsx';
import { parseRupees } from './rupees.ts';

const admin = makeUser({ _id: 'u-admin', userType: 'admin', payment: [] });
const member = { name: 'Asha Verma', email: 'asha@example.com' };
const payment: RefundButtonProps['payment'] = {
  _id: 'p1', txnId: 'pay_ABC123', orderId: 'order_XYZ', amount: 17999, refunded: 0, startDate: '2026-11-20T05:00:00.000Z',
};

function makeQuote(o: Partial<RefundQuote> = {}): RefundQuote {
  return {
    paymentId: 'p1', txnId: 'pay_ABC123', orderId: 'order_XYZ', planType: 'Half-Yearly', paidAt: '2026-11-20T05:00:00.000Z',
    refundable: true, notRefundableReason: null, captured: 17999, refunded: 0, pending: 0, remaining: 17999,
    withinWindow: true, windowEndsAt: '2026-11-27T05:00:00.000Z', includesCourses: true, videosUnlocked: false,
    rule: 'full', cap: 17999, suggested: 17999, guidance: 'Paid within the last 7 days: the policy gives a full refund.',
    openCourses: ['Profitable Trading Masterclass'], ...o,
  };
}

const PARTIAL = { rule: 'partial' as const, cap: 14399.2, suggested: 14399.2, guidance: 'The free course videos were unlocked: the policy refunds 80% of the amount paid.' };

function setup(o: { quote?: (videosUnlocked: boolean) => RefundQuote; create?: (body: any) => Response; props?: Partial<RefundButtonProps> } = {}) {
  storeSession(admin);
  const onRefunded = vi.fn();
  /** The videosUnlocked of each quote asked for. */
  const quotes: string[] = [];
  const quoteFor = o.quote ?? ((v) => (v ? makeQuote({ ...PARTIAL, videosUnlocked: true }) : makeQuote()));
  const spy = stubFetch((url, init) => {
    const path = url.split('?')[0];
    if (path === '/api/auth') return envelopeResponse(200, admin);
    if (path === '/api/refund/quote') {
      const v = new URL(url, 'http://x').searchParams.get('videosUnlocked') ?? '';
      quotes.push(v);
      return envelopeResponse(200, quoteFor(v === 'true'));
    }
    if (path === '/api/refund/create' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      return o.create?.(body) ?? envelopeResponse(200, {
        _id: 'r1', paymentId: 'p1', txnId: 'pay_ABC123', amount: body.amount, status: 'pending', providerRefundId: 'rfnd_1',
        overridden: !!body.override, endedPeriod: body.amount === 17999, endedCourseAccess: !!body.endCourseAccess,
        createdAt: new Date().toISOString(),
      }, MSG.refundIssued);
    }
    return envelopeResponse(404, undefined, `unstubbed ${path}`);
  });
  const utils = renderRoutes([{ path: '/', element: <RefundButton member={member} payment={payment} onRefunded={onRefunded} {...o.props} /> }], '/');
  return { ...utils, spy, onRefunded, quotes };
}

async function open(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Refund payment pay_ABC123' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund Asha Verma' });
  await within(dialog).findByText('Guidance');
  return within(dialog);
}

describe('RefundButton', () => {
  it('shows paid, refunded and left, the guidance in plain words, and prefills the suggestion', async () => {
    const { user } = setup();
    const d = await open(user);
    expect(d.getByText('Paid').nextElementSibling).toHaveTextContent('₹17,999');
    expect(d.getByText('Already refunded').nextElementSibling).toHaveTextContent('—');
    expect(d.getByText('Left to refund').nextElementSibling).toHaveTextContent('₹17,999');
    expect(d.getByText('Paid within the last 7 days: the policy gives a full refund.')).toBeInTheDocument();
    expect(d.getByText(/convenience fee and GST/)).toBeInTheDocument();
    expect(d.getByLabelText('Amount to refund (₹)')).toHaveValue('17999');
  });

  it('a full refund: the form and the confirm step say the period and the course access end, then the spec\'s toast and onRefunded', async () => {
    const { user, spy, onRefunded } = setup();
    const d = await open(user);
    expect(d.getByText('A full refund also ends the course access this payment bought: Profitable Trading Masterclass.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText(/membership period it paid for ends now/)).toBeInTheDocument();
    expect(d.getByText('The course access it bought ends now: Profitable Trading Masterclass.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Refund ₹17,999' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.refundIssued, undefined));
    expect(onRefunded).toHaveBeenCalledTimes(1);
    expect(callsTo(spy, 'POST /api/refund/create')).toEqual([
      { amount: 17999, paymentId: 'p1', orderId: 'order_XYZ', name: 'Asha Verma', email: 'asha@example.com', videosUnlocked: false, endCourseAccess: true },
    ]);
    const [, init] = spy.mock.calls.find(([u]) => String(u).startsWith('/api/refund/create'))!;
    expect((init!.headers as Record<string, string>)['Idempotency-Key']).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('"videos unlocked" asks again and suggests 80%; more than that needs the override and a reason, sent with the refund', async () => {
    const { user, spy, quotes } = setup();
    const d = await open(user);
    await user.click(d.getByLabelText('The member unlocked the free course videos'));
    expect(await d.findByText(/the policy refunds 80% of the amount paid/)).toBeInTheDocument();
    expect(quotes).toContain('true');
    const amount = d.getByLabelText('Amount to refund (₹)');
    expect(amount).toHaveValue('14399.2');
    await user.clear(amount);
    await user.type(amount, '17999');
    expect(d.getByText(/more than the guidance suggests/)).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText(/Tick "Go past the guidance"/)).toBeInTheDocument();
    await user.click(d.getByLabelText('Go past the guidance'));
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText('Give a reason for going past the guidance')).toBeInTheDocument();
    await user.type(d.getByLabelText('Reason'), 'Course never opened, support error');
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText(/Your reason is recorded/)).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Refund ₹17,999' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(MSG.refundIssued, undefined));
    expect(callsTo(spy, 'POST /api/refund/create')[0]).toMatchObject({ amount: 17999, videosUnlocked: true, override: { reason: 'Course never opened, support error' } });
  });

  it('a partial refund asks whether the course access ends (nothing preselected), says it before confirming and sends the answer', async () => {
    const { user, spy } = setup({ quote: () => makeQuote({ openCourses: ['Profitable Trading Masterclass', 'Trading Psychology Masterclass'] }) });
    const d = await open(user);
    const amount = d.getByLabelText('Amount to refund (₹)');
    await user.clear(amount);
    await user.type(amount, '5000');
    const keep = d.getByLabelText('Keep the course access open');
    const end = d.getByLabelText('End the course access now');
    expect(keep).not.toBeChecked();
    expect(end).not.toBeChecked();
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByRole('alert')).toHaveTextContent('Say whether the course access ends with this refund');
    await user.click(keep);
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText('The course access stays open: Profitable Trading Masterclass and Trading Psychology Masterclass.')).toBeInTheDocument();
    expect(d.queryByText(/membership period it paid for ends now/)).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Back' }));
    await user.click(d.getByLabelText('End the course access now'));
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByText('The course access it bought ends now: Profitable Trading Masterclass and Trading Psychology Masterclass.')).toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Refund ₹5,000' }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/refund/create')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/refund/create')[0]).toMatchObject({ amount: 5000, endCourseAccess: true });
  });

  it('a payment that bought no course asks nothing about courses and sends no answer', async () => {
    const { user, spy } = setup({ quote: () => makeQuote({ openCourses: [] }) });
    const d = await open(user);
    const amount = d.getByLabelText('Amount to refund (₹)');
    await user.clear(amount);
    await user.type(amount, '100');
    expect(d.queryByText('Course access')).not.toBeInTheDocument();
    await user.click(d.getByRole('button', { name: 'Continue' }));
    await user.click(d.getByRole('button', { name: 'Refund ₹100' }));
    await waitFor(() => expect(callsTo(spy, 'POST /api/refund/create')).toHaveLength(1));
    expect(callsTo(spy, 'POST /api/refund/create')[0]).not.toHaveProperty('endCourseAccess');
  });

  it('checks the amount before asking: required, more than zero, two decimals, not past what is left', async () => {
    const { user, spy } = setup({ quote: () => makeQuote({ refunded: 5000, remaining: 12999, suggested: 12999 }) });
    const d = await open(user);
    const amount = d.getByLabelText('Amount to refund (₹)');
    await user.clear(amount);
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByRole('alert')).toHaveTextContent('Amount is required');
    await user.type(amount, '0');
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByRole('alert')).toHaveTextContent('The amount must be more than zero');
    await user.clear(amount);
    await user.type(amount, '10.555');
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByRole('alert')).toHaveTextContent('at most two decimals');
    await user.clear(amount);
    await user.type(amount, '13000');
    await user.click(d.getByRole('button', { name: 'Continue' }));
    expect(d.getByRole('alert')).toHaveTextContent('Only ₹12,999 is left to refund');
    expect(callsTo(spy, 'POST /api/refund/create')).toHaveLength(0);
  });

  it('a refusal shows the spec\'s failure toast with the server\'s reason and keeps the dialog open', async () => {
    const { user, onRefunded } = setup({ create: () => envelopeResponse(409, undefined, 'This payment is already refunded in full') });
    const d = await open(user);
    await user.click(d.getByRole('button', { name: 'Continue' }));
    await user.click(d.getByRole('button', { name: 'Refund ₹17,999' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.refundFailed, { description: 'This payment is already refunded in full' }));
    expect(onRefunded).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Refund Asha Verma' })).toBeInTheDocument();
  });

  it('the provider\'s refusal: the spec\'s failure toast with the provider\'s reason, and what is left asked again', async () => {
    const { user, quotes } = setup({ create: () => envelopeResponse(502, { status: 'failed', reason: 'The payment has been fully refunded already' }, MSG.refundFailed) });
    const d = await open(user);
    const asked = quotes.length;
    await user.click(d.getByRole('button', { name: 'Continue' }));
    await user.click(d.getByRole('button', { name: 'Refund ₹17,999' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(MSG.refundFailed, { description: 'The payment has been fully refunded already' }));
    await waitFor(() => expect(quotes.length).toBeGreaterThan(asked));
  });

  it('a payment that cannot be refunded here says why; one refunded in full shows no button', async () => {
    const { user } = setup({ quote: () => makeQuote({ refundable: false, notRefundableReason: 'This payment was not made through the payment provider: refund it outside the site' }) });
    await user.click(await screen.findByRole('button', { name: 'Refund payment pay_ABC123' }));
    expect(await screen.findByText(/not made through the payment provider/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Amount to refund (₹)')).not.toBeInTheDocument();
  });

  it('nothing left to refund: "Refunded" instead of the button', async () => {
    setup({ props: { payment: { ...payment, refunded: 17999 } } });
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund payment/ })).not.toBeInTheDocument();
  });
});

describe('parseRupees', () => {
  it('reads rupees with up to two decimals as paise', () => {
    expect(parseRupees('17,999')).toEqual({ ok: true, paise: 1799900 });
    expect(parseRupees(' 143.5 ')).toEqual({ ok: true, paise: 14350 });
    expect(parseRupees('0.01')).toEqual({ ok: true, paise: 1 });
    expect(parseRupees('1e3').ok).toBe(false);
    expect(parseRupees('-1').ok).toBe(false);
  });
});
