import { useMutation } from '@tanstack/react-query';
import { type User } from '@tlt/shared/user';
import { client } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.tsx';

/** PATCH /api/user/update {_id, agree: true}: accepts the community terms; answers the updated user. */
export async function agreeTerms(userId: string): Promise<User> {
  return await client.patch('/api/user/update', { body: { _id: userId, agree: true } });
}

/** Stores the updated user in the session, so the community stops sending the user back here. */
export function useAgreeTerms() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: agreeTerms, onSuccess: updateUser });
}
