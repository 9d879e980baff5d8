import { z } from 'zod';
import { emailField, loginPasswordField } from './fields.ts';
import { UserSchema } from './user.ts';

/** Our own copy: the spec gives none for signing out. */
export const AUTH_MSG = { loggedOut: 'Logged out' } as const;

export const LoginSchema = z.object({
  email: emailField,
  password: loginPasswordField,
  /** Remember me: a long session (30 days) instead of a short one (12 hours). */
  remember: z.boolean().optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const LoginResultSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** 402 at login carries a single-use token for /renew-subscription/{renewalToken}. */
/** 402 at login: the renewal token, and who it is for (to prefill the checkout). */
export const RenewalTokenSchema = z.object({
  renewalToken: z.string(),
  name: z.string().optional(),
  email: z.string().optional(),
  contactNo: z.string().nullable().optional(),
});

export const SESSION_TTL_REMEMBER_MS = 30 * 24 * 3600 * 1000;
export const SESSION_TTL_SHORT_MS = 12 * 3600 * 1000;
export const RENEWAL_TOKEN_TTL_MS = 24 * 3600 * 1000;
