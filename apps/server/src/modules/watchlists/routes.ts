import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_MSG, WatchlistAllBodySchema, WatchlistAllQuerySchema, WatchlistIdParamsSchema, WatchlistInputSchema,
  WatchlistSchema, WatchlistUpdateSchema,
} from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { membersNotifier } from '../push/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { createWatchlist, deleteWatchlist, getWatchlist, listWatchlists, updateWatchlist } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The watchlist/* calls of community.md §7. Reading needs what the feed needs (a current member
 * who accepted the terms, or an admin); writing is the admins' alone.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['watchlists'];
  const read = app.requireCommunity;
  // After the community guard, so a visitor still gets 401, an expired member 402, terms 403 with its reason.
  const write = [app.requireCommunity, async (req: FastifyRequest) => {
    if (req.user!.userType !== 'admin') throw forbidden(COMMUNITY_MSG.watchlistAdminOnly);
  }];
  const one = { 200: envelopeSchema(WatchlistSchema) };
  const owns = (url: string) => app.images.owns(url);
  const notifyMembers = membersNotifier(app);

  app.post('/watchlist/all', {
    schema: {
      operationId: 'postWatchlistAll',
      summary: 'List watchlists',
      description: 'The watchlists of the types asked for, newest first.',
      tags, querystring: WatchlistAllQuerySchema, body: WatchlistAllBodySchema, response: { 200: envelopeSchema(z.array(WatchlistSchema)), ...errorResponses(400, 401, 402, 403, 413, 415, 429) } },
    onRequest: read,
  }, async (req) => ok(await listWatchlists(app.db, req.body.types ?? [], req.query.offset, req.query.limit)));

  app.get('/watchlist/byId/:id', { schema: {
      operationId: 'getWatchlistById',
      summary: 'Read a watchlist',
      description: 'One watchlist.',
      tags, params: WatchlistIdParamsSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 414, 429) } }, onRequest: read },
    async (req) => ok(await getWatchlist(app.db, req.params.id)));

  // A double submit stores one list and sends one round of notifications (plugins/idempotency.ts).
  app.post('/watchlist/create', { schema: {
      operationId: 'postWatchlistCreate',
      summary: 'Create a watchlist',
      description: 'Admins only; members are notified.',
      tags, body: WatchlistInputSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 409, 413, 415, 422, 429, 503) } }, onRequest: write, config: { idempotent: true } },
    async (req) => ok(await createWatchlist(app.db, owns, req.user!.id, req.body, notifyMembers), COMMUNITY_MSG.watchlistCreated));

  app.patch('/watchlist/update', { schema: {
      operationId: 'patchWatchlistUpdate',
      summary: 'Update a watchlist',
      description: 'Admins only.',
      tags, body: WatchlistUpdateSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } }, onRequest: write }, async (req) => {
    const { _id, ...fields } = req.body;
    return ok(await updateWatchlist(app.db, owns, _id, fields), COMMUNITY_MSG.watchlistUpdated);
  });

  app.delete('/watchlist/delete/:id', {
    schema: {
      operationId: 'deleteWatchlistDeleteById',
      summary: 'Delete a watchlist',
      description: 'Admins only.',
      tags, params: WatchlistIdParamsSchema, response: { 200: envelopeSchema(z.object({ _id: z.string() })), ...errorResponses(400, 401, 402, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: write,
  }, async (req) => {
    await deleteWatchlist(app.db, req.params.id);
    return ok({ _id: req.params.id }, COMMUNITY_MSG.watchlistDeleted);
  });
};

export default routes;
