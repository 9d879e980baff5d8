import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { MSG } from '@tlt/shared/messages';
import { findPageRoute } from '@tlt/shared/routes';
import type { Config } from '../config.ts';
import { fail } from '../lib/envelope.ts';
import { type PageHtml, pageHtmlWriters } from '../lib/page-html.ts';
import { readRoutePreloads, withRoutePreloads } from './route-preloads.ts';

const YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app on the API's port: hashed assets cached for a year and sent
 * pre-compressed (br/gzip), index.html for page routes (404 status for unknown pages,
 * which the app renders as its 404 page), the envelope for unknown /api paths.
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
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', file.includes(`${path.sep}assets${path.sep}`) ? YEAR : 'no-cache');
      },
    });
  }

  // A module's own pages (a blog's sharing tags, modules/seo) are written by the hooks it added;
  // each page's HTML also names the page's own JS files for the browser to preload (route-preloads.ts).
  const writers = pageHtmlWriters(app);
  const writePage = async (shell: string, url: string): Promise<PageHtml | undefined> => {
    for (const write of writers) {
      const page = await write(shell, url);
      if (page) return page;
    }
    return undefined;
  };
  const sendApp = async (url: string, reply: FastifyReply) => {
    const preloads = await readRoutePreloads(config.webDist);
    // A build in progress may have removed the shell for a moment: then the plain route answers.
    const shell = await fs.promises.readFile(indexFile, 'utf8').catch(() => undefined);
    const page = shell === undefined ? undefined : await writePage(shell, url);
    const html = page?.html ?? shell;
    const status = page?.status ?? (findPageRoute(url) ? 200 : 404);
    if (html === undefined) return reply.code(status).header('Cache-Control', 'no-cache').sendFile('index.html');
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(withRoutePreloads(html, preloads, url));
  };

  // The static handler refuses directory paths, so the root page gets its own route.
  if (built) app.get('/', { schema: { hide: true } }, (req, reply) => sendApp('/', reply));

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) => {
    const url = req.url.split('?')[0];
    if (url === '/api' || url.startsWith('/api/')) return reply.code(404).send(fail(404, MSG.apiNotFound));
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url);
    if (!isPage || !built) return reply.code(404).type('text/plain').send('Not found');
    return sendApp(url, reply);
  });
});
