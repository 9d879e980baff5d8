import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QUERY_REOPEN_FAILED, QUERY_REOPENED } from '@tlt/shared/back-office/lists';
import type { QueryList } from '@tlt/shared/contact';
import { MSG } from '@tlt/shared/messages';
import { fromAddress, useAdminList } from '../../../lib/api/admin-list.ts';
import { client } from '../../../lib/api/client.ts';
import { toast } from '../../../lib/toast.ts';
import { translateShared } from '../../../lib/i18n.ts';

export const queryKeys = {
  all: ['contact-queries'] as const,
  list: ['contact-queries', 'list'] as const,
};

/** GET contactus/allQueries?offset=&limit=&active= (admins): newest first. */
export function useContactQueries(params: URLSearchParams) {
  return useAdminList(queryKeys.list, '/api/contactus/allQueries', fromAddress(params));
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
      toast.success(translateShared(q.active ? QUERY_REOPENED : MSG.queryResolved));
      qc.setQueriesData<QueryList>({ queryKey: queryKeys.list }, (list) =>
        list && { ...list, queries: list.queries.map((x) => (x._id === q._id ? q : x)) });
      return qc.invalidateQueries({ queryKey: queryKeys.all });
    },
    onError: (_err, v) => toast.error(translateShared(v.active ? QUERY_REOPEN_FAILED : MSG.queryResolveFailed)),
  });
}
