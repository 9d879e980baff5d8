import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ContentAdminEntrySchema, ContentVersionParamsSchema, ContentVersionValueSchema } from '@tlt/shared/content/admin';
import { CONTENT } from '@tlt/shared/content/index';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import {
  contentAdminEntry, contentVersion, getContent, getContentValues, parseContentKeys, putContent, restoreContentVersion,
} from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ key: z.string().min(1).max(60) });
  const tags = ['content'];

  app.get('/content', { schema: { tags, response: { 200: envelopeSchema(z.array(z.object({ key: z.string(), title: z.string() }))) } } },
    async () => ok(Object.entries(CONTENT).map(([key, e]) => ({ key, title: e.title }))));

  // A static path, so Fastify routes it before /content/:key. A page reads all its sections in one call.
  app.get('/content/values', {
    schema: {
      tags,
      querystring: z.object({ keys: z.string({ error: 'keys is required' }).max(2000, 'keys is too long') }),
      response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
    },
  }, async (req) => ok(await getContentValues(app.db, parseContentKeys(req.query.keys))));

  app.get('/content/:key', { schema: { tags, params } }, async (req) => ok(await getContent(app.db, req.params.key)));

  app.put('/content/:key', {
    schema: { tags, params, body: z.unknown() },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await putContent(app.db, req.params.key, req.body, { id: req.user!.id, ip: req.ip }), 'Content saved'));

  // The editor's side: the raw value (placeholders unfilled) and the history.
  app.get('/admin/content/:key', {
    schema: { tags, params, response: { 200: envelopeSchema(ContentAdminEntrySchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await contentAdminEntry(app.db, req.params.key)));

  app.get('/admin/content/:key/versions/:versionId', {
    schema: { tags, params: ContentVersionParamsSchema, response: { 200: envelopeSchema(ContentVersionValueSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await contentVersion(app.db, req.params.key, req.params.versionId)));

  app.post('/admin/content/:key/versions/:versionId/restore', {
    schema: { tags, params: ContentVersionParamsSchema, response: { 200: envelopeSchema(ContentAdminEntrySchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await restoreContentVersion(app.db, req.params.key, req.params.versionId, { id: req.user!.id, ip: req.ip });
    return ok(await contentAdminEntry(app.db, req.params.key), 'Version restored');
  });
};

export default routes;
