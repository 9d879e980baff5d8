import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { client, type BodyOf } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';

export const refundKeys = {
  all: ['refunds'] as const,
  quote: (paymentId: string, videosUnlocked: boolean) => ['refunds', 'quote', paymentId, videosUnlocked] as const,
};

/** GET refund/quote: captured, refunded, what is left, and the policy's guidance for this payment. */
export function useRefundQuote(o: { paymentId: string; email: string; videosUnlocked: boolean; enabled: boolean }) {
  const query = { paymentId: o.paymentId, email: o.email, videosUnlocked: o.videosUnlocked ? 'true' : 'false' } as const;
  return useQuery({
    queryKey: refundKeys.quote(o.paymentId, o.videosUnlocked),
    queryFn: async ({ signal }) => await client.get('/api/refund/quote', { params: { query }, signal }),
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
  // The dialog sends rupees as a number, as the route describes the amount.
  return useSubmitOnce((body: BodyOf<'/api/refund/create', 'post'>, idempotencyKey) => client.post('/api/refund/create', { body, idempotencyKey }));
}
