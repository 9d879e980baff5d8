import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LaunchChecklistSchema } from '@tlt/shared/content/launch-checklist';
import { launchChecklist } from './service.ts';
import { adminRead } from '../../lib/admin-route.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Admins only: the dashboard lists what still shows a placeholder, each linking to its form field.
  adminRead(app, '/admin/launch-checklist', LaunchChecklistSchema, launchChecklist, {
    operationId: 'getAdminLaunchChecklist',
    summary: 'Placeholders still to replace',
    description: 'Admins only: the content and settings still holding placeholder values.',
    tags: ['content'],
  });
};

export default routes;
