import { z } from 'zod';
import { offsetParam, pageWindow } from './paging.ts';
import { boolQueryParam, emailField, INDIAN_MOBILE, nameField } from './fields.ts';
import { MSG } from './messages.ts';

/** 50 per page, 100 or 200 on request (site-and-admin §9). */
export const QUERY_PAGE_SIZES = [50, 100, 200] as const;

/** Our own copy for the admin's queries (the spec names only resolving). */
export const CONTACT_MSG = {
  limit: 'limit must be 50, 100 or 200',
  invalidId: 'Invalid query id',
  notFound: 'Query not found',
  reopened: 'Query reopened',
} as const;

/** An optional text field: absent, null or blank all mean "not given" (typed, so the input type is a string, not `unknown`). */
const blankToUndefined = (v: string | undefined) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * A picture sent with the query: a data URL of a png or jpeg (visitors cannot use /api/upload,
 * which needs a session), or the URL /api/upload gave a signed-in sender. The server judges
 * the bytes by content and stores them; the length cap is 2 MB of bytes in base64.
 */
export const CONTACT_IMAGE_MAX_CHARS = Math.ceil((2 * 1024 * 1024) / 3) * 4 + 64;

/** POST /api/contactus/createQuery (spec §5 Contact form: name, email, description; contact and image optional). */
export const CreateQuerySchema = z.object({
  name: nameField,
  email: emailField,
  /** The spec's form calls it the description. */
  message: z.string({ error: MSG.descriptionRequired }).trim().min(1, { error: MSG.descriptionRequired }).max(5000),
  contactNo: z.preprocess(blankToUndefined, z.string().trim().regex(INDIAN_MOBILE, { error: MSG.invalidContact }).optional()),
  image: z.preprocess(blankToUndefined, z.string().max(CONTACT_IMAGE_MAX_CHARS, { error: MSG.imageTooLarge }).optional()),
  /** Sent by the spec's client; a new query is always active. */
  active: z.unknown().optional(),
});
export type CreateQueryInput = z.input<typeof CreateQuerySchema>;

export const ContactQuerySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  contactNo: z.string().nullable(),
  message: z.string(),
  image: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ContactQuery = z.infer<typeof ContactQuerySchema>;

/** GET /api/contactus/allQueries?limit=50&offset=0&active=: newest first. */
export const QueryListParamsSchema = z.object({
  limit: z.coerce.number().int().refine((n) => (QUERY_PAGE_SIZES as readonly number[]).includes(n), {
    error: CONTACT_MSG.limit,
  }).default(50),
  offset: offsetParam,
  active: z.preprocess(blankToUndefined, boolQueryParam.optional()),
});

export const QueryListSchema = z.object({
  queries: z.array(ContactQuerySchema),
  ...pageWindow,
});
export type QueryList = z.infer<typeof QueryListSchema>;

/** GET /api/contactus/changeQueryStatus?active=false&id={id}. */
export const ChangeQueryStatusSchema = z.object({
  id: z.uuid({ error: CONTACT_MSG.invalidId }),
  active: boolQueryParam.default(false),
});

/** Where the site sends people who need help (server configuration). */
export const SupportContactSchema = z.object({ email: z.string(), phone: z.string() });
export type SupportContact = z.infer<typeof SupportContactSchema>;

/** The Contact Us form's fields (the image is picked and checked apart): same rules as the API. */
export const ContactFormSchema = z.object({
  name: nameField,
  email: emailField,
  contactNo: z.string().trim().refine((v) => v === '' || INDIAN_MOBILE.test(v), { error: MSG.invalidContact }),
  message: z.string().trim().min(1, { error: MSG.descriptionRequired }).max(5000),
});
export type ContactForm = z.input<typeof ContactFormSchema>;
