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
    schema: { tags, querystring: WatchlistAllQuerySchema, body: WatchlistAllBodySchema, response: { 200: envelopeSchema(z.array(WatchlistSchema)) } },
    onRequest: read,
  }, async (req) => ok(await listWatchlists(app.db, req.body.types ?? [], req.query.offset, req.query.limit)));

  app.get('/watchlist/byId/:id', { schema: { tags, params: WatchlistIdParamsSchema, response: one }, onRequest: read },
    async (req) => ok(await getWatchlist(app.db, req.params.id)));

  // A double submit stores one list and sends one round of notifications (plugins/idempotency.ts).
  app.post('/watchlist/create', { schema: { tags, body: WatchlistInputSchema, response: one }, onRequest: write, config: { idempotent: true } },
    async (req) => ok(await createWatchlist(app.db, owns, req.user!.id, req.body, notifyMembers), COMMUNITY_MSG.watchlistCreated));

  app.patch('/watchlist/update', { schema: { tags, body: WatchlistUpdateSchema, response: one }, onRequest: write }, async (req) => {
    const { _id, ...fields } = req.body;
    return ok(await updateWatchlist(app.db, owns, _id, fields), COMMUNITY_MSG.watchlistUpdated);
  });

  app.delete('/watchlist/delete/:id', {
    schema: { tags, params: WatchlistIdParamsSchema, response: { 200: envelopeSchema(z.object({ _id: z.string() })) } },
    onRequest: write,
  }, async (req) => {
    await deleteWatchlist(app.db, req.params.id);
    return ok({ _id: req.params.id }, COMMUNITY_MSG.watchlistDeleted);
  });
};

export default routes;
