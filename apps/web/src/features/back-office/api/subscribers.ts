import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIBER_FETCH_SIZE } from '@tlt/shared/back-office/lists';
import { SUBSCRIBER_MSG } from '@tlt/shared/leads';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';
import { t } from '@lingui/core/macro';

export const subscriberKeys = {
  all: ['subscribers'] as const,
  chunk: (offset: number) => ['subscribers', 'chunk', offset] as const,
};

/**
 * GET subscribers/all?limit=2000&offset=… (admins): the 2,000 subscribers from `offset` (a multiple
 * of 2,000, spec §7 and §9); the page shows a slice of them and reads the next 2,000 only when paged past.
 */
export function useSubscriberChunk(offset: number) {
  return useQuery({
    queryKey: subscriberKeys.chunk(offset),
    queryFn: async ({ signal }) =>
      await client.get('/api/subscribers/all', { params: { query: { limit: SUBSCRIBER_FETCH_SIZE, offset } }, signal }),
    // The total stays on screen while the next 2,000 load.
    placeholderData: keepPreviousData,
  });
}

/** DELETE subscribers/{id} (admins): the address leaves the list and its marketing consent is withdrawn. */
export function useRemoveSubscriber() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => await client.delete('/api/subscribers/{id}', { params: { path: { id } } }),
    onSuccess: (r) => {
      toast.success(`${translateShared(SUBSCRIBER_MSG.removed)}: ${r.email}`);
      return qc.invalidateQueries({ queryKey: subscriberKeys.all });
    },
    onError: (err) => toast.error(err instanceof ApiError && err.code !== 0 ? err.message : t`Could not remove the subscriber. Please try again.`),
  });
}
