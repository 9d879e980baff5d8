import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllPostsBodySchema, AllPostsQuerySchema, COMMUNITY_MSG, CommentInputSchema, DeleteCommentQuerySchema,
  DeleteReplyQuerySchema, FavoriteQuerySchema, idField, LikeQuerySchema, PostEditSchema, PostFieldsSchema,
  PostIdBodySchema, PostIdParamsSchema, PostPageSchema, PostReviewSchema, PostSchema, ReplyInputSchema,
} from '@tlt/shared/community';
import { envelopeSchema } from '@tlt/shared/envelope';
import { ok } from '../../lib/envelope.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { parseWith, type Viewer } from './access.ts';
import { addComment, addReply, deleteComment, deleteReply } from './comments.ts';
import { allPosts } from './all-posts.ts';
import { FeedAnchors } from './feed/anchors.ts';
import { FeedPages } from './feed/pages.ts';
import { FeedStates } from './feed/states.ts';
import { loadPostWithComments, loadPosts } from './load.ts';
import { setFavorite, setLike } from './reactions.ts';
import { memberNotifier, membersNotifier } from '../push/index.ts';
import { createPost, deletePost, editPost, reviewPost } from './service.ts';
import { errorResponses } from '../../lib/error-responses.ts';

/** The post/* calls of community.md §7. Every one needs a member (or admin) who accepted the terms. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['posts'];
  const onRequest = app.requireCommunity;
  const onePost = { 200: envelopeSchema(PostSchema) };
  // Creates take an Idempotency-Key, so a double submit stores one (plugins/idempotency.ts).
  const idempotent = { idempotent: true };
  const viewer = (req: FastifyRequest): Viewer => ({ id: req.user!.id, isAdmin: req.user!.userType === 'admin' });
  const owns = (url: string) => app.images.owns(url);
  const notifyMembers = membersNotifier(app);
  const notifyMember = memberNotifier(app);
  // Where feed offsets start; every process forgets them when a feed changes (feed/anchors.ts).
  const anchors = new FeedAnchors();
  const listener = await app.database.listen('feed_changed', () => anchors.clear(), () => anchors.clear());
  anchors.bind(listener.live);
  app.addHook('onClose', () => listener.close());
  // The feed's shared pages, checked against feed_version on every read (feed/pages.ts).
  const pages = new FeedPages();
  // On the embedded database, where every write passes through this process, the kept pages' reader
  // state lives in memory too, dropped by the database's own notifications (feed/states.ts).
  if (app.database.kind === 'pglite') {
    // feedState is set before any request can ask (live() is first called by a request).
    const states = new FeedStates(() => feedState.live(), (v) => pages.saw(v));
    const feedState = await app.database.listen('feed_state', (payload) => states.hear(payload), () => states.disable());
    app.database.onReopen?.(() => states.disable());
    app.addHook('onClose', () => feedState.close());
    pages.states = states;
  }

  async function one(id: string, v: Viewer) {
    const [post] = await loadPosts(app.db, [id], v.id);
    if (!post) throw notFound(COMMUNITY_MSG.postNotFound);
    return post;
  }
  async function withComments(id: string, v: Viewer) {
    const post = await loadPostWithComments(app.db, id, v.id);
    if (!post) throw notFound(COMMUNITY_MSG.postNotFound);
    return post;
  }
  /** A comment or reply written or deleted by the caller: the answer is the post and its comments as they now see them. */
  async function thread(req: FastifyRequest, postId: string, write: (v: Viewer) => Promise<void>, message?: string) {
    const v = viewer(req);
    await write(v);
    return ok(await withComments(postId, v), message);
  }

  app.post('/post/allPosts', {
    schema: {
      operationId: 'postPostAllPosts',
      summary: 'List community posts',
      description: 'A page of the feed, filtered by the body.',
      tags, querystring: AllPostsQuerySchema, body: AllPostsBodySchema, response: { 200: envelopeSchema(PostPageSchema), ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429) } },
    // The feed's answer is built key by key from PostPageSchema's fields (post-dto.ts, feed/page.ts), so
    // plain JSON.stringify writes exactly the schema; zod's encode of ten nested posts was a CPU
    // cost on the hottest route. all-posts.test.ts checks each kind of answer equals its schema parse.
    serializerCompiler: () => (data) => JSON.stringify(data),
    onRequest,
  }, async (req) => ok(await allPosts(app.db, viewer(req), req.query, req.body ?? {}, anchors, pages)));

  app.post('/post/create', { schema: {
      operationId: 'postPostCreate',
      summary: 'Create a post',
      description: 'Stores a post; a member\'s waits for review, an admin\'s is published.',
      tags, body: PostFieldsSchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 409, 413, 415, 422, 429, 503) } }, onRequest, config: idempotent }, async (req) => {
    const v = viewer(req);
    const id = await createPost(app.db, owns, v, req.body, notifyMembers);
    anchors.clear(); // at once here; other processes on feed_changed
    return ok(await one(id, v), v.isAdmin ? COMMUNITY_MSG.postCreated : COMMUNITY_MSG.postCreatedUnderReview);
  });

  // An edit sends the post's fields; ACCEPT/REJECT sends only {_id, verificationStatus} (and maybe a reason).
  app.patch('/post/update', {
    schema: {
      operationId: 'patchPostUpdate',
      summary: 'Update a post',
      description: 'Edits a post\'s fields (its author or an admin), or accepts or rejects it (admins).',
      tags, body: z.looseObject({ _id: idField }), response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } },
    onRequest,
  }, async (req) => {
    const v = viewer(req);
    const body = req.body as Record<string, unknown>;
    const isEdit = ['title', 'tags', 'images'].some((k) => body[k] !== undefined);
    if (isEdit) {
      const { _id, ...fields } = parseWith(PostEditSchema, body);
      await editPost(app.db, owns, v, _id, fields);
      anchors.clear();
      return ok(await one(_id, v), COMMUNITY_MSG.postUpdated);
    }
    if (!v.isAdmin) throw forbidden(COMMUNITY_MSG.reviewOnly);
    const review = parseWith(PostReviewSchema, body);
    await reviewPost(app.db, review, { id: v.id, ip: req.ip }, notifyMember);
    anchors.clear();
    return ok(await one(review._id, v), review.verificationStatus === 'approved' ? COMMUNITY_MSG.postApproved : COMMUNITY_MSG.postRejected);
  });

  app.delete('/post/delete/:id', {
    schema: {
      operationId: 'deletePostDeleteById',
      summary: 'Delete a post',
      description: 'Deletes a post (its author or an admin).',
      tags, params: PostIdParamsSchema, response: { 200: envelopeSchema(z.object({ _id: z.string() })), ...errorResponses(400, 401, 402, 403, 404, 413, 414, 415, 429, 503) } },
    onRequest,
  }, async (req) => {
    await deletePost(app.db, viewer(req), req.params.id);
    anchors.clear();
    return ok({ _id: req.params.id }, COMMUNITY_MSG.postDeleted);
  });

  app.post('/post/createComment', { schema: {
      operationId: 'postPostCreateComment',
      summary: 'Comment on a post',
      description: 'Adds a comment to a post and notifies its author.',
      tags, body: CommentInputSchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 503) } }, onRequest, config: idempotent },
    async (req) => thread(req, req.body.postId, (v) => addComment(app.db, v, req.body)));

  app.post('/post/createCommentReply', { schema: {
      operationId: 'postPostCreateCommentReply',
      summary: 'Reply to a comment',
      description: 'Adds a reply to a comment and notifies its author.',
      tags, body: ReplyInputSchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 422, 429, 503) } }, onRequest, config: idempotent },
    async (req) => thread(req, req.body.postId, (v) => addReply(app.db, v, req.body, notifyMember)));

  app.delete('/post/deleteComment', { schema: {
      operationId: 'deletePostDeleteComment',
      summary: 'Delete a comment',
      description: 'Deletes a comment (its author or an admin).',
      tags, querystring: DeleteCommentQuerySchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } }, onRequest },
    async (req) => thread(req, req.query.postId, (v) => deleteComment(app.db, v, req.query), COMMUNITY_MSG.commentDeleted));

  app.delete('/post/deleteCommentReply', { schema: {
      operationId: 'deletePostDeleteCommentReply',
      summary: 'Delete a reply',
      description: 'Deletes a reply (its author or an admin).',
      tags, querystring: DeleteReplyQuerySchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } }, onRequest },
    async (req) => thread(req, req.query.postId, (v) => deleteReply(app.db, v, req.query), COMMUNITY_MSG.replyDeleted));

  app.post('/post/makeFavorite', {
    schema: {
      operationId: 'postPostMakeFavorite',
      summary: 'Add a post to favorites or remove it',
      description: 'Toggles the post in the caller\'s favorites.',
      tags, querystring: FavoriteQuerySchema, body: PostIdBodySchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } },
    onRequest,
  }, async (req) => {
    const v = viewer(req);
    await setFavorite(app.db, v, req.body.postId, req.query.isFavorite);
    return ok(await one(req.body.postId, v), req.query.isFavorite ? COMMUNITY_MSG.addedToFavorites : COMMUNITY_MSG.removedFromFavorites);
  });

  app.post('/post/likePost', {
    schema: {
      operationId: 'postPostLikePost',
      summary: 'Like or unlike a post',
      description: 'Toggles the caller\'s like on a post.',
      tags, querystring: LikeQuerySchema, body: PostIdBodySchema, response: { ...onePost, ...errorResponses(400, 401, 402, 403, 404, 413, 415, 429, 503) } },
    onRequest,
  }, async (req) => {
    const v = viewer(req);
    await setLike(app.db, v, req.body.postId, req.query.isLike);
    return ok(await one(req.body.postId, v));
  });
};

export default routes;
