import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdatePlanPrice } from '@tlt/shared/plans';
import { client } from '../../../lib/api/client.ts';
import { plansQueryOptions } from '../../../lib/api/plans.ts';

/** Admin: PUT /api/plan/:id with rupee prices. */
export async function updatePlanPrice({ id, ...body }: UpdatePlanPrice & { id: number }): Promise<void> {
  await client.put('/api/plan/{id}', { params: { path: { id } }, body });
}

export function useUpdatePlanPrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlanPrice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plansQueryOptions.queryKey }),
  });
}
