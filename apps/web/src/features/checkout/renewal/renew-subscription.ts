import { useQuery } from '@tanstack/react-query';
import type { RenewInput } from '@tlt/shared/signup';
import { client } from '../../../lib/api/client.ts';

/** POST /api/user/renewSubscription: the renewal token from login's 402 plus the payment proof. */
export async function renewSubscription(body: RenewInput): Promise<void> {
  await client.post('/api/user/renewSubscription', { body });
}

/**
 * GET /api/renewal/{token}: the plan and end of the membership a renewal link renews, so the page
 * speaks to a current member as one (issue 26 §4). A dead link answers 404 (no retry).
 */
export function useRenewalLink(token: string) {
  return useQuery({
    queryKey: ['renewal-link', token],
    queryFn: () => client.get('/api/renewal/{token}', { params: { path: { token } } }),
    retry: false,
  });
}
