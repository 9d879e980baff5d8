import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BillingDetailsSchema, type BillingDetails } from '@tlt/shared/invoices';
import { api } from '../../../lib/api/client.ts';

const key = ['me', 'billing-details'] as const;

/** GET /api/user/me/billing-details: the state the member's invoices name (null: not given). */
export function useBillingDetails() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => BillingDetailsSchema.parse(await api.get<unknown>('user/me/billing-details', { signal })),
  });
}

/** PUT /api/user/me/billing-details: used by invoices issued from now on. */
export function useSaveBillingDetails() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: BillingDetails) => BillingDetailsSchema.parse(await api.put<unknown>('user/me/billing-details', body)),
    onSuccess: (details) => qc.setQueryData(key, details),
  });
}
