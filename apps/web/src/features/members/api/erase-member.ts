import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminEraseInput } from '@tlt/shared/account';
import { client } from '../../../lib/api/client.ts';

/** POST /api/user/:id/erase (admins): the member's erasure on their request; written to the audit log as member.erase. */
export function useEraseMember(memberId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminEraseInput) =>
      await client.post('/api/user/{id}/erase', { params: { path: { id: memberId } }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['members'] }),
  });
}
