import { z } from 'zod';
import { contactField, emailField, loginPasswordField, nameField } from './fields.ts';
import { MemberSessionSchema } from './back-office/members.ts';

/**
 * The member's own account (issue 15 items 4-7, decision 0033): the e-mail change, the devices
 * signed in, their data (export and erasure under India's DPDP Act 2023) and the consents given.
 */

/** How long the confirmation link of an e-mail change works. */
export const EMAIL_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_CHANGE_TTL_HOURS = EMAIL_CHANGE_TTL_MS / 3_600_000;

/** What an erased member's name becomes; their posts and comments show it when they chose to keep them. */
export const DELETED_MEMBER_NAME = 'Deleted member';
/** An erased account's address (`erased-<id>@deleted.invalid`): unique, undeliverable (RFC 2606), the real one freed. */
export const erasedEmail = (userId: string) => `erased-${userId}@deleted.invalid`;
export const isErasedEmail = (email: string) => /^erased-[0-9a-f-]+@deleted\.invalid$/.test(email);

/** Our own copy: the spec has none for these screens. */
export const ACCOUNT_MSG = {
  incorrectPassword: 'Incorrect password',
  sameEmail: 'This is already your e-mail address',
  emailTaken: 'This e-mail address is already in use. Please use another one',
  emailChangeSent: (email: string) => `We have sent a confirmation link to ${email}. Open it to finish the change.`,
  emailLinkInvalid: 'This confirmation link is invalid or has expired',
  emailChanged: (email: string) => `Your e-mail address is now ${email}. Use it to sign in.`,
  sessionEnded: 'Signed out of that device',
  otherSessionsEnded: (n: number) => (n === 1 ? 'Signed out of 1 other device' : `Signed out of ${n} other devices`),
  sessionNotFound: 'That sign-in has already ended',
  marketingWithdrawn: 'You will no longer receive our newsletter or offers',
  marketingGiven: 'You are subscribed to our newsletter and offers',
  accountDeleted: 'Your account has been deleted',
  memberErased: 'The member has been erased',
  adminNotErasable: 'An admin account cannot be erased. Make it a member account first',
  alreadyErased: 'This account has already been erased',
  erasePosts: 'Choose what happens to your posts',
} as const;

/**
 * Consents a person gives: the site's terms and privacy policy (the registration checkbox), the
 * community's terms (the wizard's `agree`) and marketing mail (the newsletter form or /profile).
 */
export const CONSENT_KINDS = ['terms', 'privacy', 'community', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_SOURCES = ['signup', 'community_terms', 'newsletter', 'profile'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/**
 * The version of each text a consent is given to: the date its copy last changed. Change the date
 * with the text (the privacy policy's "Last updated" line, the wizard's steps, the form's promise),
 * so every consent says which words the person saw.
 */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2026-11-01',
  privacy: '2026-11-24',
  community: '2026-11-01',
  marketing: '2026-11-01',
};

export const CONSENT_LABELS: Record<ConsentKind, string> = {
  terms: 'Terms and conditions',
  privacy: 'Privacy policy',
  community: 'Community terms',
  marketing: 'Newsletter and offers by e-mail',
};

export const ConsentSchema = z.object({
  _id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  version: z.string(),
  source: z.enum(CONSENT_SOURCES),
  givenAt: z.string(),
  withdrawnAt: z.string().nullable(),
});
export type Consent = z.infer<typeof ConsentSchema>;

/** GET /api/user/me/consents: newest first, and whether marketing mail may be sent now. */
export const ConsentListSchema = z.object({ consents: z.array(ConsentSchema), marketing: z.boolean() });
export type ConsentList = z.infer<typeof ConsentListSchema>;

/** PUT /api/user/me/consents/marketing: false withdraws (the newsletter stops), true subscribes again. */
export const MarketingConsentSchema = z.object({ given: z.boolean() });

/** The profile's "Edit details" form: name and mobile number by the registration rules (sent with PATCH user/update). */
export const AccountDetailsSchema = z.object({ name: nameField, contactNo: contactField });
export type AccountDetailsInput = z.input<typeof AccountDetailsSchema>;

/** POST /api/user/me/email: the new address and the current password; the change waits for the link. */
export const EmailChangeSchema = z.object({ newEmail: emailField, password: loginPasswordField });
export type EmailChangeInput = z.input<typeof EmailChangeSchema>;
export const EmailChangeResultSchema = z.object({ pendingEmail: z.string() });

/** POST /api/user/email/confirm: the token of the link (no sign-in needed: it may open on another device). */
export const EmailConfirmSchema = z.object({ token: z.string().trim().min(1, { error: ACCOUNT_MSG.emailLinkInvalid }).max(200) });
export const EmailConfirmResultSchema = z.object({ email: z.string() });

/** One sign-in of the member: device and browser from its User-Agent, its address, when used. */
export const AccountSessionSchema = MemberSessionSchema.omit({ expiresAt: true }).extend({
  /** The session this request came with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSessionSchema>;
export const AccountSessionListSchema = z.object({ sessions: z.array(AccountSessionSchema) });

export const SessionIdParamsSchema = z.object({ sessionId: z.uuid({ error: ACCOUNT_MSG.sessionNotFound }) });
export const SessionsEndedSchema = z.object({ ended: z.number().int() });

/** What happens to the member's posts and comments when the account is erased. */
export const ERASE_POSTS = ['keep', 'remove'] as const;
export type ErasePosts = (typeof ERASE_POSTS)[number];
const erasePosts = z.enum(ERASE_POSTS, { error: ACCOUNT_MSG.erasePosts });

/** POST /api/user/me/delete. */
export const DeleteAccountSchema = z.object({ password: loginPasswordField, posts: erasePosts });
export type DeleteAccountInput = z.input<typeof DeleteAccountSchema>;

/** POST /api/user/:id/erase (admins, on the member's request by mail). */
export const AdminEraseSchema = z.object({
  posts: erasePosts,
  /** Where the request came from ("mail of 24-11-2026"), kept in the audit entry. */
  reason: z.string().trim().max(500).optional(),
});
export type AdminEraseInput = z.input<typeof AdminEraseSchema>;

/** What an erasure removed, for the answer and the audit entry. */
export const EraseResultSchema = z.object({
  posts: z.enum(ERASE_POSTS),
  postsRemoved: z.number().int(),
  commentsRemoved: z.number().int(),
  sessionsEnded: z.number().int(),
});
export type EraseResult = z.infer<typeof EraseResultSchema>;
