import { z } from 'zod';
import { MSG } from './messages.ts';
import { safeText } from './text.ts';

/** Field rules of site-and-admin §5, written once for forms and the API. */

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 20;
/** Letters, digits and printable symbols; no spaces or control characters. */
export const PASSWORD_CHARS = /^[\x21-\x7e]+$/;
/** Indian mobile: optional +91, 91 or 0, then 10 digits starting 6-9. */
export const INDIAN_MOBILE = /^(?:\+91|91|0)?[6-9]\d{9}$/;

/** A blank (or all-space) query or form value counts as not given, so `.optional()` and `.default()` apply. */
export const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A `?flag=true|false` query parameter, read as a boolean. */
export const boolQueryParam = z.enum(['true', 'false']).transform((v) => v === 'true');

const required = (message: string) =>
  safeText(z.string({ error: message }).trim().min(1, { error: message }));

export const nameField = required(MSG.nameRequired).max(100);

export const emailField = required(MSG.emailRequired)
  .max(254)
  .pipe(z.email({ error: MSG.invalidEmail }))
  .transform((e) => e.toLowerCase());

/** Login only checks presence: a stored password may predate today's rules. */
export const loginPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .max(200, { error: MSG.passwordLength });

export const newPasswordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, { error: MSG.passwordRequired })
  .min(PASSWORD_MIN, { error: MSG.passwordLength })
  .max(PASSWORD_MAX, { error: MSG.passwordLength })
  .regex(PASSWORD_CHARS, { error: MSG.passwordLength });

export const contactField = required(MSG.contactRequired).regex(INDIAN_MOBILE, {
  error: MSG.invalidContact,
});
