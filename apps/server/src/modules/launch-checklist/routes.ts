import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LaunchChecklistSchema } from '@tlt/shared/content/launch-checklist';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { launchChecklist } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Admins only: the dashboard lists what still shows a placeholder, each linking to its form field.
  app.get('/admin/launch-checklist', {
    schema: {
      operationId: 'getAdminLaunchChecklist',
      summary: 'Placeholders still to replace',
      description: 'Admins only: the content and settings still holding placeholder values.',
      tags: ['content'], response: { 200: envelopeSchema(LaunchChecklistSchema), ...errorResponses(400, 401, 403, 429) } },
    onRequest: app.requireAdmin,
  }, async () => ok(await launchChecklist(app.db)));
};

export default routes;
