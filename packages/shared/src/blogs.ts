import { z } from 'zod';
import { LOCALES } from './i18n/locale.ts';

/**
 * Blogs (site-and-admin §3 Blog, §4 Blogs). The wire keeps the spec's names and its
 * `is_locked` string. `description` (sanitised HTML) is present only where the reader may
 * see it: never in lists, never on a locked blog read by someone who is not a member.
 */
export const BlogSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  shortDescription: z.string(),
  description: z.string().optional(),
  featureImage: z.string().nullable(),
  imageUrl: z.array(z.string()),
  /** URLs joined with " | " (spec §3). */
  otherImages: z.string(),
  is_locked: z.enum(['yes', 'no']),
  /** The preview a locked blog shows to visitors: plain text. */
  locked_content: z.string().nullable(),
  published_date: z.string(),
  /** The post's language (issue 30 §4): a Hindi page marks the English ones. */
  language: z.enum(LOCALES),
});
export type Blog = z.infer<typeof BlogSchema>;

/** GET blogs/all items: everything but the full text. */
export const BlogSummarySchema = BlogSchema.omit({ description: true });
export type BlogSummary = z.infer<typeof BlogSummarySchema>;
/** GET /api/blogs/all's list. */
export const BlogSummaryListSchema = z.array(BlogSummarySchema);

export const OTHER_IMAGES_SEPARATOR = ' | ';
export const SLUG_MAX = 100;
export const BLOG_MSG = {
  titleRequired: 'Title is required',
  titleLength: 'Keep the title under 200 characters',
  shortDescriptionRequired: 'Short description is required',
  shortDescriptionLength: 'Keep the short description under 400 characters',
  bodyRequired: 'Write the blog text',
  bodyLength: 'The blog text is too long',
  slugFormat: 'Use lowercase letters, digits and single dashes',
  imageUrl: 'Use an uploaded image',
  lockedContentRequired: 'Add a preview for visitors of a locked blog',
  lockedContentLength: 'Keep the preview under 2000 characters',
  slugTaken: 'A blog with this slug already exists. Choose another slug.',
  notFound: 'Blog not found',
  created: 'Blog published',
  updated: 'Blog saved',
  deleted: 'Blog deleted',
  language: 'Choose English or Hindi',
} as const;

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Images the site itself serves (uploads, bundled pictures) or absolute http(s) URLs. */
export const IMAGE_URL_PATTERN = /^(?:https?:\/\/[^\s"'<>]+|\/(?:uploads|images)\/[\w./-]+)$/i;

/** Text of an HTML fragment, for "is it empty" checks (an empty editor sends `<p></p>`). */
export function htmlHasText(html: string): boolean {
  return /<img\s/i.test(html) || html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '').length > 0;
}

const imageUrl = z.string().trim().regex(IMAGE_URL_PATTERN, BLOG_MSG.imageUrl);

/** POST blogs and PUT blogs/{id} (admin). Rich text is sanitised again on the server. */
export const BlogInputSchema = z
  .object({
    title: z.string({ error: BLOG_MSG.titleRequired }).trim().min(1, BLOG_MSG.titleRequired).max(200, BLOG_MSG.titleLength),
    shortDescription: z
      .string({ error: BLOG_MSG.shortDescriptionRequired })
      .trim()
      .min(1, BLOG_MSG.shortDescriptionRequired)
      .max(400, BLOG_MSG.shortDescriptionLength),
    description: z
      .string({ error: BLOG_MSG.bodyRequired })
      .max(200_000, BLOG_MSG.bodyLength)
      .refine(htmlHasText, BLOG_MSG.bodyRequired),
    /** Empty: made from the title on create, kept as it was on update. */
    slug: z.union([z.literal(''), z.string().trim().max(SLUG_MAX, BLOG_MSG.slugFormat).regex(SLUG_PATTERN, BLOG_MSG.slugFormat)]).optional(),
    featureImage: z.union([z.literal(''), imageUrl]).nullable().optional(),
    otherImages: z.array(imageUrl).max(20).optional(),
    is_locked: z.boolean().default(false),
    locked_content: z.string().trim().max(2000, BLOG_MSG.lockedContentLength).nullable().optional(),
    published_date: z.iso.datetime({ offset: true }).optional(),
    /** The post's language: English when a new post does not say, unchanged when an edit does not. */
    language: z.enum(LOCALES, { error: BLOG_MSG.language }).optional(),
  })
  .refine((b) => !b.is_locked || !!b.locked_content?.trim(), {
    message: BLOG_MSG.lockedContentRequired,
    path: ['locked_content'],
  });
export type BlogInput = z.input<typeof BlogInputSchema>;
export type BlogInputParsed = z.output<typeof BlogInputSchema>;

/** Any string: an id that is not a blog's (malformed or not) answers 404. */
export const BlogIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const BlogSlugParamsSchema = z.object({ slug: z.string().min(1).max(200) });
