import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnalyticsIdsUpdate } from '@tlt/shared/content/settings';
import { client } from '../../../lib/api/client.ts';
import { getMaintenance } from '../../../lib/api/maintenance.ts';

/** The site switches beside the copy: maintenance (GET/PUT /api/underMaintenance) and the analytics ids. */

const MAINTENANCE_KEY = ['under-maintenance'];

export function useMaintenanceSetting() {
  return useQuery({ queryKey: MAINTENANCE_KEY, queryFn: ({ signal }) => getMaintenance(signal), staleTime: 0 });
}

export function useSetMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isTLT: boolean) => client.put('/api/underMaintenance', { body: { isTLT } }),
    onSuccess: (saved) => queryClient.setQueryData(MAINTENANCE_KEY, saved),
  });
}

const ANALYTICS_KEY = ['admin', 'settings', 'analytics'];

export function useAnalyticsSettings() {
  return useQuery({ queryKey: ANALYTICS_KEY, queryFn: ({ signal }) => client.get('/api/admin/settings/analytics', { signal }) });
}

export function useSaveAnalyticsIds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: AnalyticsIdsUpdate) => client.put('/api/admin/settings/analytics', { body: ids }),
    onSuccess: (saved) => queryClient.setQueryData(ANALYTICS_KEY, saved),
  });
}
