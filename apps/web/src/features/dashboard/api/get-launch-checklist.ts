import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/** GET /api/admin/launch-checklist: every placeholder the site shipped with and whether it is still in place. */
export function useLaunchChecklist(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'launch-checklist'],
    queryFn: ({ signal }) => client.get('/api/admin/launch-checklist', { signal }),
    enabled,
  });
}
