import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Plan } from '@tlt/shared/plans';
import { client } from './client.ts';

/** GET /api/plan/all: the catalogue with today's price (`amount`, rupees). */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return client.get('/api/plan/all', { signal });
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => getPlans(signal),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
