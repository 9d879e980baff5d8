import { z } from 'zod';
import { emailField, newPasswordField, PASSWORD_CHARS, PASSWORD_MAX, PASSWORD_MIN } from './fields.ts';
import { MSG } from './messages.ts';

/** A reset link works once, for one hour. */
export const RESET_TOKEN_TTL_MS = 3600 * 1000;

/** POST /api/user/forgetPassword. The answer is the same whether or not the email is known. */
export const ForgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

/** POST /api/user/resetPassword: `key` is the token from the link's query string. */
export const ResetPasswordSchema = z.object({
  key: z.string({ error: MSG.resetLinkInvalid }).trim().min(1, { error: MSG.resetLinkInvalid })
    .max(200, { error: MSG.resetLinkInvalid }),
  password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

/** POST /api/user/changePassword (site-and-admin §5, Change password). */
export const ChangePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MSG.oldPasswordRequired }).min(1, { error: MSG.oldPasswordRequired })
      .max(200, { error: MSG.incorrectOldPassword }),
    newPassword: z.string({ error: MSG.newPasswordRequired }).min(1, { error: MSG.newPasswordRequired })
      .min(PASSWORD_MIN, { error: MSG.weakPassword })
      .max(PASSWORD_MAX, { error: MSG.weakPassword })
      .regex(PASSWORD_CHARS, { error: MSG.weakPassword }),
  })
  .refine((v) => v.oldPassword !== v.newPassword, { path: ['newPassword'], error: MSG.samePassword });
export type ChangePasswordInput = z.input<typeof ChangePasswordSchema>;
