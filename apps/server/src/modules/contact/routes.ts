import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangeQueryStatusSchema, ContactQuerySchema, CreateQuerySchema, QueryListParamsSchema, QueryListSchema,
  SupportContactSchema,
} from '@tlt/shared/contact';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import { ok } from '../../lib/envelope.ts';
import { supportContact } from '../content-values/service.ts';
import { createQuery, listQueries, setQueryActive } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact'];

  app.post('/contactus/createQuery', {
    schema: { tags, body: CreateQuerySchema, response: { 200: envelopeSchema(ContactQuerySchema.pick({ _id: true })) } },
    // A 2 MB picture travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024,
    // Each query may carry an image to re-encode and reaches a person: the per-IP cap of sensitive calls.
    // An Idempotency-Key makes a double submit store one query (plugins/idempotency.ts).
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' }, idempotent: true },
  }, async (req) => {
    const q = await createQuery(app.db, app.images, req.body, app.mailer);
    return ok({ _id: q._id }, MSG.contactSuccess);
  });

  app.get('/contactus/support', {
    schema: { tags, response: { 200: envelopeSchema(SupportContactSchema) } },
  }, async () => ok(await supportContact(app.db)));

  app.get('/contactus/allQueries', {
    schema: { tags, querystring: QueryListParamsSchema, response: { 200: envelopeSchema(QueryListSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await listQueries(app.db, req.query)));

  app.get('/contactus/changeQueryStatus', {
    schema: { tags, querystring: ChangeQueryStatusSchema, response: { 200: envelopeSchema(ContactQuerySchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    const q = await setQueryActive(app.db, req.query.id, req.query.active);
    return ok(q, q.active ? 'Query reopened' : MSG.queryResolved);
  });
};

export default routes;
