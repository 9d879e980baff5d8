import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT } from '@tlt/shared/content/index';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { getContent, getContentValues, parseContentKeys, putContent } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ key: z.string().min(1).max(60) });

  app.get('/content', { schema: { tags: ['content'], response: { 200: envelopeSchema(z.array(z.object({ key: z.string(), title: z.string() }))) } } },
    async () => ok(Object.entries(CONTENT).map(([key, e]) => ({ key, title: e.title }))));

  // A static path, so Fastify routes it before /content/:key. A page reads all its sections in one call.
  app.get('/content/values', {
    schema: {
      tags: ['content'],
      querystring: z.object({ keys: z.string({ error: 'keys is required' }).max(2000, 'keys is too long') }),
      response: { 200: envelopeSchema(z.record(z.string(), z.unknown())) },
    },
  }, async (req) => ok(await getContentValues(app.db, parseContentKeys(req.query.keys))));

  app.get('/content/:key', { schema: { tags: ['content'], params } }, async (req) => ok(await getContent(app.db, req.params.key)));

  app.put('/content/:key', {
    schema: { tags: ['content'], params, body: z.unknown() },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await putContent(app.db, req.params.key, req.body, { id: req.user!.id, ip: req.ip }), 'Content saved'));
};

export default routes;
