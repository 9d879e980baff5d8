import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AccountSession } from '@tlt/shared/account';
import { client } from '../../../lib/api/client.ts';

export const accountSessionsKey = ['account', 'sessions'] as const;

/** GET /api/user/me/sessions: the member's live sign-ins, latest use first, this one marked. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountSessionsKey,
    queryFn: async ({ signal }): Promise<AccountSession[]> =>
      (await client.get('/api/user/me/sessions', { signal })).sessions,
  });
}

/** DELETE /api/user/me/sessions/:id: that device is signed out at once. */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => client.delete('/api/user/me/sessions/{sessionId}', { params: { path: { sessionId } } }),
    onSettled: () => qc.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

/** POST /api/user/me/sessions/end-others: every device but this one; answers how many. */
export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => (await client.post('/api/user/me/sessions/end-others')).ended,
    onSettled: () => qc.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
