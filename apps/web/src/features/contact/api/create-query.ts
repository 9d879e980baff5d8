import type { CreateQueryInput } from '@tlt/shared/contact';
import { client } from '../../../lib/api/client.ts';
import { useSubmitOnce } from '../../../lib/submission-key.ts';

/** POST /api/contactus/createQuery: answers the new query's id. */
export async function createQuery(body: CreateQueryInput, idempotencyKey?: string): Promise<{ _id: string }> {
  return await client.post('/api/contactus/createQuery', { body, idempotencyKey });
}

/** A repeat of one submission (double tap, retry) carries its Idempotency-Key, so one query is stored. */
export function useCreateQuery() {
  return useSubmitOnce(createQuery);
}
