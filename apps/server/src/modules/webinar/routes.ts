import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localeFromAcceptLanguage } from '@tlt/shared/i18n/locale';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import {
  CitySchema, WEBINAR_MSG, WebinarConfigSchema, WebinarConfigUpdateSchema, WebinarRegisterSchema, WebinarRegistrationResultSchema,
} from '@tlt/shared/webinar';
import { ok } from '../../lib/envelope.ts';
import { supportContact } from '../content-values/service.ts';
import { indianCities } from './cities.ts';
import { readWebinarConfig, saveWebinarConfig } from './config.ts';
import registrationsRoutes from './registrations-routes.ts';
import { register } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webinar'];
  // The site's support contacts are content an admin sets (site.contact), not the server's environment.
  const support = async () => {
    const { email, phone } = await supportContact(app.db);
    return { supportEmail: email, supportPhone: phone };
  };

  app.get('/webinar/config', {
    config: { publicCache: true },
    schema: {
      operationId: 'getWebinarConfig',
      summary: 'Read the webinar settings',
      description: 'The webinar\'s settings as the public page shows them.',
      tags, response: { 200: envelopeSchema(WebinarConfigSchema), ...errorResponses(400, 429) } },
  }, async () => ok({ ...(await readWebinarConfig(app.db)), ...(await support()) }));

  app.put('/webinar/config', {
    schema: {
      operationId: 'putWebinarConfig',
      summary: 'Update the webinar settings',
      description: 'Admins only.',
      tags, body: WebinarConfigUpdateSchema, response: { 200: envelopeSchema(WebinarConfigSchema), ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await saveWebinarConfig(app.db, req.body, req.user!.id);
    return ok({ ...req.body, ...(await support()) }, WEBINAR_MSG.settingsSaved);
  });

  // The list changes only with a package upgrade: browsers and CDNs may keep it a day.
  // The envelope is serialised once (cities.ts) and sent as a JSON string, which Fastify sends as it is:
  // the schema describes the answer (and types the web's call) without checking 7,000 rows per request.
  app.get('/webinar/cities', { schema: {
      operationId: 'getWebinarCities',
      summary: 'Read the webinar cities',
      description: 'The cities a registration can choose.',
      response: { 200: envelopeSchema(z.array(CitySchema)), ...errorResponses(400, 429) },
      tags } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    // Already the envelope's JSON text: Fastify sends a string as it is, so the schema's type does not apply.
    return reply.type('application/json; charset=utf-8').send(indianCities().json as never);
  });

  app.post('/webinar/register', {
    schema: {
      operationId: 'postWebinarRegister',
      summary: 'Register for the webinar',
      description: 'Stores a visitor\'s registration for the webinar.',
      tags, body: WebinarRegisterSchema, response: { 200: envelopeSchema(WebinarRegistrationResultSchema), ...errorResponses(400, 413, 415, 429, 503) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => ok(await register(app.db, req.body, new Date(), app.mailer, localeFromAcceptLanguage(req.headers['accept-language'])), MSG.webinarRegistered));

  await app.register(registrationsRoutes);
};

export default routes;
