import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_MSG, TradeWisdomIdParamsSchema, TradeWisdomInputSchema, TradeWisdomListQuerySchema, TradeWisdomSchema,
  TradeWisdomUpdateSchema,
} from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { chartItemRoutes } from '../../lib/chart-item-routes.ts';
import { ok } from '../../lib/envelope.ts';
import { membersNotifier } from '../push/index.ts';
import { createTradeWisdom, deleteTradeWisdom, getTradeWisdom, listTradeWisdom, updateTradeWisdom } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * The tradeWisdom/* calls of community.md §7: the list here, the rest a chart item's (lib/chart-item-routes.ts).
 * Reading needs what the feed needs (a current member who accepted the terms, or an admin); writing is the admins' alone.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trade wisdom'];
  const notifyMembers = membersNotifier(app);

  app.get('/tradeWisdom/all', {
    schema: {
      operationId: 'getTradeWisdomAll',
      summary: 'List trade wisdom',
      description: 'The trade wisdom entries, newest first.',
      tags, querystring: TradeWisdomListQuerySchema, response: { 200: envelopeSchema(z.array(TradeWisdomSchema)), ...errorResponses(400, 401, 402, 403, 429) } },
    onRequest: app.requireCommunity,
  }, async (req) => ok(await listTradeWisdom(app.db, req.query.offset, req.query.limit)));

  chartItemRoutes(app, {
    base: '/tradeWisdom', operationWord: 'TradeWisdom', noun: 'trade wisdom entry', tags, notify: notifyMembers,
    schemas: { item: TradeWisdomSchema, input: TradeWisdomInputSchema, update: TradeWisdomUpdateSchema, idParams: TradeWisdomIdParamsSchema },
    service: { read: getTradeWisdom, create: createTradeWisdom, update: updateTradeWisdom, remove: deleteTradeWisdom },
    messages: { adminOnly: COMMUNITY_MSG.tradeWisdomAdminOnly, created: COMMUNITY_MSG.tradeWisdomCreated, updated: COMMUNITY_MSG.tradeWisdomUpdated, deleted: COMMUNITY_MSG.tradeWisdomDeleted },
  });
};

export default routes;
