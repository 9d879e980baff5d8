import { useQuery } from '@tanstack/react-query';
import type { Maintenance } from '@tlt/shared/maintenance';
import { client } from './client.ts';

/** GET /api/underMaintenance: isTLT true shows the maintenance screen. */
export async function getMaintenance(signal?: AbortSignal): Promise<Maintenance> {
  // Checked by hand rather than with MaintenanceSchema, which would bring zod into the first load.
  const data = await client.get('/api/underMaintenance', { signal });
  const isTLT = typeof data === 'object' && data !== null ? (data as { isTLT?: unknown }).isTLT : undefined;
  if (typeof isTLT !== 'boolean') throw new Error('GET /api/underMaintenance answered no isTLT boolean');
  return { isTLT };
}

export function useMaintenance() {
  return useQuery({
    queryKey: ['under-maintenance'],
    queryFn: ({ signal }) => getMaintenance(signal),
    staleTime: Infinity,
    retry: false,
  });
}
