import type { FastifyInstance } from 'fastify';

export interface PageHtml {
  status: 200 | 404;
  html: string;
}

/**
 * Writes the HTML of the pages a module owns into the web app's shell (a blog's sharing tags);
 * undefined for any other URL. The web plugin asks each writer in turn before it sends the plain shell,
 * so it needs to know no module.
 */
export type PageHtmlWriter = (shell: string, url: string) => Promise<PageHtml | undefined>;

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
