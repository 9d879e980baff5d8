import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PlanConfig } from '@tlt/shared/plans';
import { client } from '../../../lib/api/client.ts';

/** GET /api/plan/config: today's offer. The spec's client reads data[0]. */
export async function getPlanConfig(signal?: AbortSignal): Promise<PlanConfig | null> {
  const list = await client.get('/api/plan/config', { signal });
  return list[0] ?? null;
}

export const planConfigQueryOptions = queryOptions({
  queryKey: ['plan-config'],
  queryFn: ({ signal }) => getPlanConfig(signal),
});

export function usePlanConfig() {
  return useQuery(planConfigQueryOptions);
}
