import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '@tlt/shared/password';
import { client } from '../../../lib/api/client.ts';

/** POST /api/user/changePassword: 400 with "Incorrect old password" when the old one is wrong. */
export async function changePassword(body: ChangePasswordInput): Promise<void> {
  await client.post('/api/user/changePassword', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
