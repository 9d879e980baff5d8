import { z } from 'zod';

/**
 * GET /api/user/me/payments (issue 15): the signed-in member's payments and refunds, newest first.
 * Amounts are rupees (decision 0005); each payment names its tax invoice, each processed refund its
 * credit note (decision 0032).
 */

export const PAYMENT_STATUSES = ['paid', 'refundPending', 'partlyRefunded', 'refunded'] as const;
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;

export const PAYMENT_STATUS_LABELS: Record<(typeof PAYMENT_STATUSES)[number], string> = {
  paid: 'Paid',
  refundPending: 'Refund pending',
  partlyRefunded: 'Refunded in part',
  refunded: 'Refunded',
};

export const REFUND_STATUS_LABELS: Record<(typeof REFUND_STATUSES)[number], string> = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
};

const common = {
  _id: z.string(),
  /** When it was paid or refunded. */
  date: z.string(),
  planType: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  amount: z.number(),
  /** The provider's payment (or refund) id; for a payment an admin recorded, the reference they typed (a UTR, a cheque number). */
  method: z.string(),
};

export const PaymentHistoryPaymentSchema = z.object({
  kind: z.literal('payment'),
  ...common,
  status: z.enum(PAYMENT_STATUSES),
  /** Rupees refunded so far (processed refunds). */
  refunded: z.number(),
  /** Null for a payment recorded without one (demo data): the download issues it. */
  invoiceNumber: z.string().nullable(),
});

export const PaymentHistoryRefundSchema = z.object({
  kind: z.literal('refund'),
  ...common,
  paymentId: z.string(),
  status: z.enum(REFUND_STATUSES),
  invoiceNumber: z.string().nullable(),
  /** Issued once the provider has processed the refund. */
  creditNoteNumber: z.string().nullable(),
});

export const PaymentHistoryItemSchema = z.discriminatedUnion('kind', [PaymentHistoryPaymentSchema, PaymentHistoryRefundSchema]);
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItemSchema>;

export const PaymentHistorySchema = z.object({ items: z.array(PaymentHistoryItemSchema) });
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/** Path parameters of the invoice and credit-note downloads: anything that is no uuid is a 404, never a 400. */
export const DocumentParamsSchema = z.object({ id: z.string() });
