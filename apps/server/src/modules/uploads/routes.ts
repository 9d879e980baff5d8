import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { IMAGE_MAX_BYTES, UploadResultSchema } from '@tlt/shared/upload';
import { ok } from '../../lib/envelope.ts';
import { readUploadedFile } from './multipart.ts';
import { storeImage } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: no other route parses multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post('/upload', {
    schema: { tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: envelopeSchema(UploadResultSchema) } },
    // The 1 MB JSON limit would refuse a 2 MB image; the form's own overhead is small.
    bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
    // Re-encoding costs CPU: 60 images a minute per IP is ample for a post of 4.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    onRequest: app.requireUser,
  }, async (req) => ok({ location: await storeImage(app.images, await readUploadedFile(req)) }, 'Image uploaded'));
};

export default routes;
