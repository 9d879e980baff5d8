import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MSG, ChangeQueryStatusSchema, ContactQuerySchema, CreateQuerySchema, QueryListParamsSchema, QueryListSchema,
  SupportContactSchema,
} from '@tlt/shared/contact';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import { IMAGE_MAX_BYTES } from '@tlt/shared/upload';
import { ok } from '../../lib/envelope.ts';
import { supportContact } from '../content-values/service.ts';
import { createQuery, listQueries, setQueryActive } from './service.ts';
import { adminGet, adminRead } from '../../lib/admin-route.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact'];

  app.post('/contactus/createQuery', {
    schema: {
      operationId: 'postContactusCreateQuery',
      summary: 'Send a contact query',
      description: 'Stores a visitor\'s question (with an optional image) and mails the support team.',
      tags, body: CreateQuerySchema, response: { 200: envelopeSchema(ContactQuerySchema.pick({ _id: true })), ...errorResponses(400, 409, 413, 415, 422, 429, 503) } },
    // A 2 MB picture travels as base64 inside the JSON body.
    bodyLimit: Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64 * 1024,
    // Each query may carry an image to re-encode and reaches a person: the per-IP cap of sensitive calls.
    // An Idempotency-Key makes a double submit store one query (plugins/idempotency.ts).
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' }, idempotent: true },
  }, async (req) => {
    const q = await createQuery(app.db, app.images, req.body, app.mailer, localeFromAcceptLanguage(req.headers['accept-language']));
    return ok({ _id: q._id }, MSG.contactSuccess);
  });

  // Content an admin sets (site.contact): kept in memory until the site's data changes (issue 31 §1).
  app.get('/contactus/support', {
    config: { publicCache: true },
    schema: {
      operationId: 'getContactusSupport',
      summary: 'Read the support contacts',
      description: 'The support e-mail and phone shown on the contact page.',
      tags, response: { 200: envelopeSchema(SupportContactSchema), ...errorResponses(400, 429) } },
  }, async () => ok(await supportContact(app.db)));

  adminRead(app, '/contactus/allQueries', QueryListSchema, listQueries, {
    operationId: 'getContactusAllQueries',
    summary: 'List contact queries',
    description: 'Admins only: the contact queries, newest first.',
    tags, querystring: QueryListParamsSchema,
  });

  app.get('/contactus/changeQueryStatus', adminGet(app, {
    operationId: 'getContactusChangeQueryStatus',
    summary: 'Resolve or reopen a contact query',
    description: 'Admins only.',
    tags, querystring: ChangeQueryStatusSchema,
  }, ContactQuerySchema, 404), async (req) => {
    const q = await setQueryActive(app.db, req.query.id, req.query.active);
    return ok(q, q.active ? CONTACT_MSG.reopened : MSG.queryResolved);
  });
};

export default routes;
