import type { FastifyInstance } from 'fastify';
import { absoluteUrl } from '../../lib/absolute-url.ts';
import type { PageHtml } from '../../lib/page-html.ts';
import { stripLocale } from '@tlt/shared/i18n/locale';
import { blogOgImagePath, drawsOgImage, findBySlug, OG_HEIGHT, OG_WIDTH } from '../blogs/service.ts';

const SITE = 'The Lazy Trader';
const BLOG_PATH = /^\/blogs\/([^/]+)\/?$/;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}


interface PageTags {
  title: string;
  description: string;
  url: string;
  image?: string;
  /** The image is the blog's 1200×630 JPEG preview (modules/blogs og-image.ts). */
  imageIsPreview?: boolean;
  publishedTime?: string;
}

/** Title, description, canonical link, OpenGraph and Twitter card tags; every value escaped. */
export function headTags(t: PageTags): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  return [
    `<title>${escapeHtml(`${t.title} | ${SITE}`)}</title>`,
    meta('name', 'description', t.description),
    `<link rel="canonical" href="${escapeHtml(t.url)}" />`,
    meta('property', 'og:type', 'article'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', t.title),
    meta('property', 'og:description', t.description),
    meta('property', 'og:url', t.url),
    ...(t.image ? [meta('property', 'og:image', t.image)] : []),
    ...(t.image && t.imageIsPreview
      ? [meta('property', 'og:image:type', 'image/jpeg'), meta('property', 'og:image:width', String(OG_WIDTH)), meta('property', 'og:image:height', String(OG_HEIGHT))]
      : []),
    ...(t.publishedTime ? [meta('property', 'article:published_time', t.publishedTime)] : []),
    meta('name', 'twitter:card', t.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', t.title),
    meta('name', 'twitter:description', t.description),
    ...(t.image ? [meta('name', 'twitter:image', t.image)] : []),
  ].join('\n    ');
}

/** The site's own card image for pages without one of their own (the app icon, in the web build's public/). */
export const SITE_CARD_IMAGE = { path: '/icons/icon-512.png', width: 512, height: 512 };

/**
 * A server-drawn public page's sharing card (issue 26 §11: links shared from / and /webinar showed
 * none): Open Graph and Twitter tags from the page's own title and description, with the site's
 * image, put before </head>. A page that already has its card (a blog's, written before) keeps it.
 */
export function withSharingTags(html: string, t: { title: string; description: string; url: string; image: string }): string {
  if (/<meta property="og:title"/.test(html)) return html;
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  // The document title ends with the site's name, which og:site_name carries.
  const title = t.title.endsWith(` | ${SITE}`) ? t.title.slice(0, -` | ${SITE}`.length) : t.title;
  const tags = [
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', SITE),
    meta('property', 'og:title', title),
    meta('property', 'og:description', t.description),
    meta('property', 'og:url', t.url),
    meta('property', 'og:image', t.image),
    meta('property', 'og:image:width', String(SITE_CARD_IMAGE.width)),
    meta('property', 'og:image:height', String(SITE_CARD_IMAGE.height)),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', t.description),
    meta('name', 'twitter:image', t.image),
  ].join('\n    ');
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`) : html;
}

/** Puts the page's tags in place of the shell's own title and description. */
export function injectHead(html: string, tags: string): string {
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>/i, '');
  if (/<\/head>/i.test(stripped)) return stripped.replace(/<\/head>/i, `  ${tags}\n  </head>`);
  const at = stripped.search(/<body|<div id="root"/i);
  return at < 0 ? tags + stripped : stripped.slice(0, at) + tags + stripped.slice(at);
}

/**
 * The web app's shell (index.html) for a blog's page with its sharing tags written in, so link previews and
 * crawlers that run no script see the post. Only what a visitor may read goes in: title,
 * short description, feature image; never the text of a locked blog. Undefined for any
 * other page; a slug that names no blog gets the plain shell with a 404 status (the app shows its 404 page).
 */
export async function blogPageHtml(
  app: FastifyInstance, html: string, url: string,
): Promise<PageHtml | undefined> {
  // A blog's Hindi twin (/hi/blogs/:slug) gets the same card, at its own address.
  const pathname = url.split('?')[0];
  const m = BLOG_PATH.exec(stripLocale(pathname));
  if (!m) return undefined;
  let slug: string;
  try {
    slug = decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
  const blog = await findBySlug(app.db, slug);
  if (!blog) return { status: 404, html };
  const publicUrl = app.config.publicUrl;
  const tags = headTags({
    title: blog.title,
    description: blog.shortDescription,
    url: `${publicUrl}${pathname === stripLocale(pathname) ? '' : '/hi'}/blogs/${encodeURIComponent(blog.slug)}`,
    // The 1200×630 JPEG cut from the feature image (previews show neither SVG nor WebP reliably),
    // or the image's own address when it is not one this app keeps.
    image: drawsOgImage(app, blog.featureImage) ? `${publicUrl}${blogOgImagePath(blog.slug)}`
      : blog.featureImage ? absoluteUrl(publicUrl, blog.featureImage) : undefined,
    imageIsPreview: drawsOgImage(app, blog.featureImage),
    publishedTime: blog.publishedDate.toISOString(),
  });
  return { status: 200, html: injectHead(html, tags) };
}
