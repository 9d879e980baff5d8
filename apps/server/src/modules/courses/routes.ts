import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CoursePurchaseSchema, CourseSchema } from '@tlt/shared/courses';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { listCourses, myCourses } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/learning/courses', { config: { publicCache: true }, schema: {
      operationId: 'getLearningCourses',
      summary: 'List courses',
      description: 'The courses on offer.',
      tags: ['courses'], response: { 200: envelopeSchema(z.array(CourseSchema)), ...errorResponses(400, 429) } } },
    async () => ok(await listCourses(app.db)));

  app.get('/learning/my-courses', {
    schema: {
      operationId: 'getLearningMyCourses',
      summary: 'List own courses',
      description: 'The courses the caller\'s plan includes.',
      tags: ['courses'], response: { 200: envelopeSchema(z.array(CoursePurchaseSchema)), ...errorResponses(400, 401, 429) } },
    onRequest: app.requireUser,
  }, async (req) => ok(await myCourses(app.db, req.user!.id)));
};

export default routes;
