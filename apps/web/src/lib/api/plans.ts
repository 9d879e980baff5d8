import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { PlanSchema, type Plan } from '@tlt/shared/plans';
import { api } from './client.ts';

/** GET /api/plan/all: the catalogue with today's price (`amount`, rupees). */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  return z.array(PlanSchema).parse(await api.get<unknown>('plan/all', { signal }));
}

export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: ({ signal }) => getPlans(signal),
});

export function usePlans() {
  return useQuery(plansQueryOptions);
}
