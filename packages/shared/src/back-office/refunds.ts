import { z } from 'zod';
import { isWholePaise, PAISE_DECIMALS_MSG, rupeesToPaise } from '../money.ts';
import { REFUND_WINDOW_DAYS } from '../courses.ts';
import { boolQueryParam, emailField } from '../fields.ts';
import { safeText } from '../text.ts';

/**
 * Refunds (issue 13, decision 0027). The policy of site-and-admin §9 is guidance shown to the
 * admin, not a wall: within 7 days of the payment, a full refund; after 7 days, or once the free
 * course's locked videos were unlocked, 80% of what was paid. Refunding more than the guidance
 * needs an explicit override with a reason, which is recorded.
 */
export { REFUND_WINDOW_DAYS };
/** The share refunded under the 80% rule. */
export const REFUND_PARTIAL_PERCENT = 80;
export const OVERRIDE_REASON_MIN = 5;
export const OVERRIDE_REASON_MAX = 500;

export type RefundRule = 'full' | 'partial';

export interface RefundGuidance {
  rule: RefundRule;
  /** What the policy allows in total for this payment, in paise. */
  capPaise: number;
  /** What the dialog prefills: the policy's total less what is already refunded (never below 0). */
  suggestedPaise: number;
}

/** The guidance for a payment, in paise: the one rule the server enforces and the dialog shows. */
export function refundGuidance(o: { capturedPaise: number; refundedPaise: number; withinWindow: boolean; videosUnlocked: boolean }): RefundGuidance {
  const rule: RefundRule = o.withinWindow && !o.videosUnlocked ? 'full' : 'partial';
  const capPaise = rule === 'full' ? o.capturedPaise : Math.floor((o.capturedPaise * REFUND_PARTIAL_PERCENT) / 100);
  return { rule, capPaise, suggestedPaise: Math.max(0, capPaise - o.refundedPaise) };
}

/** The guidance in a plain sentence for the admin. */
export function guidanceText(o: { rule: RefundRule; withinWindow: boolean; videosUnlocked: boolean }): string {
  if (o.rule === 'full') return `Paid within the last ${REFUND_WINDOW_DAYS} days: the policy gives a full refund.`;
  const why = !o.withinWindow
    ? `More than ${REFUND_WINDOW_DAYS} days have passed since the payment`
    : 'The free course videos were unlocked';
  return `${why}: the policy refunds ${REFUND_PARTIAL_PERCENT}% of the amount paid.`;
}

/** Bank and merchant fees are the member's loss whatever the rule (§9); said beside the guidance. */
export const FEES_NOTE = 'The convenience fee and GST charged by the bank or merchant are not refunded.';

/** The server's refusals; the dialog shows them under the spec's failure toast. */
export const REFUND_MSG = {
  paymentNotFound: 'No such payment for this member',
  notByProvider: 'This payment was not made through the payment provider: refund it outside the site',
  notCaptured: 'This payment was not captured by the payment provider',
  orderMismatch: 'The order id does not match this payment',
  nameMismatch: 'The name does not match this member',
  fullyRefunded: 'This payment is already refunded in full',
  exceeds: (remaining: string) => `Only ${remaining} of this payment is left to refund`,
  fullEndsCourses: 'A full refund ends the course access this payment bought: it cannot keep the courses open',
  sayCourseAccess: 'Say whether the course access this payment bought ends with this refund',
  noCourses: 'This payment has no open course access to end',
  overrideRequired: (suggested: string) =>
    `That is more than the refund policy suggests (${suggested}). Tick "Go past the guidance" and give a reason`,
  // the refund form's fields
  amountFormat: 'Enter the amount in rupees, e.g. 17999 or 143.50',
  amountRequired: 'Amount is required',
  amountPositive: 'The amount must be more than zero',
  amountTooLarge: 'The amount is too large',
  reasonRequired: 'Give a reason for going past the guidance',
  reasonShort: `Give a reason for going past the guidance (at least ${OVERRIDE_REASON_MIN} characters)`,
  reasonLong: `The reason can be at most ${OVERRIDE_REASON_MAX} characters`,
  paymentIdRequired: 'paymentId is required',
  endCourseAccess: 'endCourseAccess must be true or false',
} as const;

/** Rupees with at most two decimals, as a number or a numeric string; answered in paise. */
const refundAmountField = z
  .union([z.number(), z.string().trim().regex(/^\d+(\.\d+)?$/, { error: REFUND_MSG.amountFormat }).transform(Number)], {
    error: REFUND_MSG.amountRequired,
  })
  .refine((n) => Number.isFinite(n), { error: REFUND_MSG.amountFormat })
  .refine((n) => n > 0, { error: REFUND_MSG.amountPositive })
  .refine(isWholePaise, { error: PAISE_DECIMALS_MSG })
  .transform(rupeesToPaise)
  .refine((p) => p <= 100_000_000, { error: REFUND_MSG.amountTooLarge });

export const RefundOverrideSchema = z.object({
  reason: safeText(
    z.string({ error: REFUND_MSG.reasonRequired })
      .trim()
      .min(OVERRIDE_REASON_MIN, { error: REFUND_MSG.reasonShort })
      .max(OVERRIDE_REASON_MAX, { error: REFUND_MSG.reasonLong }),
  ),
});

/**
 * POST /api/refund/create (spec §7): `amount` in rupees (paise as two decimals); `paymentId` the
 * provider's payment id (pay_…, the payment's txnId) or our payment record's id. `email` names the
 * member the payment must belong to; `orderId` and `name`, when sent, must match too.
 */
export const CreateRefundSchema = z.object({
  amount: refundAmountField,
  paymentId: z.string({ error: REFUND_MSG.paymentIdRequired }).trim().min(1, { error: REFUND_MSG.paymentIdRequired }).max(100),
  orderId: z.string().trim().max(100).nullish(),
  name: z.string().trim().max(100).optional(),
  email: emailField,
  /** The admin says the member unlocked the free course's videos (the 80% rule). */
  videosUnlocked: z.boolean().optional(),
  /** Needed, with a reason, to refund more than the guidance suggests. */
  override: RefundOverrideSchema.optional(),
  /**
   * Whether the course access this payment bought ends with the refund (issue 26 §1): a full refund
   * always ends it (false is refused); a partial one of a payment with open courses must say.
   */
  endCourseAccess: z.boolean({ error: REFUND_MSG.endCourseAccess }).optional(),
});
export type CreateRefundInput = z.input<typeof CreateRefundSchema>;

/** GET /api/refund/quote?paymentId=&email=&videosUnlocked=: what the dialog shows before a refund. */
export const RefundQuoteParamsSchema = z.object({
  paymentId: z.string({ error: REFUND_MSG.paymentIdRequired }).trim().min(1, { error: REFUND_MSG.paymentIdRequired }).max(100),
  email: emailField.optional(),
  videosUnlocked: boolQueryParam.optional(),
});

/** Money in rupees, dates ISO. */
export const RefundQuoteSchema = z.object({
  paymentId: z.string(),
  txnId: z.string(),
  orderId: z.string().nullable(),
  planType: z.string(),
  paidAt: z.string(),
  /** Paid through the payment provider (only those can be refunded here) and why not when not. */
  refundable: z.boolean(),
  notRefundableReason: z.string().nullable(),
  captured: z.number(),
  /** Processed and pending refunds together. */
  refunded: z.number(),
  pending: z.number(),
  /** Captured less refunded: the most any refund may be. */
  remaining: z.number(),
  withinWindow: z.boolean(),
  windowEndsAt: z.string(),
  /** The payment's plan came with the free courses (the 80% rule applies once their videos are unlocked). */
  includesCourses: z.boolean(),
  videosUnlocked: z.boolean(),
  rule: z.enum(['full', 'partial']),
  /** The policy's total for this payment and what is left of it to suggest. */
  cap: z.number(),
  suggested: z.number(),
  guidance: z.string(),
  /** The courses this payment bought whose access is still open: what a full refund ends, and what a partial one may. */
  openCourses: z.array(z.string()),
});
export type RefundQuote = z.infer<typeof RefundQuoteSchema>;

export const RefundSchema = z.object({
  _id: z.string(),
  paymentId: z.string(),
  txnId: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
  providerRefundId: z.string().nullable(),
  overridden: z.boolean(),
  /** The refund took the whole payment back: the period it paid for ended now. */
  endedPeriod: z.boolean(),
  /** The course access the payment bought ended with it. */
  endedCourseAccess: z.boolean(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

/**
 * What a refund ends (issue 26 §1), as the member page lists it: the paid period (a full refund),
 * the course access the payment bought (a full refund, or a partial one when the admin says so).
 */
export function refundEnds(o: { endedPeriod: boolean; endedCourseAccess: boolean }): string {
  if (o.endedPeriod && o.endedCourseAccess) return 'Membership period and course access';
  if (o.endedPeriod) return 'Membership period';
  if (o.endedCourseAccess) return 'Course access';
  return 'Nothing';
}

