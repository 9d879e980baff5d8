import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Locale } from '@tlt/shared/i18n/locale';
import { addPageHtmlWriter } from '../../lib/page-html.ts';
import { SITE_CARD_IMAGE, withSharingTags } from '../seo/index.ts';
import { planConfig } from '../plans/service.ts';
import { pageExpiry } from './expiry.ts';
import { readForPage, withCode } from './reads.ts';
import { rendererFile, RendererLoader, type RenderedPage } from './renderer.ts';
import { fillShell } from './shell.ts';

/**
 * The public pages drawn on the server (decision 0035): React renders them from the web build's
 * renderer with the content, plans, blogs and webinar settings read through the services here,
 * into the shell the web plugin hands over. The web plugin keeps the result until the site's data
 * changes (`site_changed`) or `expiresAt`, so a page is drawn once per change, not per request.
 * Without a renderer (no build, the dev server) or when a page cannot be drawn, the shell is sent
 * as before and the browser draws the page.
 */
const pages: FastifyPluginAsync = async (app) => {
  const loader = new RendererLoader(rendererFile(app.config.webDist));
  const api = {
    get: (path: string, locale?: Locale) => readForPage(app.db, path, locale).catch((err: unknown) => Promise.reject(withCode(err))),
  };

  addPageHtmlWriter(app, async (html, path) => {
    const renderer = await loader.current().catch((err: unknown) => {
      app.log.error({ err }, 'the page renderer of the web build could not be loaded');
      return undefined;
    });
    if (!renderer) return undefined;
    let page: RenderedPage | null;
    const now = new Date();
    try {
      page = await renderer.render(path, api);
    } catch (err) {
      app.log.warn({ err, path }, 'a page could not be drawn on the server: the browser draws it');
      return undefined;
    }
    if (!page) return undefined;
    const offer = await planConfig(app.db, now);
    const base = app.config.publicUrl;
    const filled = fillShell(html, page);
    const shared = page.title && page.description
      ? withSharingTags(filled, { title: page.title, description: page.description, url: `${base}${path}`, image: `${base}${SITE_CARD_IMAGE.path}` })
      : filled;
    return { status: 200, html: shared, expiresAt: pageExpiry(now, offer.expired ? null : new Date(offer.expiry)) };
  });
};

// Not encapsulated: the writer must reach the root app, where the web plugin reads it.
export default fp(pages, { name: 'pages' });
