import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_MSG, WatchlistAllBodySchema, WatchlistAllQuerySchema, WatchlistIdParamsSchema, WatchlistInputSchema,
  WatchlistSchema, WatchlistUpdateSchema,
} from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { chartItemRoutes } from '../../lib/chart-item-routes.ts';
import { ok } from '../../lib/envelope.ts';
import { membersNotifier } from '../push/index.ts';
import { createWatchlist, deleteWatchlist, getWatchlist, listWatchlists, updateWatchlist } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The watchlist/* calls of community.md §7: the list here, the rest a chart item's (lib/chart-item-routes.ts).
 * Reading needs what the feed needs (a current member who accepted the terms, or an admin); writing is the admins' alone.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['watchlists'];
  const notifyMembers = membersNotifier(app);

  app.post('/watchlist/all', {
    schema: {
      operationId: 'postWatchlistAll',
      summary: 'List watchlists',
      description: 'The watchlists of the types asked for, newest first.',
      tags, querystring: WatchlistAllQuerySchema, body: WatchlistAllBodySchema, response: { 200: envelopeSchema(z.array(WatchlistSchema)), ...errorResponses(400, 401, 402, 403, 413, 415, 429) } },
    onRequest: app.requireCommunity,
  }, async (req) => ok(await listWatchlists(app.db, req.body.types ?? [], req.query.offset, req.query.limit)));

  chartItemRoutes(app, {
    base: '/watchlist', operationWord: 'Watchlist', noun: 'watchlist', tags, notify: notifyMembers,
    schemas: { item: WatchlistSchema, input: WatchlistInputSchema, update: WatchlistUpdateSchema, idParams: WatchlistIdParamsSchema },
    service: { read: getWatchlist, create: createWatchlist, update: updateWatchlist, remove: deleteWatchlist },
    messages: { adminOnly: COMMUNITY_MSG.watchlistAdminOnly, created: COMMUNITY_MSG.watchlistCreated, updated: COMMUNITY_MSG.watchlistUpdated, deleted: COMMUNITY_MSG.watchlistDeleted },
  });
};

export default routes;
