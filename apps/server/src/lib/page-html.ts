import type { FastifyInstance } from 'fastify';

export interface PageHtml {
  status: 200 | 404;
  html: string;
  /**
   * Until when (ms since the epoch) this HTML holds though nothing is written: text drawn from the
   * clock (the day's offer, the next webinar). Without it the HTML holds until the site's data changes.
   */
  expiresAt?: number;
}

/**
 * Writes the HTML of the pages a module owns (a blog's sharing tags, a server-rendered page);
 * undefined for any other page. The web plugin runs the writers in turn, each on the HTML the
 * ones before wrote, starting from the app's shell for that page; a 404 ends the turn. `path` is
 * the page's pathname: the HTML must depend only on it and on the site's data, since the web
 * plugin keeps it until a change to that data is announced on `site_changed` (decision 0035).
 */
export type PageHtmlWriter = (html: string, path: string) => Promise<PageHtml | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    pageHtmlWriters: PageHtmlWriter[];
  }
}

/** The app's page writers, created by whichever asks first (the web plugin or a module). */
export function pageHtmlWriters(app: FastifyInstance): PageHtmlWriter[] {
  if (!app.hasDecorator('pageHtmlWriters')) app.decorate('pageHtmlWriters', []);
  return app.pageHtmlWriters;
}

/** A module's pages get their HTML from `writer`; call it from a fastify-plugin so the root app sees it. */
export function addPageHtmlWriter(app: FastifyInstance, writer: PageHtmlWriter): void {
  pageHtmlWriters(app).push(writer);
}
