import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

const key = ['account', 'consents'] as const;

/** GET /api/user/me/consents: what the member agreed to, when, to which version; and whether marketing mail may go. */
export function useConsents() {
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => await client.get('/api/user/me/consents', { signal }),
  });
}

/** PUT /api/user/me/consents/marketing: false withdraws (the newsletter stops), true subscribes again. */
export function useSetMarketing() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (given: boolean) => await client.put('/api/user/me/consents/marketing', { body: { given } }),
    onSuccess: (list) => qc.setQueryData(key, list),
  });
}
