import { and, eq, ne, sql } from 'drizzle-orm';
import { BLOG_MSG, type Blog, type BlogInputParsed, type BlogSummary, OTHER_IMAGES_SEPARATOR, SLUG_MAX } from '@tlt/shared/blogs';
import type { Locale } from '@tlt/shared/i18n/locale';
import type { Db } from '../../db/client.ts';
import { blogs } from '../../db/schema/index.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { bodyImages, plainText, sanitizeRichText } from '../../lib/html-sanitizer.ts';
import { auditDiff, type AuditActor, recordAudit } from '../audit/index.ts';

type BlogRow = typeof blogs.$inferSelect;

/** A blog's share preview (og-image.ts, GET blogs/bySlug/:slug/og.jpg): the page's og:image (modules/seo). */
export const blogOgImagePath = (slug: string) => `/api/blogs/bySlug/${encodeURIComponent(slug)}/og.jpg`;
export { drawsOgImage, OG_HEIGHT, OG_WIDTH } from './og-image.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The list shape: no full text, and a locked blog shows no body images either. */
export function toSummary(row: BlogRow): BlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    shortDescription: row.shortDescription,
    featureImage: row.featureImage,
    imageUrl: row.isLocked ? [] : row.images,
    otherImages: row.isLocked ? '' : row.otherImages.join(OTHER_IMAGES_SEPARATOR),
    is_locked: row.isLocked ? 'yes' : 'no',
    locked_content: row.isLocked ? row.lockedContent : null,
    published_date: row.publishedDate.toISOString(),
    language: row.language === 'hi' ? 'hi' : 'en',
  };
}

/** One blog: the full text unless it is locked and the reader is not a member (spec §4 Blogs). */
export function toBlog(row: BlogRow, member: boolean): Blog {
  if (row.isLocked && !member) return toSummary(row);
  return {
    ...toSummary(row),
    description: row.description,
    imageUrl: row.images,
    otherImages: row.otherImages.join(OTHER_IMAGES_SEPARATOR),
  };
}

/** Newest first; for a Hindi reader the Hindi posts first, each part newest first (issue 30 §4). */
export function listBlogs(db: Db, locale: Locale = 'en'): Promise<BlogRow[]> {
  // `nulls last` as blogs_published_idx is (drizzle's .desc()), so the index gives the order (0009).
  const newest = [sql`${blogs.publishedDate} desc nulls last`, sql`${blogs.createdAt} desc nulls last`];
  const query = db.select().from(blogs);
  return locale === 'hi' ? query.orderBy(sql`(${blogs.language} = 'hi') desc`, ...newest) : query.orderBy(...newest);
}

export async function findBySlug(db: Db, slug: string): Promise<BlogRow | undefined> {
  const [row] = await db.select().from(blogs).where(eq(blogs.slug, slug.toLowerCase()));
  return row;
}

/** "Position Sizing: The 1% Rule" → "position-sizing-the-1-rule"; a title without latin letters gets a dated slug. */
export function slugify(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return base || `blog-${Date.now().toString(36)}`;
}

/** Sanitised column values from validated input. */
function toColumns(input: BlogInputParsed) {
  const title = plainText(input.title);
  const shortDescription = plainText(input.shortDescription);
  const description = sanitizeRichText(input.description);
  if (!title) throw fieldError('title', BLOG_MSG.titleRequired);
  if (!shortDescription)
    throw fieldError('shortDescription', BLOG_MSG.shortDescriptionRequired);
  if (!description.replace(/<[^>]*>/g, '').trim() && !/<img\s/.test(description))
    throw fieldError('description', BLOG_MSG.bodyRequired);
  const lockedContent = input.is_locked && input.locked_content ? plainText(input.locked_content) : null;
  if (input.is_locked && !lockedContent)
    throw fieldError('locked_content', BLOG_MSG.lockedContentRequired);
  return {
    title,
    shortDescription,
    description,
    featureImage: input.featureImage || null,
    images: bodyImages(description),
    otherImages: input.otherImages ?? [],
    isLocked: input.is_locked,
    lockedContent,
    ...(input.language ? { language: input.language } : {}),
    ...(input.published_date ? { publishedDate: new Date(input.published_date) } : {}),
  };
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [clash] = await db.select({ id: blogs.id }).from(blogs)
    .where(exceptId ? and(eq(blogs.slug, slug), ne(blogs.id, exceptId)) : eq(blogs.slug, slug));
  if (clash) throw conflict(BLOG_MSG.slugTaken);
}

/** What blog entries record of a blog: its visible fields (the body clipped by auditDiff). */
const auditFields = (r: BlogRow) => ({
  title: r.title, slug: r.slug, shortDescription: r.shortDescription, description: r.description,
  featureImage: r.featureImage, otherImages: r.otherImages, isLocked: r.isLocked, lockedContent: r.lockedContent,
  publishedDate: r.publishedDate.toISOString(), language: r.language,
});

export async function createBlog(db: Db, input: BlogInputParsed, actor: AuditActor): Promise<BlogRow> {
  const values = toColumns(input);
  const slug = input.slug || slugify(values.title);
  await assertSlugFree(db, slug);
  return db.transaction(async (tx) => {
    // The unique index settles a race between two creates of the same slug.
    const [row] = await tx.insert(blogs).values({ ...values, slug }).onConflictDoNothing({ target: blogs.slug }).returning();
    if (!row) throw conflict(BLOG_MSG.slugTaken);
    await recordAudit(tx, { actorId: actor.id, action: 'blog.create', ip: actor.ip, data: { blogId: row.id, slug: row.slug, title: row.title } });
    return row;
  });
}

async function byId(db: Db, id: string, lock = false): Promise<BlogRow> {
  const query = db.select().from(blogs).where(eq(blogs.id, id));
  const [row] = UUID.test(id) ? await (lock ? query.for('update') : query) : [];
  if (!row) throw notFound(BLOG_MSG.notFound);
  return row;
}

/** An edit and blog.update (the fields that changed) in one transaction; a save that changes nothing records nothing. */
export async function updateBlog(db: Db, id: string, input: BlogInputParsed, actor: AuditActor): Promise<BlogRow> {
  return db.transaction(async (tx) => {
    const current = await byId(tx, id, true);
    const values = toColumns(input);
    const slug = input.slug || current.slug;
    if (slug !== current.slug) await assertSlugFree(tx, slug, id);
    const [row] = await tx.update(blogs).set({ ...values, slug, updatedAt: new Date() }).where(eq(blogs.id, id)).returning();
    const diff = auditDiff(auditFields(current), auditFields(row));
    if (diff) await recordAudit(tx, { actorId: actor.id, action: 'blog.update', ip: actor.ip, ...diff, data: { blogId: row.id, slug: row.slug, title: row.title } });
    return row;
  });
}

export async function deleteBlog(db: Db, id: string, actor: AuditActor): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await byId(tx, id, true);
    await tx.delete(blogs).where(eq(blogs.id, id));
    await recordAudit(tx, { actorId: actor.id, action: 'blog.delete', ip: actor.ip, data: { blogId: row.id, slug: row.slug, title: row.title } });
  });
}
