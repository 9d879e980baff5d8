import { z } from 'zod';
import { blankAsAbsent } from '../fields.ts';
import { limitParam, offsetParam, pageWindow } from '../paging.ts';

/**
 * The webinar's registrants for the admin (issue 26 §6): GET /api/webinar/registrations and its
 * Excel export. Paged as the other back-office lists are (decision 0031): 100, 200 or 500 a page.
 */
export const WEBINAR_REGISTRATION_PAGE_SIZES = [100, 200, 500] as const;
export const WEBINAR_REGISTRATION_MAX_LIMIT = 500;
export const WEBINAR_REGISTRATION_SEARCH_MAX = 100;
/** How many recent sessions the list names for its session filter. */
export const WEBINAR_SESSIONS_LISTED = 26;

/** A real calendar date: 2026-02-30 is refused, not rolled into March. */
export const WEBINAR_REGISTRATION_MSG = { slot: 'slot must be a date (YYYY-MM-DD)' } as const;
const isoDay = z.iso.date({ error: WEBINAR_REGISTRATION_MSG.slot });

/** The search and the session filter shared by the list and the export. */
export const WebinarRegistrationFilterSchema = z.object({
  /** Part of a name, an e-mail or a phone number (digits however typed); case-insensitive. */
  q: z.preprocess(blankAsAbsent, z.string().trim().max(WEBINAR_REGISTRATION_SEARCH_MAX).optional()),
  /** The session's date in India (YYYY-MM-DD): the registrations for that Sunday's slot. */
  slot: z.preprocess(blankAsAbsent, isoDay.optional()),
});
export type WebinarRegistrationFilter = z.output<typeof WebinarRegistrationFilterSchema>;

/** GET /api/webinar/registrations?q=&slot=&offset=0&limit=100: newest first. */
export const WebinarRegistrationListParamsSchema = WebinarRegistrationFilterSchema.extend({
  offset: offsetParam,
  limit: limitParam(WEBINAR_REGISTRATION_MAX_LIMIT, WEBINAR_REGISTRATION_PAGE_SIZES[0]),
});
export type WebinarRegistrationListParams = z.input<typeof WebinarRegistrationListParamsSchema>;

/** One registrant, as the admin's list shows it; the stored "city | language" split in two. */
export const WebinarRegistrationRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contact: z.string(),
  city: z.string(),
  language: z.string(),
  /** The session's start (an instant: 7 PM India time on its Sunday). */
  slotDate: z.string(),
  source: z.string(),
  createdAt: z.string(),
  /** When the reminder an hour before the session was queued; null until then. */
  remindedAt: z.string().nullable(),
});
export type WebinarRegistrationRow = z.infer<typeof WebinarRegistrationRowSchema>;

/** A session and how many registered for it, for the session filter (newest first). */
export const WebinarSessionSchema = z.object({ slotDate: z.string(), registrations: z.number().int() });
export type WebinarSession = z.infer<typeof WebinarSessionSchema>;

export const WebinarRegistrationListSchema = z.object({
  registrations: z.array(WebinarRegistrationRowSchema),
  ...pageWindow,
  sessions: z.array(WebinarSessionSchema),
});
export type WebinarRegistrationList = z.infer<typeof WebinarRegistrationListSchema>;
