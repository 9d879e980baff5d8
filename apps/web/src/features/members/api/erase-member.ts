import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EraseResultSchema, type AdminEraseInput } from '@tlt/shared/account';
import { api } from '../../../lib/api/client.ts';

/** POST /api/user/:id/erase (admins): the member's erasure on their request; written to the audit log as member.erase. */
export function useEraseMember(memberId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminEraseInput) =>
      EraseResultSchema.parse(await api.post<unknown>(`user/${encodeURIComponent(memberId)}/erase`, body)),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['members'] }),
  });
}
