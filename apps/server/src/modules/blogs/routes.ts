import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BLOG_MSG, BlogIdParamsSchema, BlogInputSchema, BlogSchema, BlogSlugParamsSchema, BlogSummaryListSchema,
} from '@tlt/shared/blogs';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { bearerToken } from '../../lib/bearer-token.ts';
import { blogOgImage } from './og-image.ts';
import { createBlog, deleteBlog, findBySlug, listBlogs, toBlog, toSummary, updateBlog } from './service.ts';
import { errorResponses, optionalSession } from '../../lib/error-responses.ts';
import { readerLocale } from '../../lib/reader-locale.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['blogs'];
  const oneOut = { 200: envelopeSchema(BlogSchema) };
  const actor = (req: FastifyRequest) => ({ id: req.user!.id, ip: req.ip });

  /** A reader with a live session and a current plan (admins too). A bad or expired session reads as a visitor. */
  async function isMember(req: FastifyRequest): Promise<boolean> {
    if (!bearerToken(req)) return false;
    try {
      await app.requireMember(req);
      return true;
    } catch (err) {
      if (err instanceof HttpError && (err.statusCode === 401 || err.statusCode === 402)) return false;
      throw err;
    }
  }

  app.get('/blogs/all', { config: { publicCache: true }, schema: {
      operationId: 'getBlogsAll',
      summary: 'List blogs',
      description: 'The published blogs, newest first, each with its language; with `Accept-Language: hi`, the Hindi posts first.',
      tags, response: { 200: envelopeSchema(BlogSummaryListSchema), ...errorResponses(400, 429) } } },
    async (req, reply) => ok((await listBlogs(app.db, readerLocale(req, reply))).map(toSummary)));

  // Excluded from the client's session-expiry handling (spec §7): a stale token gets the preview, not a 401.
  // Kept for visitors only: a request with a session is answered afresh (its locked part depends on who asks).
  app.get('/blogs/bySlug/:slug', { config: { publicCache: { perReader: true } }, schema: {
      operationId: 'getBlogsBySlug',
      summary: 'Read a blog by its slug',
      description: 'One published blog; its locked part only for a member (a session is read when sent).',
      security: optionalSession,
      tags, params: BlogSlugParamsSchema, response: { ...oneOut, ...errorResponses(400, 404, 414, 429) } } }, async (req, reply) => {
    const row = await findBySlug(app.db, req.params.slug);
    if (!row) throw notFound(BLOG_MSG.notFound);
    // The answer depends on who asks: no shared cache may keep a member's copy.
    reply.header('Cache-Control', 'private, no-store').header('Vary', 'Authorization');
    return ok(toBlog(row, !row.isLocked || (await isMember(req))));
  });

  // The share preview: the feature image as a 1200×630 JPEG (og-image.ts). Visitors see the feature image anyway.
  app.get('/blogs/bySlug/:slug/og.jpg', {
    schema: {
      operationId: 'getBlogsBySlugOgJpg',
      summary: 'A blog\'s share image',
      produces: ['image/jpeg'],
      response: { 200: z.any().describe('A JPEG image'), ...errorResponses(400, 404, 414, 429) },
      tags, params: BlogSlugParamsSchema, description: 'The blog\'s share preview: its feature image as a 1200×630 JPEG.' },
  }, async (req, reply) => {
    const row = await findBySlug(app.db, req.params.slug);
    const jpeg = row && (await blogOgImage(app, row.featureImage));
    if (!jpeg) throw notFound(BLOG_MSG.notFound);
    return reply.type('image/jpeg').header('Cache-Control', 'public, max-age=86400').send(jpeg);
  });

  app.post('/blogs', { schema: {
      operationId: 'postBlogs',
      summary: 'Create a blog',
      description: 'Admins only; a slug already taken is refused (409).',
      tags, body: BlogInputSchema, response: { ...oneOut, ...errorResponses(400, 401, 403, 409, 413, 415, 429, 503) } }, onRequest: app.requireAdmin },
    async (req) => ok(toBlog(await createBlog(app.db, req.body, actor(req)), true), BLOG_MSG.created));

  app.put('/blogs/:id', {
    schema: {
      operationId: 'putBlogsById',
      summary: 'Update a blog',
      description: 'Admins only; a slug already taken is refused (409).',
      tags, params: BlogIdParamsSchema, body: BlogInputSchema, response: { ...oneOut, ...errorResponses(400, 401, 403, 404, 409, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => ok(toBlog(await updateBlog(app.db, req.params.id, req.body, actor(req)), true), BLOG_MSG.updated));

  app.delete('/blogs/:id', {
    schema: {
      operationId: 'deleteBlogsById',
      summary: 'Delete a blog',
      description: 'Admins only.',
      tags, params: BlogIdParamsSchema, response: { 200: envelopeSchema(z.object({ id: z.string() })), ...errorResponses(400, 401, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest: app.requireAdmin,
  }, async (req) => {
    await deleteBlog(app.db, req.params.id, actor(req));
    return ok({ id: req.params.id }, BLOG_MSG.deleted);
  });
};

export default routes;
