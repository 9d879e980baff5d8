import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_ROUTES, type PageRoute } from '@tlt/shared/routes';
import { listBlogs } from '../blogs/service.ts';
import { addPageHtmlWriter } from '../../lib/page-html.ts';
import { blogPageHtml, escapeHtml } from './open-graph.ts';
import { twins, withLanguageTags } from './language-twins.ts';
import { LOCALES, localizePath } from '@tlt/shared/i18n/locale';

/** Public pages with nothing to find: kept out of the sitemap and away from crawlers. */
const NOT_INDEXED = new Set(['/404', '/thank-you', '/reset-password', '/confirm-email', '/unsubscribe']);
const routes_ = PAGE_ROUTES as readonly PageRoute[];

/** Public and guest pages without parameters, each once. */
export function sitemapPaths(): string[] {
  return routes_
    .filter((r) => (r.access.kind === 'public' || r.access.kind === 'guest') && !r.path.includes(':') && !NOT_INDEXED.has(r.path))
    .map((r) => r.path);
}

/** Member and admin pages (and the API) are of no use to a crawler. */
export function disallowedPaths(): string[] {
  const privatePages = routes_.filter((r) => r.access.kind === 'auth' || r.access.kind === 'admin').map((r) => r.path);
  return [...new Set(['/api/', '/admin/', ...privatePages.filter((p) => !p.startsWith('/admin/')), ...NOT_INDEXED])];
}

/**
 * GET /sitemap.xml and GET /robots.txt at the site root, built from the shared route list and the blogs;
 * and a blog page's sharing tags, written into the shell the web plugin serves (issue 4).
 */
const routes: FastifyPluginAsync = async (app) => {
  const base = app.config.publicUrl;
  addPageHtmlWriter(app, (shell, url) => blogPageHtml(app, shell, url));
  // Every public page names its language twin (after the blog's tags, whose canonical it keeps).
  addPageHtmlWriter(app, async (html, url) => {
    const written = withLanguageTags(html, base, url.split('?')[0]);
    return written === undefined ? undefined : { status: 200, html: written };
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    // Each page twice, English and Hindi, each entry naming both twins (issue 30 §3).
    const alternates = (loc: string) =>
      twins(base, loc).map((t) => `<xhtml:link rel="alternate" hreflang="${t.hreflang}" href="${escapeHtml(t.href)}"/>`).join('');
    const url = (loc: string, lastmod?: Date) => LOCALES.map((locale) => {
      const at = localizePath(loc, locale);
      return `  <url><loc>${escapeHtml(base + at)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}${alternates(at)}</url>`;
    }).join('\n');
    const blogs = await listBlogs(app.db);
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...sitemapPaths().map((p) => url(p)),
      ...blogs.map((b) => url(`/blogs/${encodeURIComponent(b.slug)}`, b.updatedAt > b.publishedDate ? b.updatedAt : b.publishedDate)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body);
  });

  // A robots.txt shipped in the web build (public/) wins; otherwise this one is generated.
  if (!fs.existsSync(path.join(app.config.webDist, 'robots.txt'))) {
    app.get('/robots.txt', { schema: { hide: true } }, async (req, reply) => {
      const body = ['User-agent: *', 'Allow: /', ...disallowedPaths().map((p) => `Disallow: ${p}`), '', `Sitemap: ${base}/sitemap.xml`, ''];
      return reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(body.join('\n'));
    });
  }
};

// Not encapsulated: the page writer must reach the root app, where the web plugin reads it.
export default fp(routes, { name: 'seo' });
