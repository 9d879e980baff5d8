import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { RefundQuoteSchema, RefundSchema, type CreateRefundInput } from '@tlt/shared/back-office/refunds';
import { api } from '../../../lib/api/client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

export const refundKeys = {
  all: ['refunds'] as const,
  quote: (paymentId: string, videosUnlocked: boolean) => ['refunds', 'quote', paymentId, videosUnlocked] as const,
};

/** GET refund/quote: captured, refunded, what is left, and the policy's guidance for this payment. */
export function useRefundQuote(o: { paymentId: string; email: string; videosUnlocked: boolean; enabled: boolean }) {
  const qs = new URLSearchParams({ paymentId: o.paymentId, email: o.email, videosUnlocked: String(o.videosUnlocked) });
  return useQuery({
    queryKey: refundKeys.quote(o.paymentId, o.videosUnlocked),
    queryFn: async ({ signal }) => RefundQuoteSchema.parse(await api.get<unknown>(`refund/quote?${qs}`, { signal })),
    enabled: o.enabled,
    // Ticking "videos unlocked" keeps the dialog on screen while the new guidance loads.
    placeholderData: keepPreviousData,
    // Always fresh when the dialog opens: another admin may have refunded meanwhile.
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * POST refund/create (spec §7). One Idempotency-Key per submission: a double tap or a retry after a
 * lost answer replays the first result instead of refunding twice (the server also locks the payment).
 */
export function useCreateRefund() {
  const key = useSubmissionKey();
  return useMutation({
    mutationFn: async (input: CreateRefundInput) =>
      RefundSchema.parse(await api.post<unknown>('refund/create', input, { idempotencyKey: key.for(input) })),
    onSuccess: () => key.done(),
  });
}
