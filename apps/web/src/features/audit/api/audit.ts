import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AuditListSchema } from '@tlt/shared/back-office/audit';
import { api, client } from '../../../lib/api/client.ts';

export const auditKeys = {
  list: (params: string) => ['audit', 'list', params] as const,
  filters: ['audit', 'filters'] as const,
};

/** GET admin/audit?offset&limit&actorId&action&targetUserId|targetEmail (admins): newest first. */
export function useAuditLog(params: URLSearchParams) {
  const qs = params.toString();
  return useQuery({
    queryKey: auditKeys.list(qs),
    queryFn: async ({ signal }) => AuditListSchema.parse(await api.get<unknown>(`admin/audit?${qs}`, { signal })),
    // The entries on screen stay, dimmed, while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** GET admin/audit/filters: the admins and actions for the selects. */
export function useAuditFilters() {
  return useQuery({
    queryKey: auditKeys.filters,
    queryFn: async ({ signal }) => await client.get('/api/admin/audit/filters', { signal }),
    staleTime: 5 * 60_000,
  });
}
