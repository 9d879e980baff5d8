import { useRef, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { MSG } from '@tlt/shared/messages';
import { translateShared } from '../../lib/i18n.ts';
import type { Order, PaymentProof } from '@tlt/shared/orders';
import { PAYMENT_EVENTS, trackConversion, trackEvent } from '../../lib/analytics.ts';
import { ApiError } from '../../lib/api-error.ts';
import { createOrder } from './api/create-order.ts';
import { TestCheckoutDialog } from './components/test-checkout-dialog.tsx';
import { toPaymentProof, type CheckoutOutcome, type CheckoutPrefill } from './lib/checkout-types.ts';
import { openRazorpay } from './lib/open-razorpay.ts';

export interface CheckoutRequest {
  planId: number;
  name?: string;
  email?: string;
  contact?: string;
  /** Renewal: the token from login's 402; the server then bills that account. */
  renewalToken?: string;
  /** Renew early: the server bills the signed-in caller (bearer token). */
  purpose?: 'renewal';
}

interface UseCheckoutOptions {
  /** Analytics category of the flow's events, e.g. 'Registration' or 'Renewal'. */
  category: string;
  /** Runs once the provider reports a payment; shows its own toasts. Loading lasts until it settles. */
  onPaid: (proof: PaymentProof, order: Order) => Promise<void>;
}

interface TestSession {
  order: Order;
  prefill: CheckoutPrefill;
  onFailed: (description: string) => void;
  resolve: (outcome: CheckoutOutcome) => void;
}

/** The server's reason when it names one the payer can act on (taken email, stale renewal link). */
function orderFailureMessage(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 409].includes(error.code) && error.message) return error.message;
  return translateShared(MSG.orderFailed);
}

/**
 * Spec §4 payment: loading → order → the provider's checkout (ours in test mode) → onPaid.
 * Both providers end in the same `{razorpay_order_id, razorpay_payment_id, razorpay_signature}`,
 * so everything after the checkout is one code path.
 */
export function useCheckout({ category, onPaid }: UseCheckoutOptions) {
  const [loading, setLoading] = useState(false);
  const [testSession, setTestSession] = useState<TestSession | null>(null);
  // State updates land after the click; the ref stops a double click from opening two orders.
  const busy = useRef(false);

  const openCheckout = (order: Order, prefill: CheckoutPrefill, onFailed: (d: string) => void) =>
    order.provider === 'test'
      ? new Promise<CheckoutOutcome>((resolve) => setTestSession({ order, prefill, onFailed, resolve }))
      : openRazorpay(order, prefill, onFailed);

  async function start({ planId, name, email, contact, renewalToken, purpose }: CheckoutRequest): Promise<void> {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    const finish = () => {
      busy.current = false;
      setLoading(false);
    };
    const failed = (label: string) => trackEvent({ category, action: PAYMENT_EVENTS.failed, label });

    let order: Order;
    try {
      order = await createOrder({ planId, name: name as string, email: email as string, renewalToken, purpose });
    } catch (error) {
      toast.error(orderFailureMessage(error));
      failed(`plan ${planId}`);
      finish();
      return;
    }

    let outcome: CheckoutOutcome;
    try {
      outcome = await openCheckout(order, { name, email, contact }, () => failed(order.planType));
    } catch {
      // The provider's script did not load.
      toast.error(translateShared(MSG.orderFailed));
      failed(order.planType);
      finish();
      return;
    }
    if (outcome.kind === 'dismissed') {
      trackEvent({ category, action: PAYMENT_EVENTS.cancelled, label: order.planType, value: order.amount / 100 });
      finish();
      return;
    }

    trackConversion({ value: order.amount / 100, currency: order.currency, transactionId: outcome.response.razorpay_payment_id });
    try {
      await onPaid(toPaymentProof(outcome.response), order);
    } finally {
      finish();
    }
  }

  const end = (outcome: CheckoutOutcome) => {
    testSession?.resolve(outcome);
    setTestSession(null);
  };

  const checkoutDialog: ReactNode = testSession && (
    <TestCheckoutDialog
      order={testSession.order}
      prefill={testSession.prefill}
      onFailed={testSession.onFailed}
      onPaid={(response) => end({ kind: 'paid', response })}
      onDismiss={() => end({ kind: 'dismissed' })}
    />
  );

  return { start, loading, checkoutDialog };
}
