import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder } from '../../../test/billing-fixtures.ts';
import { openRazorpay } from './open-razorpay.ts';
import type { RazorpayConstructor, RazorpayFailure, RazorpayOptions } from './razorpay-script.ts';

afterEach(() => {
  delete window.Razorpay;
});

/** Stands in for the provider's global at the boundary its script would fill. */
function fakeProvider() {
  const seen: { options?: RazorpayOptions; failed?: (r: RazorpayFailure) => void; opened: boolean } = { opened: false };
  window.Razorpay = vi.fn(function (this: unknown, options: RazorpayOptions) {
    seen.options = options;
    return {
      open: () => void (seen.opened = true),
      on: (_event: string, fn: (r: RazorpayFailure) => void) => void (seen.failed = fn),
    };
  }) as unknown as RazorpayConstructor;
  return seen;
}

describe('openRazorpay', () => {
  const order = makeOrder(3, { provider: 'razorpay', keyId: 'rzp_live_x' });
  const prefill = { name: 'Ravi', email: 'ravi@example.com', contact: '9876543210' };

  it('opens the provider with the order, prefill, brand and confirm-on-close, and resolves on payment', async () => {
    const seen = fakeProvider();
    const outcome = openRazorpay(order, prefill, vi.fn());
    await vi.waitFor(() => expect(seen.opened).toBe(true));
    expect(seen.options).toMatchObject({
      key: 'rzp_live_x', amount: 3149900, currency: 'INR', order_id: 'order_3', name: 'The Lazy Trader',
      description: 'Yearly membership (12 months)', prefill, theme: { color: '#10b981' }, modal: { confirm_close: true },
    });
    const response = { razorpay_order_id: 'order_3', razorpay_payment_id: 'pay_9', razorpay_signature: 'sig' };
    seen.options?.handler(response);
    await expect(outcome).resolves.toEqual({ kind: 'paid', response });
  });

  it('reports a failed attempt without ending, and resolves dismissed when closed', async () => {
    const seen = fakeProvider();
    const onFailed = vi.fn();
    const outcome = openRazorpay(order, prefill, onFailed);
    await vi.waitFor(() => expect(seen.opened).toBe(true));
    seen.failed?.({ error: { description: 'Bank declined' } });
    expect(onFailed).toHaveBeenCalledWith('Bank declined');
    seen.options?.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ kind: 'dismissed' });
  });
});
