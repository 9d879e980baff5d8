import { z } from 'zod';
import { MSG } from '../messages.ts';

/**
 * Field builders for content schemas, each with the message an admin reads and the UI hint the
 * /admin/content form generator uses (zod 4 `.meta()`, read back with `schema.meta()`; decision
 * 0036). A string without a hint is a one-line text, or a long text when it may exceed 160 characters.
 */

export const CONTENT_WIDGETS = ['text', 'longtext', 'image', 'link', 'email', 'phone', 'youtube'] as const;
export type ContentWidget = (typeof CONTENT_WIDGETS)[number];

export interface ContentFieldMeta {
  /** The label, when the field's name does not say it well. */
  title?: string;
  widget?: ContentWidget;
  /** One line under the field. */
  help?: string;
}

/** UI hints on a schema; validation is unchanged. */
export const ui = <T extends z.ZodType>(schema: T, meta: ContentFieldMeta): T => schema.meta({ ...meta }) as T;

export const REQUIRED_MSG = 'Please fill this in';
export const tooLongMsg = (max: number) => `Keep it to ${max} characters or fewer`;
/** The fields' own refusals, one list with the two above (the Hindi is in i18n/hi/answers-admin.ts). */
export const WIDGET_MSG = {
  image: 'Upload an image, or give a site path (/images/…) or an https:// address',
  link: 'Must be an https:// address, e.g. https://example.com/page',
  fileLink: 'Give a site path (/downloads/…) or an https:// address',
  phone: 'Enter the number with its country code, e.g. +91 98765 43210',
  phoneDigits: 'A phone number has 8 to 15 digits',
  youtubeId: 'Must be an 11-character YouTube video id',
} as const;

/** A required one-line text, trimmed; `max` characters at most when given. */
export function requiredText(max?: number) {
  const s = z.string().trim().min(1, { error: REQUIRED_MSG });
  return max === undefined ? s : s.max(max, { error: tooLongMsg(max) });
}

/** Paragraph-sized text: a text area in the form. */
export const longText = (max?: number) => ui(requiredText(max), { widget: 'longtext' });

/** A path on this site ("/images/…", not "//host") or an https address: no other scheme reaches an <img> or <a>. */
const SITE_PATH_OR_HTTPS = /^(\/(?!\/)|https:\/\/)\S+$/;

/** A site path ("/images/…") or an https address; no other schemes reach an <img>. Uploads answer a site path or the CDN's https URL. */
export const imageField = ui(
  z.string().trim().max(500, { error: tooLongMsg(500) })
    .regex(SITE_PATH_OR_HTTPS, { error: WIDGET_MSG.image }),
  { widget: 'image' },
);

/** An outside link: https only, so no javascript: or http: address reaches an <a>. */
export const linkField = ui(
  z.string().trim().max(500, { error: tooLongMsg(500) })
    .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/, { error: WIDGET_MSG.link }),
  { widget: 'link' },
);

/** A file to download: a site path ("/downloads/…") or an https address (a file in cloud storage). */
export const fileLinkField = ui(
  z.string().trim().max(500, { error: tooLongMsg(500) })
    .regex(SITE_PATH_OR_HTTPS, { error: WIDGET_MSG.fileLink }),
  { widget: 'link', help: 'Where the file is: an https:// address (e.g. a PDF in your cloud storage) or a path on this site.' },
);

export const emailContentField = ui(z.email({ error: MSG.invalidEmail }).max(200, { error: tooLongMsg(200) }), { widget: 'email' });

/** A phone number as people read it: an optional +, then 8 to 15 digits, spaces allowed between. */
export const phoneField = ui(
  z.string().trim().regex(/^\+?\d[\d ]{6,18}\d$/, { error: WIDGET_MSG.phone })
    .refine((v) => v.replace(/\D/g, '').length >= 8 && v.replace(/\D/g, '').length <= 15, { error: WIDGET_MSG.phoneDigits }),
  { widget: 'phone' },
);

/**
 * The field, or '' for none: a link, video or photo the site does without until the operator has
 * one. The pages leave out what is empty, and show a seed placeholder as empty (placeholders.ts).
 */
export const orNone = <T extends z.ZodType>(schema: T) => ui(z.union([schema, z.literal('')]), schema.meta() ?? {});

/** The 11-character YouTube id; the pages play it from youtube-nocookie.com only after a click. */
export const youtubeIdField = ui(
  z.string().trim().regex(/^[A-Za-z0-9_-]{11}$/, { error: WIDGET_MSG.youtubeId }),
  { widget: 'youtube', help: 'The 11 characters after “v=” in the video’s YouTube address.' },
);
