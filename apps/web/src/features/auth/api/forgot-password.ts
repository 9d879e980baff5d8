import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { emailField } from '@tlt/shared/fields';
import { client } from '../../../lib/api/client.ts';

export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.output<typeof ForgotPasswordSchema>;

/** POST /api/user/forgetPassword (spec spelling): mails a reset link. */
export async function forgotPassword(body: ForgotPasswordBody): Promise<void> {
  await client.post('/api/user/forgetPassword', { body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
