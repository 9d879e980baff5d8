import { z } from 'zod';
import { offsetParam, pageWindow } from './paging.ts';
import { blankAsAbsent, contactField, emailField, nameField } from './fields.ts';
import { LEAD_SECTIONS } from './back-office/lists.ts';
import { MSG } from './messages.ts';

/** Gift-form leads carry gender "free" (site-and-admin §3 Lead). */
export const FREE_LEAD_GENDER = 'free';

/** The /landing-page-ebook gift form's lead label: a free lead with it gets the e-book by mail. */
export const EBOOK_LEAD_LABEL = 'Free E-book';
/**
 * The placeholder e-book the site ships with (apps/web/public): the seed of the e-book's address,
 * which admins set at /admin/content (pages.landingVariants, ebook.fileUrl); the launch checklist
 * lists it until they do.
 */
export const EBOOK_PATH = '/downloads/the-lazy-trader-free-ebook.pdf';

/** The e-book gift form: the shared field rules; sent as a free lead with EBOOK_LEAD_LABEL. */
export const EbookRequestFormSchema = z.object({ name: nameField, email: emailField, contact: contactField });
export type EbookRequestForm = z.input<typeof EbookRequestFormSchema>;

/**
 * The spec's client may send the label in the email field: "x@y.com - Gift form 1".
 * An explicit `label` wins; otherwise a trailing " - label" is split off the email.
 */
function splitLabel(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object') return raw;
  const body = raw as Record<string, unknown>;
  if (typeof body.email !== 'string') return raw;
  const m = /^\s*(\S+@\S+?)\s+-\s+(.+?)\s*$/.exec(body.email);
  if (!m) return raw;
  const explicit = typeof body.label === 'string' && body.label.trim() !== '';
  return { ...body, email: m[1], label: explicit ? body.label : m[2] };
}

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === '' ? undefined : typeof v === 'number' ? String(v) : v),
    z.string().trim().max(max).optional(),
  );

/** POST /api/lead/create. */
export const CreateLeadSchema = z.preprocess(
  splitLabel,
  z.object({
    email: emailField,
    name: nameField,
    age: optionalText(3),
    gender: z.string({ error: MSG.invalidInput }).trim().min(1, { error: MSG.invalidInput }).max(20),
    contactNo: contactField,
    label: z.preprocess((v) => (v === null ? undefined : v), z.string().trim().max(100).default('')),
  }),
);
export type CreateLeadInput = z.input<typeof CreateLeadSchema>;

export const LeadSchema = z.object({
  _id: z.string(),
  email: z.string(),
  label: z.string(),
  name: z.string().nullable(),
  age: z.string().nullable(),
  gender: z.string().nullable(),
  contactNo: z.string().nullable(),
  /** How many times this email asked for this label. */
  requests: z.number().int(),
  createdAt: z.string(),
  lastRequestedAt: z.string(),
});
export type Lead = z.infer<typeof LeadSchema>;

/**
 * GET /api/lead/allLeads: the spec's client reads `data.data` as an array. `data` is a page of every
 * lead ("All Leads"), `freeContent` of the gift-form ones ("Free Content Requestors"), newest first;
 * `total` and `freeTotal` count each section. A `section` asks for one of them only (the other's
 * array is then empty), so /all-leads pages each section on its own.
 */
export const LeadListSchema = z.object({
  data: z.array(LeadSchema),
  freeContent: z.array(LeadSchema),
  ...pageWindow,
  freeTotal: z.number().int(),
});
export type LeadList = z.infer<typeof LeadListSchema>;

/** Leads and subscribers page in long windows: the admin exports and mails from them. */
const longPageLimit = z.coerce.number().int().min(1).max(5000).default(2000);
export const LEAD_MSG = { section: 'section must be all or free' } as const;
const sectionParam = z.enum(LEAD_SECTIONS, { error: LEAD_MSG.section });

/** Without `section` both sections share the window (the spec's client sends neither). */
export const LeadListParamsSchema = z.object({
  limit: longPageLimit,
  offset: offsetParam,
  section: z.preprocess(blankAsAbsent, sectionParam.optional()),
});

/** GET /api/lead/export?section=all|free: the section as an .xlsx, newest first. */
export const LeadExportParamsSchema = z.object({
  section: z.preprocess(blankAsAbsent, sectionParam.default('all')),
});

/** Subscribers (site-and-admin §3): the landing page's subscribe section. */
export const SubscribeSchema = z.object({ email: emailField });
export const SubscriberSchema = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscriberListParamsSchema = z.object({
  limit: longPageLimit,
  offset: offsetParam,
});
/** GET /api/subscribers/all?limit=2000&offset=0: newest first, with the window it answers. */
export const SubscriberListSchema = z.object({
  subscribers: z.array(SubscriberSchema),
  ...pageWindow,
});
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

/** Our own copy for unsubscribing (issue 26 §5): the spec has none. */
export const SUBSCRIBER_MSG = {
  unsubscribed: 'You have been unsubscribed. You will no longer receive our newsletter or offers.',
  linkInvalid: 'This unsubscribe link is not valid. Please use the link in your latest mail from us.',
  removed: 'Subscriber removed',
  notFound: 'Subscriber not found',
  invalidId: 'Invalid subscriber id',
} as const;

/** POST /api/subscribers/unsubscribe?token=: the signed token of the mail's link (base64url). */
export const UnsubscribeQuerySchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{30,600}$/, { error: SUBSCRIBER_MSG.linkInvalid }),
});
export const UnsubscribedSchema = z.object({ email: z.string() });

/** DELETE /api/subscribers/{id}. */
export const SubscriberIdParamsSchema = z.object({ id: z.uuid({ error: SUBSCRIBER_MSG.invalidId }) });

/** The e-book form's success screen (issue 26 §11): the download is on it, so nothing is "sent shortly". */
export const EBOOK_MSG = {
  ready: 'Thank you! Your e-book is ready: download it below.',
  readyAgain: 'We already have your request. Your e-book is ready: download it below.',
} as const;
