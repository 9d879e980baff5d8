import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MarkAsReadSchema, NotificationListQuerySchema, NotificationSchema } from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { readerLocale } from '../../lib/reader-locale.ts';
import { listNotifications, markAsRead } from './service.ts';
import streamRoutes, { type StreamOptions } from './stream-routes.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** community.md §7: the caller's notifications and marking them read; and their live stream (issue 12). */
const routes: FastifyPluginAsyncZod<StreamOptions> = async (app, opts) => {
  const tags = ['notifications'];

  app.get('/notification/all', {
    schema: {
      operationId: 'getNotificationAll',
      summary: 'List notifications',
      description: 'The caller\'s notifications, newest first; with `Accept-Language: hi`, the server\'s words in them (not what people wrote) in Hindi.',
      tags, querystring: NotificationListQuerySchema, response: { 200: envelopeSchema(z.array(NotificationSchema)), ...errorResponses(400, 401, 402, 429) } },
    onRequest: app.requireMember,
  }, async (req, reply) => ok(await listNotifications(app.db, req.user!.id, req.query.offset, req.query.limit, readerLocale(req, reply))));

  app.post('/notification/markAsRead', {
    schema: {
      operationId: 'postNotificationMarkAsRead',
      summary: 'Mark notifications as read',
      description: 'Marks the caller\'s notifications read.',
      tags, body: MarkAsReadSchema, response: { 200: envelopeSchema(z.object({ updated: z.number().int() })), ...errorResponses(400, 401, 402, 413, 415, 429, 503) } },
    onRequest: app.requireMember,
  }, async (req) => ok({ updated: await markAsRead(app.db, req.user!.id, req.body.notificationIds) }));

  await app.register(streamRoutes, opts);
};

export default routes;
