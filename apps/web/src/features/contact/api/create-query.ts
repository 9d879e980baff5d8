import { useMutation } from '@tanstack/react-query';
import type { CreateQueryInput } from '@tlt/shared/contact';
import { api } from '../../../lib/api-client.ts';

/** POST /api/contactus/createQuery: answers the new query's id. */
export async function createQuery(body: CreateQueryInput): Promise<{ _id: string }> {
  return api.post('contactus/createQuery', body);
}

export function useCreateQuery() {
  return useMutation({ mutationFn: createQuery });
}
