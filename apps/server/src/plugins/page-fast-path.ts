import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { EarlyAnswer } from '../lib/early-answer.ts';
import { requestIdOf } from '../lib/request-id.ts';
import { type BuildFiles, type Encoding, type PageCache, pathnameOf, preferredEncoding } from './page-cache.ts';

/** The headers of a page's answer besides the security set: one list for both ways a page is sent. */
export function pageAnswerHeaders(encoding: Encoding | null): Record<string, string> {
  return {
    'cache-control': 'no-cache',
    vary: 'Accept-Encoding',
    'content-type': 'text/html; charset=utf-8',
    ...(encoding ? { 'content-encoding': encoding } : {}),
  };
}

/** The levels at which Fastify logs each request ('request completed' is at info). */
const INFO_OR_BELOW = new Set(['info', 'debug', 'trace']);

export interface FastPathOptions {
  pages: PageCache;
  buildFiles: BuildFiles;
  securityHeaders: Readonly<Record<string, string>>;
  log: FastifyBaseLogger;
  trustProxy: boolean;
}

/**
 * Kept pages answered before Fastify (decision 0035): a GET or HEAD whose page is kept for the
 * current build, in the encoding the browser takes, already made. Everything else (a page not yet
 * drawn or compressed, a build due its once-a-second look, any other address) goes on to Fastify,
 * which draws and keeps it. The answer carries the same headers as Fastify's (the security set,
 * the request id); what it skips is the per-request work of Fastify's hooks, and the global rate
 * limit, which would cost more to count than the kept bytes cost to send.
 */
export function pageFastPath({ pages, buildFiles, securityHeaders, log, trustProxy }: FastPathOptions): EarlyAnswer {
  // Per encoding, the fixed part of the answer's headers, as the flat list writeHead takes fastest.
  const fixed = new Map<Encoding | null, string[]>(
    ([null, 'br', 'gzip'] as const).map((encoding) => [encoding, Object.entries({ ...securityHeaders, ...pageAnswerHeaders(encoding) }).flat()]),
  );
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '/';
    const pathname = pathnameOf(url);
    const build = buildFiles.checkedBuild();
    const page = build && pages.get(pathname, build.id);
    if (!page || page.status !== 200) return false;
    const encoding = preferredEncoding(req.headers['accept-encoding']);
    const body = page.bytesNow(encoding);
    if (!body) return false;
    const started = INFO_OR_BELOW.has(log.level) ? performance.now() : 0;
    const id = requestIdOf(req.headers);
    res.writeHead(200, [...fixed.get(encoding)!, 'x-request-id', id, 'content-length', String(body.length)]);
    if (req.method === 'HEAD') res.end();
    else res.end(body);
    if (started) {
      // Fastify's 'request completed' line, with the request as its serializer writes it (path only).
      const forwarded = trustProxy ? req.headers['x-forwarded-for'] : undefined;
      const ip = (typeof forwarded === 'string' && forwarded.split(',')[0].trim()) || req.socket.remoteAddress;
      log.info({ reqId: id, req: { method: req.method, url, id, ip, routeOptions: { url: '(kept page)' } }, res: { statusCode: 200 }, responseTime: performance.now() - started }, 'request completed');
    }
    return true;
  };
}
