import { useMutation } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@tlt/shared/profile';
import { type User } from '@tlt/shared/user';
import { client } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.tsx';

/** PATCH /api/user/update: changes the caller's own profile and answers the updated user. */
export async function updateProfile(body: ProfileUpdateInput): Promise<User> {
  return await client.patch('/api/user/update', { body });
}

/** Also refreshes the session's user, so the header avatar changes at once. */
export function useUpdateProfile() {
  const { updateUser } = useSession();
  return useMutation({ mutationFn: updateProfile, onSuccess: updateUser });
}
