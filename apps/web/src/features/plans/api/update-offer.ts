import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateOffer } from '@tlt/shared/plans';
import { client } from '../../../lib/api/client.ts';
import { planConfigQueryOptions } from './get-plan-config.ts';
import { plansQueryOptions } from '../../../lib/api/plans.ts';

/** Admin: PUT /api/plan/config (discount %, coupon code, daily end time HH:MM India time). */
export async function updateOffer(body: UpdateOffer): Promise<void> {
  await client.put('/api/plan/config', { body });
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    // The discount changes every plan's price too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planConfigQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: plansQueryOptions.queryKey }),
      ]),
  });
}
