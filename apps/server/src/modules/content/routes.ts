import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ContentAdminEntrySchema, ContentPairSchema, ContentVersionParamsSchema, ContentVersionValueSchema,
} from '@tlt/shared/content/admin';
import { CONTENT } from '@tlt/shared/content/index';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import {
  contentAdminEntry, contentKeysAsked, contentVersion, getContent, getContentValues, parseContentKeys, putContent, putContentPair, restoreContentVersion,
} from './service.ts';
import { adminGet } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { readerLocale } from '../../lib/reader-locale.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const params = z.object({ key: z.string().min(1).max(60) });
  const tags = ['content'];

  app.get('/content', { config: { publicCache: true }, schema: {
      operationId: 'getContent',
      summary: 'List content keys',
      description: 'The keys of the site\'s editable content.',
      tags, response: { 200: envelopeSchema(z.array(z.object({ key: z.string(), title: z.string() }))), ...errorResponses(400, 429) } } },
    async () => ok(Object.entries(CONTENT).map(([key, e]) => ({ key, title: e.title }))));

  // A static path, so Fastify routes it before /content/:key. A page reads all its sections in one call.
  // Kept once per set of keys, however they are ordered or repeated (the answer lists them sorted).
  app.get('/content/values', {
    config: { publicCache: { query: (q: { keys: string }) => contentKeysAsked(q.keys) } },
    schema: {
      operationId: 'getContentValues',
      summary: 'Read several content entries',
      description: 'The current values of the content keys asked for; an unknown key is refused. With `Accept-Language: hi`, each text field in Hindi where it has one, else in English.',
      tags,
      querystring: z.object({ keys: z.string({ error: 'keys is required' }).max(2000, 'keys is too long') }),
      response: { 200: envelopeSchema(z.record(z.string(), z.unknown())), ...errorResponses(400, 429) },
    },
  }, async (req, reply) => ok(await getContentValues(app.db, parseContentKeys(req.query.keys), readerLocale(req, reply))));

  app.get('/content/:key', { config: { publicCache: true }, schema: {
      operationId: 'getContentByKey',
      summary: 'Read a content entry',
      description: 'The current value of one content key; with `Accept-Language: hi`, each text field in Hindi where it has one, else in English.',
      response: { 200: envelopeSchema(z.unknown()), ...errorResponses(400, 404, 414, 429) },
      tags, params } }, async (req, reply) => ok(await getContent(app.db, req.params.key, readerLocale(req, reply))));

  app.put('/content/:key', {
    schema: {
      operationId: 'putContentByKey',
      summary: 'Update a content entry',
      description: 'Admins only: saves a new version of a content entry; the value must fit the key\'s schema.',
      response: { 200: envelopeSchema(z.unknown()), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) },
      tags, params, body: z.unknown() },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await putContent(app.db, req.params.key, req.body, { id: req.user!.id, ip: req.ip }), 'Content saved'));

  app.put('/admin/content/:key', {
    schema: {
      operationId: 'putAdminContentByKey',
      summary: 'Update a content entry in English and Hindi',
      description: 'Admins only: saves the English value and its Hindi text fields together as a new version; both must fit the key\'s schema. '
        + 'An empty Hindi field shows the English on Hindi pages.',
      response: { 200: envelopeSchema(ContentPairSchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) },
      tags, params, body: ContentPairSchema },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await putContentPair(app.db, req.params.key, req.body, { id: req.user!.id, ip: req.ip }), 'Content saved'));

  // The editor's side: the raw value (placeholders unfilled) and the history.
  app.get('/admin/content/:key', adminGet(app, {
    operationId: 'getAdminContentByKey',
    summary: 'Read a content entry for editing, with its versions',
    description: 'Admins only: the entry\'s value and its saved versions.',
    tags, params,
  }, ContentAdminEntrySchema), async (req) => ok(await contentAdminEntry(app.db, req.params.key)));

  app.get('/admin/content/:key/versions/:versionId', adminGet(app, {
    operationId: 'getAdminContentByKeyVersionsByVersionId',
    summary: 'Read a saved version of a content entry',
    description: 'Admins only.',
    tags, params: ContentVersionParamsSchema,
  }, ContentVersionValueSchema), async (req) => ok(await contentVersion(app.db, req.params.key, req.params.versionId)));

  app.post('/admin/content/:key/versions/:versionId/restore', {
    schema: {
      operationId: 'postAdminContentByKeyVersionsByVersionIdRestore',
      summary: 'Restore a saved version of a content entry',
      description: 'Admins only: makes a saved version current again, if it still fits the key\'s schema.',
      tags, params: ContentVersionParamsSchema, response: { 200: envelopeSchema(ContentAdminEntrySchema), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await restoreContentVersion(app.db, req.params.key, req.params.versionId, { id: req.user!.id, ip: req.ip });
    return ok(await contentAdminEntry(app.db, req.params.key), 'Version restored');
  });
};

export default routes;
