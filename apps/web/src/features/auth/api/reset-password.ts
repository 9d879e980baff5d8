import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { newPasswordField } from '@tlt/shared/fields';
import { MSG } from '@tlt/shared/messages';
import type { ResetPasswordInput } from '@tlt/shared/password';
import { client } from '../../../lib/api/client.ts';

/** The page's form: the new password twice (spec §5 rules and messages). */
export const ResetPasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, { error: MSG.confirmPasswordRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], error: MSG.passwordsDoNotMatch });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** POST /api/user/resetPassword: `key` is the token from the link's query string. */
export async function resetPassword(body: ResetPasswordInput): Promise<void> {
  await client.post('/api/user/resetPassword', { body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
