import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z, ZodType } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import type { Db } from '../db/client.ts';
import { ok } from './envelope.ts';
import { errorResponses, type ErrorStatus } from './error-responses.ts';

/** The docs every route declares on its own schema (decision 0059), with its querystring or path parameters. */
type AdminGetDocs = {
  operationId: string; summary: string; description: string; tags: string[];
  querystring?: ZodType; params?: ZodType;
};

/**
 * The options of an admin-only GET: the admin guard, and a schema whose 200 is `data` in the envelope beside
 * the refusals every admin GET can answer (a bad query, no session, not an admin, too many calls; a path
 * parameter adds not found and too long), plus the `more` this route can give (e.g. 404 for an id in the query).
 */
export function adminGet<D extends AdminGetDocs, T extends ZodType, M extends ErrorStatus = never>(
  app: FastifyInstance, docs: D, data: T, ...more: M[]
) {
  const byPath = docs.params ? [404, 414] as const : [];
  return {
    schema: { ...docs, response: { 200: envelopeSchema(data), ...errorResponses<400 | 401 | 403 | 404 | 414 | 429 | M>(400, 401, 403, ...byPath, 429, ...more) } },
    onRequest: app.requireAdmin,
  };
}

/**
 * An admin's read (GET `url`) answered by `read`: it gets the database and the query `docs.querystring`
 * parses (a paged list's page and filters; undefined for a read that takes none), and its result is the
 * envelope's data, described as `data`.
 */
export function adminRead<T extends ZodType, Q extends ZodType = z.ZodUndefined>(
  app: Parameters<FastifyPluginAsyncZod>[0], url: string, data: T, read: (db: Db, query: z.output<Q>) => Promise<z.output<T>>,
  docs: AdminGetDocs & { querystring?: Q },
) {
  app.get(url, adminGet(app, docs, data), async (req) => ok(await read(app.db, (docs.querystring ? req.query : undefined) as z.output<Q>)));
}
