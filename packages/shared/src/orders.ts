import { z } from 'zod';
import { emailField, nameField } from './fields.ts';
import { MSG } from './messages.ts';
import { planIdField } from './plans.ts';

/**
 * POST /api/order/create. The server computes the amount; a client-sent `amount` (paise)
 * that differs is refused. A renewal order names the renewal token from login's 402, or is
 * `purpose: 'renewal'` from a signed-in member renewing early (the bearer's account is billed).
 */
/** Our own copy for the payment calls' refusals. */
export const ORDER_MSG = { notFound: 'No such order', badWebhookSignature: 'Invalid webhook signature' } as const;

export const CreateOrderSchema = z
  .object({
    planId: planIdField,
    /** Required for a signup; a renewal takes them from the token's owner. */
    name: nameField.optional(),
    email: emailField.optional(),
    coupon: z.string().trim().max(40).optional(),
    amount: z.number().int().optional(),
    renewalToken: z.string().max(200).optional(),
    /** Renew early: bill the signed-in caller (needs the bearer token); name and email are theirs. */
    purpose: z.literal('renewal').optional(),
    /** The browser's stored utm_source (spec §3): a label on the dashboard's signups, nothing more. */
    utmSource: z.string().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.renewalToken || v.purpose === 'renewal') return;
    if (v.name === undefined) ctx.addIssue({ code: 'custom', path: ['name'], message: MSG.nameRequired });
    if (v.email === undefined) ctx.addIssue({ code: 'custom', path: ['email'], message: MSG.emailRequired });
  });
export type CreateOrderInput = z.input<typeof CreateOrderSchema>;

export const OrderSchema = z.object({
  orderId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: z.enum(['test', 'razorpay']),
  /** The provider's public key for its checkout. */
  keyId: z.string(),
  planId: z.number().int(),
  planType: z.string(),
  description: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** What the provider's checkout hands back on success (Razorpay's field names). */
export const CheckoutSuccessSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof CheckoutSuccessSchema>;

/** Test mode only: POST /api/payments/test/checkout plays the provider's Pay or Fail. */
export const TestCheckoutSchema = z.object({
  orderId: z.string().min(1),
  outcome: z.enum(['pay', 'fail']),
});
export const TestCheckoutResultSchema = z.union([
  CheckoutSuccessSchema,
  z.object({ failed: z.literal(true), description: z.string() }),
]);

/** The payment proof sent with signup and renewal. */
export const PaymentProofSchema = z.object({
  orderId: z.string().min(1).max(100),
  /** The provider's payment id. */
  txnId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type PaymentProof = z.infer<typeof PaymentProofSchema>;
