import { useMutation } from '@tanstack/react-query';
import { type EmailChangeInput } from '@tlt/shared/account';
import { client } from '../../../lib/api/client.ts';

/** POST /api/user/me/email: mails a confirmation link to the new address; nothing changes until it is opened. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: async (body: EmailChangeInput) => await client.post('/api/user/me/email', { body }),
  });
}

/** POST /api/user/email/confirm: the link's token makes the change (no sign-in needed). */
export function useConfirmEmail() {
  return useMutation({
    mutationFn: async (token: string) => await client.post('/api/user/email/confirm', { body: { token } }),
  });
}
