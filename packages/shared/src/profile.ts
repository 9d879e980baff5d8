import { z } from 'zod';
import { contactField, nameField } from './fields.ts';
import { LOCALES } from './i18n/locale.ts';
import { MSG } from './messages.ts';

export const AUTHOR_BIO_MAX = 100;

/**
 * Community copy (community.md §5, §8) that messages.ts does not hold yet, and our own
 * wording where the spec gives none (the bio's limits). Candidates to move into MSG.
 */
/** Author bio (stored as investorType): required when sent, trimmed, at most 100 characters. */
export const authorBioField = z
  .string({ error: MSG.bioRequired })
  .trim()
  .min(1, { error: MSG.bioRequired })
  .max(AUTHOR_BIO_MAX, { error: MSG.bioTooLong });

/** A language the site does not speak (issue 30 §2). */
export const LANGUAGE_MSG = 'Choose English (en) or Hindi (hi)';

/** The signup investor-profile answers (same rule as signup.ts). */
const profileOption = z.string().trim().max(100).nullable().optional();

/**
 * PATCH /api/user/update: only these fields of the caller's own account; anything else
 * (email, userType, active, isProfitable, payment, …) is dropped by the schema. `_id` is
 * accepted because the spec's client sends it; the server requires it to be the caller's.
 */
export const ProfileUpdateSchema = z.object({
  _id: z.string().max(64).optional(),
  /** A URL from POST /api/upload; the server refuses any other. */
  profileImg: z
    .string({ error: MSG.profileImageFailed })
    .trim()
    .min(1, { error: MSG.profileImageFailed })
    .max(2048, { error: MSG.profileImageFailed })
    .optional(),
  /** Community terms: can only be accepted, never withdrawn here. */
  agree: z.literal(true, { error: MSG.agreeRequired }).optional(),
  investorType: authorBioField.optional(),
  name: nameField.optional(),
  contactNo: contactField.optional(),
  experience: profileOption,
  portfolio: profileOption,
  /** The language of the member's site, mails and pushes (issue 30 §2): the web's switch sets it. */
  language: z.enum(LOCALES, { error: LANGUAGE_MSG }).optional(),
});
export type ProfileUpdateInput = z.input<typeof ProfileUpdateSchema>;
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** The community's author-bio form. */
export const AuthorBioSchema = z.object({ investorType: authorBioField });
export type AuthorBioInput = z.input<typeof AuthorBioSchema>;
