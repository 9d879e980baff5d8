import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { MSG } from '@tlt/shared/messages';
import {
  WebinarConfigSchema, WebinarConfigUpdateSchema, WebinarRegisterSchema, WebinarRegistrationResultSchema,
} from '@tlt/shared/webinar';
import { ok } from '../../lib/envelope.ts';
import { supportContact } from '../content-values/service.ts';
import { indianCities } from './cities.ts';
import { readWebinarConfig, saveWebinarConfig } from './config.ts';
import registrationsRoutes from './registrations-routes.ts';
import { register } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['webinar'];
  // The site's support contacts are content an admin sets (site.contact), not the server's environment.
  const support = async () => {
    const { email, phone } = await supportContact(app.db);
    return { supportEmail: email, supportPhone: phone };
  };

  app.get('/webinar/config', {
    schema: { tags, response: { 200: envelopeSchema(WebinarConfigSchema) } },
  }, async () => ok({ ...(await readWebinarConfig(app.db)), ...(await support()) }));

  app.put('/webinar/config', {
    schema: { tags, body: WebinarConfigUpdateSchema, response: { 200: envelopeSchema(WebinarConfigSchema) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await saveWebinarConfig(app.db, req.body, req.user!.id);
    return ok({ ...req.body, ...(await support()) }, 'Webinar settings saved');
  });

  // The list changes only with a package upgrade: browsers and CDNs may keep it a day.
  // Answers `data: City[]` (CitySchema); the envelope is serialised once, so no response schema here.
  app.get('/webinar/cities', { schema: { tags } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800');
    return reply.type('application/json; charset=utf-8').send(indianCities().json);
  });

  app.post('/webinar/register', {
    schema: { tags, body: WebinarRegisterSchema, response: { 200: envelopeSchema(WebinarRegistrationResultSchema) } },
    config: { rateLimit: { max: app.config.limits.sensitivePerMin, timeWindow: '1 minute' } },
  }, async (req) => ok(await register(app.db, req.body, new Date(), app.mailer), MSG.webinarRegistered));

  await app.register(registrationsRoutes);
};

export default routes;
