import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeSchema } from '@tlt/shared/envelope';
import { IMAGE_MAX_BYTES, UPLOAD_MSG, UploadResultSchema } from '@tlt/shared/upload';
import { MSG } from '@tlt/shared/messages';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/errors.ts';
import { readUploadedFile } from './multipart.ts';
import { storeImage } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/**
 * Per member, counted in the app's rate-limit store (shared by the fleet when it is):
 * a post holds 4 images, so 100 an hour is far above any writer's need, and caps what
 * one account can make the server re-encode.
 */
export const UPLOADS_PER_MEMBER_PER_HOUR = 100;

const routes: FastifyPluginAsyncZod = async (app) => {
  const checkMember = app.createRateLimit({
    max: UPLOADS_PER_MEMBER_PER_HOUR,
    timeWindow: '1 hour',
    keyGenerator: (req) => `upload:${req.user!.id}`,
  });
  const perMember = async (req: FastifyRequest, reply: FastifyReply) => {
    const limit = await checkMember(req);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    throw new HttpError(429, MSG.uploadsPerHour);
  };

  // Scoped to this plugin: no other route parses multipart bodies.
  await app.register(multipart, {
    // "Under 2 MB" (isImageSizeAllowed): a file of exactly IMAGE_MAX_BYTES is over the limit too.
    limits: { fileSize: IMAGE_MAX_BYTES - 1, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post('/upload', {
    schema: {
      operationId: 'postUpload',
      summary: 'Upload an image',
      description: 'Stores one image (multipart) and answers its URL; limited per hour (429), and 503 while the image queue is full.',
      tags: ['uploads'], consumes: ['multipart/form-data'], response: { 200: envelopeSchema(UploadResultSchema), ...errorResponses(400, 401, 413, 415, 429, 503) } },
    // The 1 MB JSON limit would refuse a 2 MB image; the form's own overhead is small.
    bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
    // Re-encoding costs CPU: 60 images a minute per IP is ample for a post of 4.
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    onRequest: app.requireUser,
    preHandler: perMember,
  }, async (req) => ok({ location: await storeImage(app.images, await readUploadedFile(req)) }, UPLOAD_MSG.uploaded));
};

export default routes;
