import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QUERY_REOPEN_FAILED, QUERY_REOPENED } from '@tlt/shared/back-office/lists';
import { type QueryList, QueryListSchema } from '@tlt/shared/contact';
import { MSG } from '@tlt/shared/messages';
import { api, client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';

export const queryKeys = {
  all: ['contact-queries'] as const,
  list: (params: string) => ['contact-queries', 'list', params] as const,
};

/** GET contactus/allQueries?offset=&limit=&active= (admins): newest first. */
export function useContactQueries(params: URLSearchParams) {
  const qs = params.toString();
  return useQuery({
    queryKey: queryKeys.list(qs),
    queryFn: async ({ signal }) => QueryListSchema.parse(await api.get<unknown>(`contactus/allQueries?${qs}`, { signal })),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET contactus/changeQueryStatus?active=false&id={id} (spec §7): resolves one query (or, with
 * active=true, reopens it), with the spec's toasts. The row changes at once; the list is read again,
 * as the query may leave the filter in force.
 */
export function useSetQueryActive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; active: boolean }) =>
      await client.get('/api/contactus/changeQueryStatus', { params: { query: { active: `${v.active}`, id: v.id } } }),
    onSuccess: (q) => {
      toast.success(q.active ? QUERY_REOPENED : MSG.queryResolved);
      qc.setQueriesData<QueryList>({ queryKey: [...queryKeys.all, 'list'] }, (list) =>
        list && { ...list, queries: list.queries.map((x) => (x._id === q._id ? q : x)) });
      return qc.invalidateQueries({ queryKey: queryKeys.all });
    },
    onError: (_err, v) => toast.error(v.active ? QUERY_REOPEN_FAILED : MSG.queryResolveFailed),
  });
}
