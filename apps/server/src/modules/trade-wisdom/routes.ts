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
import { errorResponses } from '../../lib/error-responses.ts';

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
    schema: {
      operationId: 'getTradeWisdomAll',
      summary: 'List trade wisdom',
      description: 'The trade wisdom entries, newest first.',
      tags, querystring: TradeWisdomListQuerySchema, response: { 200: envelopeSchema(z.array(TradeWisdomSchema)), ...errorResponses(400, 401, 402, 403, 429) } },
    onRequest: read,
  }, async (req) => ok(await listTradeWisdom(app.db, req.query.offset, req.query.limit)));

  app.get('/tradeWisdom/byId/:id', { schema: {
      operationId: 'getTradeWisdomById',
      summary: 'Read a trade wisdom entry',
      description: 'One trade wisdom entry.',
      tags, params: TradeWisdomIdParamsSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 414, 429) } }, onRequest: read },
    async (req) => ok(await getTradeWisdom(app.db, req.params.id)));

  // A double submit stores one item and sends one round of notifications (plugins/idempotency.ts).
  app.post('/tradeWisdom/create', { schema: {
      operationId: 'postTradeWisdomCreate',
      summary: 'Create a trade wisdom entry',
      description: 'Admins only; members are notified.',
      tags, body: TradeWisdomInputSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 409, 413, 415, 422, 429, 503) } }, onRequest: write, config: { idempotent: true } },
    async (req) => ok(await createTradeWisdom(app.db, owns, req.user!.id, req.body, notifyMembers), COMMUNITY_MSG.tradeWisdomCreated));

  app.patch('/tradeWisdom/update', { schema: {
      operationId: 'patchTradeWisdomUpdate',
      summary: 'Update a trade wisdom entry',
      description: 'Admins only.',
      tags, body: TradeWisdomUpdateSchema, response: { ...one, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } }, onRequest: write }, async (req) => {
    const { _id, ...fields } = req.body;
    return ok(await updateTradeWisdom(app.db, owns, _id, fields), COMMUNITY_MSG.tradeWisdomUpdated);
  });

  app.delete('/tradeWisdom/delete/:id', {
    schema: {
      operationId: 'deleteTradeWisdomDeleteById',
      summary: 'Delete a trade wisdom entry',
      description: 'Admins only.',
      tags, params: TradeWisdomIdParamsSchema, response: { 200: envelopeSchema(z.object({ _id: z.string() })), ...errorResponses(400, 401, 402, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: write,
  }, async (req) => {
    await deleteTradeWisdom(app.db, req.params.id);
    return ok({ _id: req.params.id }, COMMUNITY_MSG.tradeWisdomDeleted);
  });
};

export default routes;
