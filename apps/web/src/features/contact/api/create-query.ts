import { useMutation } from '@tanstack/react-query';
import type { CreateQueryInput } from '@tlt/shared/contact';
import { api } from '../../../lib/api/client.ts';
import { useSubmissionKey } from '../../../lib/submission-key.ts';

/** POST /api/contactus/createQuery: answers the new query's id. */
export async function createQuery(body: CreateQueryInput, idempotencyKey?: string): Promise<{ _id: string }> {
  return api.post('contactus/createQuery', body, { idempotencyKey });
}

/** A repeat of one submission (double tap, retry) carries its Idempotency-Key, so one query is stored. */
export function useCreateQuery() {
  const submission = useSubmissionKey();
  return useMutation({
    mutationFn: (body: CreateQueryInput) => createQuery(body, submission.for(body)),
    onSuccess: () => submission.done(),
  });
}
