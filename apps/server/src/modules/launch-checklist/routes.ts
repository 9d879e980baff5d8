import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LaunchChecklistSchema } from '@tlt/shared/content/launch-checklist';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { launchChecklist } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Admins only: the dashboard lists what still shows a placeholder, each linking to its form field.
  app.get('/admin/launch-checklist', {
    schema: { tags: ['content'], response: { 200: envelopeSchema(LaunchChecklistSchema) } },
    onRequest: app.requireAdmin,
  }, async () => ok(await launchChecklist(app.db)));
};

export default routes;
