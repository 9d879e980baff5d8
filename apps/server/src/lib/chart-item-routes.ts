import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import type { Db } from '../db/client.ts';
import { ok } from './envelope.ts';
import { errorResponses } from './error-responses.ts';
import { forbidden } from './errors.ts';

/** What an admin's chart item (a watchlist, a trade wisdom) is called, checked as and stored by. */
export type ChartItemKind<Item extends ZodType, Input extends ZodType, Update extends ZodType, Notify> = {
  /** Where its calls live (`/watchlist`), and the word its operation ids carry (`Watchlist` → getWatchlistById). */
  base: string; operationWord: string;
  /** How the summaries name one (`watchlist` → 'Read a watchlist', 'One watchlist.'). */
  noun: string; tags: string[];
  schemas: { item: Item; input: Input; update: Update; idParams: z.ZodObject<{ id: ZodType<string> }> };
  messages: { adminOnly: string; created: string; updated: string; deleted: string };
  /** Its service; `owns` admits the images our store handed out, `notify` tells the members of a new one. */
  service: {
    read: (db: Db, id: string) => Promise<z.output<Item>>;
    create: (db: Db, owns: Owns, authorId: string, input: z.output<Input>, notify: Notify) => Promise<z.output<Item>>;
    update: (db: Db, owns: Owns, id: string, input: Omit<z.output<Update>, '_id'>) => Promise<z.output<Item>>;
    remove: (db: Db, id: string) => Promise<void>;
  };
  notify: Notify;
};

type Owns = (url: string) => boolean;

/**
 * The calls a chart item shares (community.md §7): by id, create, update and delete under `kind.base`.
 * Reading needs what the feed needs (a current member who accepted the terms, or an admin); writing is the
 * admins' alone. Each module adds its own `all`, guarded by `app.requireCommunity` as reading is here.
 */
export function chartItemRoutes<Item extends ZodType, Input extends ZodType, Update extends ZodType, Notify>(
  app: Parameters<FastifyPluginAsyncZod>[0], kind: ChartItemKind<Item, Input, Update, Notify>,
) {
  const { base, operationWord, noun, tags, schemas, messages, service } = kind;
  const owns = (url: string) => app.images.owns(url);
  const read = app.requireCommunity;
  // After the community guard, so a visitor still gets 401, an expired member 402, terms 403 with its reason.
  const write = [app.requireCommunity, async (req: FastifyRequest) => {
    if (req.user!.userType !== 'admin') throw forbidden(messages.adminOnly);
  }];
  const one = { 200: envelopeSchema(schemas.item) };

  app.get(`${base}/byId/:id`, { schema: {
      operationId: `get${operationWord}ById`,
      summary: `Read a ${noun}`,
      description: `One ${noun}.`,
      tags, params: schemas.idParams, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 414, 429) } }, onRequest: read },
    async (req) => ok(await service.read(app.db, req.params.id)));

  // A double submit stores one item and sends one round of notifications (plugins/idempotency.ts).
  app.post(`${base}/create`, { schema: {
      operationId: `post${operationWord}Create`,
      summary: `Create a ${noun}`,
      description: 'Admins only; members are notified.',
      tags, body: schemas.input, response: { ...one, ...errorResponses(400, 401, 402, 403, 409, 413, 415, 422, 429, 503) } }, onRequest: write, config: { idempotent: true } },
    async (req) => ok(await service.create(app.db, owns, req.user!.id, req.body as z.output<Input>, kind.notify), messages.created));

  app.patch(`${base}/update`, { schema: {
      operationId: `patch${operationWord}Update`,
      summary: `Update a ${noun}`,
      description: 'Admins only.',
      tags, body: schemas.update, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } }, onRequest: write }, async (req) => {
    const { _id, ...fields } = req.body as z.output<Update> & { _id: string };
    return ok(await service.update(app.db, owns, _id, fields), messages.updated);
  });

  app.delete(`${base}/delete/:id`, {
    schema: {
      operationId: `delete${operationWord}DeleteById`,
      summary: `Delete a ${noun}`,
      description: 'Admins only.',
      tags, params: schemas.idParams, response: { 200: envelopeSchema(z.object({ _id: z.string() })), ...errorResponses(400, 401, 402, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: write,
  }, async (req) => {
    await service.remove(app.db, req.params.id);
    return ok({ _id: req.params.id }, messages.deleted);
  });
}
