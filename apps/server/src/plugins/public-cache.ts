import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { InvalidatedCache } from '../lib/invalidated-cache.ts';
import { compressOnce, type Encoding, preferredEncoding } from './page-cache.ts';

/** A route's opt-in (`config: { publicCache: … }`): its GET answer is public data an admin's edit changes. */
export interface PublicCacheRoute {
  /**
   * The answer depends on who asks (a member sees more): a request with an `Authorization` header is
   * answered afresh, never from or into the cache, and only the visitors' answer is kept.
   */
  perReader?: boolean;
  /**
   * Until when (ms since the epoch) an answer made now holds though nothing is written: answers drawn
   * from the clock (the day's offer). Asked on a miss only. Without it, until the site's data changes.
   */
  expiresAt?: () => Promise<number>;
  /**
   * The query's part of the key, from the validated query (a route with a querystring schema only):
   * requests the handler answers alike must give the same string. Without it, the query's parameters
   * sorted by name (`?a=1&b=2` and `?b=2&a=1` are one entry).
   */
  query?: (query: never) => string;
  /** The answer's `Cache-Control`, when browsers may keep it a while without asking (default: ask each time). */
  cacheControl?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    publicCache?: true | PublicCacheRoute;
  }
}

interface Kept {
  body: string;
  etag: string;
  contentType: string;
  vary: string | undefined;
  expiresAt: number;
  /** Its compressed copies, made once each on first demand (until then the compress plugin works per request). */
  encoded: Partial<Record<Encoding, Buffer | 'making'>>;
}

interface Pending {
  key: string;
  stamp: number;
  route: PublicCacheRoute;
  hit?: Kept;
}

/** However quiet the site, an answer is made again after this long (bounds what a lost message leaves). */
export const PUBLIC_CACHE_MAX_AGE_MS = 60 * 60_000;
/** Smaller answers are sent as they are (the compress plugin's threshold). */
const COMPRESS_FROM = 1024;
/** Answers kept: a few dozen reads, one per blog and per content query asked for, in two languages. */
const MAX_ANSWERS = 2000;
/** Browsers and CDNs keep the answer and ask again each time with its ETag: an edit shows at once, a 304 costs nothing. */
const SHARED = 'public, no-cache';
/** A per-reader route's visitor answer: the browser alone keeps it (it says Vary: Authorization). */
const PRIVATE = 'private, no-cache';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The copy of `kept` in `encoding` if made; otherwise starts making it and answers undefined. */
function encodedCopy(kept: Kept, encoding: Encoding): Buffer | undefined {
  const made = kept.encoded[encoding];
  if (made !== undefined) return made === 'making' ? undefined : made;
  kept.encoded[encoding] = 'making';
  void compressOnce(Buffer.from(kept.body), encoding).then((bytes) => (kept.encoded[encoding] = bytes), () => delete kept.encoded[encoding]);
  return undefined;
}

function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** A validated query as text, its parameters sorted by name (each value as the schema made it). */
function sortedQuery(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  return JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}

/**
 * Public reads from memory (issue 31 §1, decision 0075-public-reads-cache): a GET route that says
 * `config: { publicCache: … }` has its serialised answer kept per address and reader language, and
 * served without the handler, the database or the serialiser until the site's data changes. The
 * database announces every change to what these reads show on `site_changed` (migration 0020, as for
 * the server-drawn pages of decision 0035) to every process; this process also drops everything at
 * once after an admin's successful write, so the admin's next read never waits for the message.
 * While the LISTEN connection is down nothing is served from here.
 *
 * Every kept answer carries a weak `ETag`; a request whose `If-None-Match` names it gets a 304.
 * `Cache-Control: no-cache` lets browsers and CDNs keep it and ask again each time.
 *
 * The rules, in this one place: only 200 answers are kept; the key is the path, the query as the
 * route's schema validated it (parameters sorted, or the route's own `query` key; a route without a
 * querystring schema reads no query, so `?anything` is the same entry and cannot bypass the cache or
 * crowd it), and the reader's language (`Accept-Language`, en or hi) so a Hindi answer never reaches an English
 * reader (the answer's own `Vary` is kept with it); a `perReader` route is answered afresh for any
 * request that carries `Authorization`, so a member's copy is never kept nor a visitor's given to a member.
 *
 * Registered on the root before compression, so its onSend hook sees the serialised JSON.
 */
export default fp(async function publicCache(app: FastifyInstance) {
  const cache = new InvalidatedCache<Kept>({ max: MAX_ANSWERS, ttl: PUBLIC_CACHE_MAX_AGE_MS, expired: (k) => k.expiresAt <= Date.now() });
  const listener = await app.database.listen('site_changed', () => cache.clear(), () => cache.clear());
  cache.bind(listener.live);
  app.addHook('onClose', () => listener.close());

  const pending = new WeakMap<FastifyRequest, Pending>();

  app.addHook('onRoute', (route) => {
    const opt = route.config?.publicCache;
    if (!opt) return;
    const rule: PublicCacheRoute = opt === true ? {} : opt;
    const readsQuery = route.schema?.querystring !== undefined;
    const queryKey = (rule.query ?? sortedQuery) as (query: unknown) => string;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = function cached(this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
      if (req.method !== 'GET' || (rule.perReader && req.headers.authorization !== undefined)) return handler.call(this, req, reply);
      const q = req.url.indexOf('?');
      const key = `${localeFromAcceptLanguage(req.headers['accept-language'])} ${q < 0 ? req.url : req.url.slice(0, q)}` +
        (readsQuery ? ` ${queryKey(req.query)}` : '');
      const hit = cache.get(key);
      pending.set(req, { key, stamp: cache.stamp(), route: rule, hit });
      if (!hit) return handler.call(this, req, reply);
      reply.code(200).header('content-type', hit.contentType);
      if (hit.vary) reply.header('vary', hit.vary);
      const encoding = hit.body.length >= COMPRESS_FROM ? preferredEncoding(req.headers['accept-encoding']) : null;
      const bytes = encoding ? encodedCopy(hit, encoding) : undefined;
      if (!bytes) {
        reply.send(hit.body);
        return undefined;
      }
      reply.header('content-encoding', encoding).header('vary', hit.vary ? `${hit.vary}, Accept-Encoding` : 'Accept-Encoding');
      reply.send(bytes);
      return undefined;
    } as typeof route.handler;
  });

  const answer = <T>(req: FastifyRequest, reply: FastifyReply, route: PublicCacheRoute, etag: string, body: T): T | '' => {
    reply.header('etag', etag).header('cache-control', route.cacheControl ?? (route.perReader ? PRIVATE : SHARED));
    if (!matchesEtag(req.headers['if-none-match'], etag)) return body;
    reply.code(304).removeHeader('content-length').removeHeader('content-encoding');
    return '';
  };

  app.addHook('onSend', (req, reply, payload, done) => {
    const p = pending.get(req);
    if (!p) {
      // An admin's write may have changed what the reads show: drop them now, before the admin reads again.
      if (WRITES.has(req.method) && reply.statusCode < 400 && req.user?.userType === 'admin') cache.clear();
      return done(null, payload);
    }
    if (p.hit) return done(null, answer(req, reply, p.route, p.hit.etag, payload));
    if (reply.statusCode !== 200 || typeof payload !== 'string') return done(null, payload);
    const etag = etagOf(payload);
    const keep = (expiresAt: number) => {
      const vary = reply.getHeader('vary');
      cache.set(p.key, {
        body: payload, etag, expiresAt, encoded: {},
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        vary: vary === undefined ? undefined : String(vary),
      }, p.stamp);
    };
    if (!p.route.expiresAt) {
      keep(Infinity);
      return done(null, answer(req, reply, p.route, etag, payload));
    }
    p.route.expiresAt().then((at) => {
      keep(at);
      done(null, answer(req, reply, p.route, etag, payload));
    }, (err: unknown) => done(err as Error));
  });
}, { name: 'public-cache' });
