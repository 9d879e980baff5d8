import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User } from '@tlt/shared/user';
import { client } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.tsx';
import { postKeys } from '../api/keys.ts';

/** PATCH /api/user/update {_id, investorType}: the author bio; answers the updated user. */
export async function updateAuthorBio({ userId, bio }: { userId: string; bio: string }): Promise<User> {
  return await client.patch('/api/user/update', { body: { _id: userId, investorType: bio } });
}

/** Stores the new user in the session; posts carry their author's bio, so they are refetched. */
export function useUpdateAuthorBio() {
  const { updateUser } = useSession();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateAuthorBio,
    onSuccess: (user) => {
      updateUser(user);
      void qc.invalidateQueries({ queryKey: postKeys.all });
    },
  });
}
