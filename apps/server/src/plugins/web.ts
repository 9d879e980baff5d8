import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import { findPageRoute, PAGE_ROUTES, type PageRoute } from '@tlt/shared/routes';
import { LOCALES, localizePath } from '@tlt/shared/i18n/locale';
import { themeFromCookies } from '@tlt/shared/theme';
import type { Config } from '../config.ts';
import { fail } from '../lib/envelope.ts';
import { pageHtmlWriters } from '../lib/page-html.ts';
import { type Build, BuildFiles, CachedPage, type Encoding, PageCache, pathnameOf, preferredEncoding } from './page-cache.ts';

const YEAR = 'public, max-age=31536000, immutable';
/**
 * A page anyone may see, the same HTML for every viewer: a shared cache (the compose file's proxy, a
 * CDN) keeps it a minute and may answer from it for ten more while it fetches the new one; browsers
 * ask again every time (max-age=0), so a deploy or an edit reaches them at once (decision 0056-pages-in-fastify).
 */
export const PUBLIC_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** Member and admin pages, unknown addresses, the shell without a build: each use asks the server. */
const PRIVATE_PAGE = 'no-cache';

/** Whether a page route is one anyone may see (guest pages too: the browser sends a signed-in visitor on). */
const isPublic = (route: PageRoute | undefined) => route?.access.kind === 'public' || route?.access.kind === 'guest';

/** The headers of a page's answer besides the security set and the request id (the root app's hooks). */
function pageAnswerHeaders(status: number, route: PageRoute | undefined, encoding: Encoding | null): Record<string, string> {
  return {
    'cache-control': status === 200 && isPublic(route) ? PUBLIC_PAGE : PRIVATE_PAGE,
    // The page carries the reader's chosen theme (the `theme` cookie): a shared cache keeps it apart.
    vary: 'Accept-Encoding, Cookie',
    'content-type': 'text/html; charset=utf-8',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}
/** The build's server-side renderer (apps/web/vite.config.ts): code for the server, never for browsers. */
const SERVER_ONLY = /^\/ssr(\/|$)/i;

/**
 * Serves the built web app on the API's port: hashed assets cached for a year and sent
 * pre-compressed (br/gzip), each page's HTML for page routes (404 status for unknown pages,
 * which the app renders as its 404 page), the envelope for unknown /api paths.
 *
 * A page's HTML is the shell (index.html with the page's preloads) as the modules' page writers
 * rewrote it (a blog's sharing tags, a server-rendered page: decision 0035). It is kept, with its
 * compressed copies, until the site's data changes (`site_changed`, announced by the database for
 * every process), the page's own expiry, or a new build: a page is made once per change, not per request.
 */
export default fp(async function web(app: FastifyInstance, { config }: { config: Config }) {
  const indexFile = path.join(config.webDist, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      preCompressed: true,
      index: false,
      wildcard: true,
      // Checked on the address and again on the file it resolves to.
      allowedPath: (pathName) => !SERVER_ONLY.test(pathName),
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache');
      },
    });
  }

  const writers = pageHtmlWriters(app);
  const buildFiles = new BuildFiles(config.webDist);
  const pages = new PageCache();
  const listener = await app.database.listen('site_changed', () => pages.clear(), () => pages.clear());
  app.addHook('onClose', () => listener.close());
  // A kept page counts against no limit; drawing one counts against the caller's global limit, as an API call does.
  const globalLimit = app.rateLimit();

  /** The page's HTML from the shell through each writer in turn; a 404 ends the turn. */
  const makePage = async (build: Build, pathname: string): Promise<CachedPage> => {
    const generation = pages.generation;
    let html = build.shellFor(pathname);
    let status: 200 | 404 = findPageRoute(pathname) ? 200 : 404;
    let expiresAt = Infinity;
    for (const write of writers) {
      if (status === 404) break;
      const page = await write(html, pathname);
      if (!page) continue;
      ({ html, status } = page);
      expiresAt = Math.min(expiresAt, page.expiresAt ?? Infinity);
    }
    const page = new CachedPage(status, html, build.id, expiresAt);
    // Unknown addresses are not kept: anyone can make up endless ones.
    if (status === 200) pages.set(pathname, page, generation);
    return page;
  };

  const sendPage = (req: FastifyRequest, reply: FastifyReply, kept: CachedPage, route: PageRoute | undefined) => {
    const page = kept.inTheme(themeFromCookies(req.headers.cookie));
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    reply.code(page.status).headers(pageAnswerHeaders(page.status, route, encoding));
    const bytes = page.bytesNow(encoding);
    return bytes ? reply.send(bytes) : page.encodedAs(encoding!).then((made) => reply.send(made));
  };

  const sendApp = async (req: FastifyRequest, reply: FastifyReply, route = findPageRoute(pathnameOf(req.url))) => {
    const pathname = pathnameOf(req.url);
    const build = buildFiles.checkedBuild() ?? (await buildFiles.current());
    if (!build) return reply.code(route ? 200 : 404).header('Cache-Control', PRIVATE_PAGE).sendFile('index.html');
    const kept = pages.get(pathname, build.id);
    if (kept) return sendPage(req, reply, kept, route);
    await globalLimit.call(app, req, reply);
    return sendPage(req, reply, await makePage(build, pathname), route);
  };

  // Each page route is a route of its own (HEAD too), so a page is found without the static handler's
  // look at the disk, and the metrics name it. Its answer is already compressed (sendPage): the
  // compression hooks stay out of the way.
  if (built) {
    for (const route of PAGE_ROUTES as readonly PageRoute[]) {
      const handler = (req: FastifyRequest, reply: FastifyReply) => sendApp(req, reply, route);
      const options = { schema: { hide: true }, compress: false, decompress: false } as const;
      // Each page at its English address and its Hindi twin's (issue 30 §2).
      for (const locale of LOCALES) {
        const at = localizePath(route.path, locale);
        app.get(at, options, handler);
        if (route.prefix) app.get(`${at}/*`, options, handler);
      }
    }
  }

  // Addresses no route knows: unknown pages (the app's 404 page), a page's address with a trailing
  // slash, missing files, and unknown API addresses that the static handler's GET /* took (others
  // reach the API's own handler, plugins/api-hooks.ts).
  app.setNotFoundHandler(async (req, reply) => {
    const url = pathnameOf(req.url);
    if (url === '/api' || url.startsWith('/api/')) {
      await globalLimit.call(app, req, reply);
      return reply.code(404).send(fail(404, MSG.apiNotFound));
    }
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url);
    if (!isPage || !built) return reply.code(404).type('text/plain').send('Not found');
    return sendApp(req, reply);
  });
});
