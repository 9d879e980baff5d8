import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_MSG, TradeWisdomIdParamsSchema, TradeWisdomInputSchema, TradeWisdomListQuerySchema, TradeWisdomSchema,
  TradeWisdomUpdateSchema,
} from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { membersNotifier } from '../push/index.ts';
import { forbidden } from '../../lib/errors.ts';
import { createTradeWisdom, deleteTradeWisdom, getTradeWisdom, listTradeWisdom, updateTradeWisdom } from './service.ts';

/**
 * The tradeWisdom/* calls of community.md §7. Reading needs what the feed needs (a current member
 * who accepted the terms, or an admin); writing is the admins' alone.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['trade wisdom'];
  const read = app.requireCommunity;
  // After the community guard, so a visitor still gets 401, an expired member 402, terms 403 with its reason.
  const write = [app.requireCommunity, async (req: FastifyRequest) => {
    if (req.user!.userType !== 'admin') throw forbidden(COMMUNITY_MSG.tradeWisdomAdminOnly);
  }];
  const one = { 200: envelopeSchema(TradeWisdomSchema) };
  const owns = (url: string) => app.images.owns(url);
  const notifyMembers = membersNotifier(app);

  app.get('/tradeWisdom/all', {
    schema: { tags, querystring: TradeWisdomListQuerySchema, response: { 200: envelopeSchema(z.array(TradeWisdomSchema)) } },
    onRequest: read,
  }, async (req) => ok(await listTradeWisdom(app.db, req.query.offset, req.query.limit)));

  app.get('/tradeWisdom/byId/:id', { schema: { tags, params: TradeWisdomIdParamsSchema, response: one }, onRequest: read },
    async (req) => ok(await getTradeWisdom(app.db, req.params.id)));

  // A double submit stores one item and sends one round of notifications (plugins/idempotency.ts).
  app.post('/tradeWisdom/create', { schema: { tags, body: TradeWisdomInputSchema, response: one }, onRequest: write, config: { idempotent: true } },
    async (req) => ok(await createTradeWisdom(app.db, owns, req.user!.id, req.body, notifyMembers), COMMUNITY_MSG.tradeWisdomCreated));

  app.patch('/tradeWisdom/update', { schema: { tags, body: TradeWisdomUpdateSchema, response: one }, onRequest: write }, async (req) => {
    const { _id, ...fields } = req.body;
    return ok(await updateTradeWisdom(app.db, owns, _id, fields), COMMUNITY_MSG.tradeWisdomUpdated);
  });

  app.delete('/tradeWisdom/delete/:id', {
    schema: { tags, params: TradeWisdomIdParamsSchema, response: { 200: envelopeSchema(z.object({ _id: z.string() })) } },
    onRequest: write,
  }, async (req) => {
    await deleteTradeWisdom(app.db, req.params.id);
    return ok({ _id: req.params.id }, COMMUNITY_MSG.tradeWisdomDeleted);
  });
};

export default routes;
