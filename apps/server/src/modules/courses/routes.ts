import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CoursePurchaseSchema, CourseSchema } from '@tlt/shared/courses';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { listCourses, myCourses } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get('/learning/courses', { schema: { tags: ['courses'], response: { 200: envelopeSchema(z.array(CourseSchema)) } } },
    async () => ok(await listCourses(app.db)));

  app.get('/learning/my-courses', {
    schema: { tags: ['courses'], response: { 200: envelopeSchema(z.array(CoursePurchaseSchema)) } },
    onRequest: app.requireUser,
  }, async (req) => ok(await myCourses(app.db, req.user!.id)));
};

export default routes;
