import type { Order } from '@tlt/shared/orders';
import { COMPANY_NAME } from '../../../lib/site-config.ts';
import type { CheckoutOutcome, CheckoutPrefill } from './checkout-types.ts';
import { loadRazorpay } from './razorpay-script.ts';

export const CHECKOUT_THEME_COLOR = '#10b981';

/** Opens the provider's own checkout for an order; resolves when it pays or is closed. */
export async function openRazorpay(
  order: Order,
  prefill: CheckoutPrefill,
  onFailed: (description: string) => void,
): Promise<CheckoutOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<CheckoutOutcome>((resolve) => {
    const rzp = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      order_id: order.orderId,
      name: COMPANY_NAME,
      description: order.description,
      prefill,
      theme: { color: CHECKOUT_THEME_COLOR },
      handler: (response) => resolve({ kind: 'paid', response }),
      // confirm_close: the provider asks before closing, as the test checkout does.
      modal: { ondismiss: () => resolve({ kind: 'dismissed' }), confirm_close: true },
    });
    // The provider keeps its modal open after a failure so the payer can retry.
    rzp.on('payment.failed', (failure) => onFailed(failure.error?.description ?? 'Payment failed'));
    rzp.open();
  });
}
