import { useQuery } from '@tanstack/react-query';
import { type PaymentHistory } from '@tlt/shared/payments-history';
import { client } from '../../../lib/api/client.ts';

/** GET /api/user/me/payments: the caller's payments and refunds, newest first, with invoice and credit-note numbers. */
export async function getPaymentHistory(signal?: AbortSignal): Promise<PaymentHistory> {
  return await client.get('/api/user/me/payments', { signal });
}

/** Keyed by the user so one member's payments never show for the next. */
export function usePaymentHistory(userId: string) {
  return useQuery({ queryKey: ['me', 'payments', userId], queryFn: ({ signal }) => getPaymentHistory(signal) });
}
