import { useQuery } from '@tanstack/react-query';
import { fromAddress, useAdminList } from '../../../lib/api/admin-list.ts';
import { client } from '../../../lib/api/client.ts';

export const auditKeys = {
  list: ['audit', 'list'] as const,
  filters: ['audit', 'filters'] as const,
};

/** GET admin/audit?offset&limit&actorId&action&targetUserId|targetEmail (admins): newest first. */
export function useAuditLog(params: URLSearchParams) {
  return useAdminList(auditKeys.list, '/api/admin/audit', fromAddress(params));
}

/** GET admin/audit/filters: the admins and actions for the selects. */
export function useAuditFilters() {
  return useQuery({
    queryKey: auditKeys.filters,
    queryFn: async ({ signal }) => await client.get('/api/admin/audit/filters', { signal }),
    staleTime: 5 * 60_000,
  });
}
