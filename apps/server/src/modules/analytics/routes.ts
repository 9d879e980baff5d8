import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AnalyticsIdsUpdateSchema, AnalyticsSettingsSchema } from '@tlt/shared/content/settings';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import { AnalyticsBatchSchema, AnalyticsConfigSchema, AnalyticsSummarySchema, SummaryQuerySchema } from './schema.ts';
import { recordEvents, summary } from './service.ts';
import { analyticsSettings, effectiveAnalyticsIds, saveAnalyticsIds } from './settings.ts';
import { adminGet } from '../../lib/admin-route.ts';
import { errorResponses, optionalSession } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post('/analytics/events', {
    schema: {
      operationId: 'postAnalyticsEvents',
      summary: 'Record page events',
      description: 'Page views and events from the site\'s pages; a session is read when sent.',
      security: optionalSession,
      tags: ['analytics'], body: AnalyticsBatchSchema, response: { 200: envelopeSchema(z.object({ stored: z.number() })), ...errorResponses(400, 413, 415, 429) } },
    config: { rateLimit: { max: app.config.limits.analyticsPerIpPerMin, timeWindow: '1 minute' } },
  }, async (req) => {
    // The user is optional: a missing or stale token records the events anonymously, never a 401.
    let userId: string | null = null;
    if (bearerToken(req)) {
      try {
        await app.requireUser(req);
        userId = req.user?.id ?? null;
      } catch {
        userId = null;
      }
    }
    return ok({ stored: await recordEvents(app.db, req.body.events, userId) });
  });

  // Pages may keep it five minutes: an admin's change reaches every visitor within that; then a 304
  // if unchanged. Kept in memory until the site's data changes (issue 31 §1).
  app.get('/analytics/config', {
    config: { publicCache: { cacheControl: 'public, max-age=300' } },
    schema: {
      operationId: 'getAnalyticsConfig',
      summary: 'Read the analytics ids',
      description: 'The analytics ids the site\'s pages load.',
      tags: ['analytics'], response: { 200: envelopeSchema(AnalyticsConfigSchema), ...errorResponses(400, 429) } },
  }, async () => ok(await effectiveAnalyticsIds(app.db, app.config.analytics)));

  // Admins set the ids at /admin/content; the environment's are the default (decision 0036).
  app.get('/admin/settings/analytics', adminGet(app, {
    operationId: 'getAdminSettingsAnalytics',
    summary: 'Read the analytics ids',
    description: 'Admins only: the analytics ids, for editing.',
    tags: ['analytics'],
  }, AnalyticsSettingsSchema), async () => ok(await analyticsSettings(app.db, app.config.analytics)));

  app.put('/admin/settings/analytics', {
    schema: {
      operationId: 'putAdminSettingsAnalytics',
      summary: 'Update the analytics ids',
      description: 'Admins only.',
      tags: ['analytics'], body: AnalyticsIdsUpdateSchema, response: { 200: envelopeSchema(AnalyticsSettingsSchema), ...errorResponses(400, 401, 403, 413, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(await saveAnalyticsIds(app.db, req.body, { id: req.user!.id, ip: req.ip }, app.config.analytics), 'Analytics ids saved'));

  app.get('/analytics/summary', adminGet(app, {
    operationId: 'getAnalyticsSummary',
    summary: 'Read the page views summary',
    description: 'Admins only: the site\'s analytics, summed.',
    tags: ['analytics'], querystring: SummaryQuerySchema,
  }, AnalyticsSummarySchema), async (req) => ok(await summary(app.db, req.query.days)));
};

export default routes;
