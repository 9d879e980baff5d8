import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MarkAsReadSchema, NotificationListQuerySchema, NotificationSchema } from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { listNotifications, markAsRead } from './service.ts';
import streamRoutes, { type StreamOptions } from './stream-routes.ts';

/** community.md §7: the caller's notifications and marking them read; and their live stream (issue 12). */
const routes: FastifyPluginAsyncZod<StreamOptions> = async (app, opts) => {
  const tags = ['notifications'];

  app.get('/notification/all', {
    schema: { tags, querystring: NotificationListQuerySchema, response: { 200: envelopeSchema(z.array(NotificationSchema)) } },
    onRequest: app.requireMember,
  }, async (req) => ok(await listNotifications(app.db, req.user!.id, req.query.offset, req.query.limit)));

  app.post('/notification/markAsRead', {
    schema: { tags, body: MarkAsReadSchema, response: { 200: envelopeSchema(z.object({ updated: z.number().int() })) } },
    onRequest: app.requireMember,
  }, async (req) => ok({ updated: await markAsRead(app.db, req.user!.id, req.body.notificationIds) }));

  await app.register(streamRoutes, opts);
};

export default routes;
