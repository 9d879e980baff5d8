import type { CheckoutSuccess, PaymentProof } from '@tlt/shared/orders';

/** What the checkout shows prefilled (spec §7 notes: name, contact and email). */
export interface CheckoutPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

/** How a checkout ended. A failed attempt does not end it: the payer may retry or close. */
export type CheckoutOutcome = { kind: 'paid'; response: CheckoutSuccess } | { kind: 'dismissed' };

/** The provider's answer, renamed to the proof that signup and renewal send. */
export function toPaymentProof(response: CheckoutSuccess): PaymentProof {
  return {
    orderId: response.razorpay_order_id,
    txnId: response.razorpay_payment_id,
    signature: response.razorpay_signature,
  };
}
