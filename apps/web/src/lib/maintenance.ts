import { useQuery } from '@tanstack/react-query';
import { MaintenanceSchema, type Maintenance } from '@tlt/shared/maintenance';
import { api } from './api-client.ts';

/** GET /api/underMaintenance: isTLT true shows the maintenance screen. */
export async function getMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  return MaintenanceSchema.parse(await api.get<unknown>('underMaintenance', { signal }));
}

export function useMaintenance() {
  return useQuery({
    queryKey: ['under-maintenance'],
    queryFn: ({ signal }) => getMaintenance(signal),
    staleTime: Infinity,
    retry: false,
  });
}
