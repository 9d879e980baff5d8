import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import { findPageRoute } from '@tlt/shared/routes';
import type { Config } from '../config.ts';
import { fail } from '../lib/envelope.ts';
import { pageHtmlWriters } from '../lib/page-html.ts';
import { type Build, BuildFiles, CachedPage, PageCache, pathnameOf, preferredEncoding } from './page-cache.ts';
import { pageAnswerHeaders, pageFastPath } from './page-fast-path.ts';

const YEAR = 'public, max-age=31536000, immutable';
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
  // Kept pages are answered before Fastify's request handling from the second request on.
  if (built) {
    app.earlyAnswer.set(pageFastPath({ pages, buildFiles, securityHeaders: app.pageSecurityHeaders, log: app.log, trustProxy: config.trustProxy }));
  }

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

  const sendPage = async (req: FastifyRequest, reply: FastifyReply, page: CachedPage) => {
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    reply.code(page.status).headers(pageAnswerHeaders(encoding));
    return reply.send(encoding ? await page.encodedAs(encoding) : page.body);
  };

  const sendApp = async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathnameOf(req.url);
    const build = await buildFiles.current();
    if (!build) return reply.code(findPageRoute(pathname) ? 200 : 404).header('Cache-Control', 'no-cache').sendFile('index.html');
    return sendPage(req, reply, pages.get(pathname, build.id) ?? (await makePage(build, pathname)));
  };

  // The static handler refuses directory paths, so the root page gets its own route. Its answer
  // is already compressed (sendPage), so the compression hook stays out of the way.
  if (built) app.get('/', { schema: { hide: true }, compress: false }, sendApp);

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) => {
    const url = pathnameOf(req.url);
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send(fail(404, MSG.apiNotFound));
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url);
    if (!isPage || !built) return reply.code(404).type('text/plain').send('Not found');
    return sendApp(req, reply);
  });
});
