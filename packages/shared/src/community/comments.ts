import { z } from 'zod';
import { COMMUNITY_LIMITS } from './constants.ts';
import { COMMUNITY_MSG } from './messages.ts';
import { AuthorSchema, idField } from './refs.ts';

// Comments and replies on a post (community.md §4): the calls' inputs and the wire shapes.

export const commentContent = z
  .string({ error: COMMUNITY_MSG.commentEmpty })
  .trim()
  .min(1, COMMUNITY_MSG.commentEmpty)
  .max(COMMUNITY_LIMITS.commentMaxChars);

/** POST post/createComment. `commentedBy` is sent by the spec's client and ignored. */
export const CommentInputSchema = z.object({
  postId: idField,
  content: commentContent,
  commentedBy: z.unknown().optional(),
});
/** POST post/createCommentReply. */
export const ReplyInputSchema = CommentInputSchema.extend({ commentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }) });
/** DELETE post/deleteComment?postId=&commentId= */
export const DeleteCommentQuerySchema = z.object({
  postId: idField,
  commentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }),
});
/** DELETE post/deleteCommentReply?postId=&commentId=&replyCommentId= */
export const DeleteReplyQuerySchema = DeleteCommentQuerySchema.extend({
  replyCommentId: z.uuid({ error: COMMUNITY_MSG.commentNotFound }),
});
/** What a comment and a reply to it both are. */
const CommentFieldsSchema = z.object({
  _id: z.string(),
  commentedBy: AuthorSchema,
  content: z.string(),
  postId: z.string(),
  createdAt: z.string(),
});
/** A reply names the comment it answers. */
export const ReplySchema = CommentFieldsSchema.extend({ commentId: z.string() });
export type Reply = z.infer<typeof ReplySchema>;

export const CommentSchema = CommentFieldsSchema.extend({ reply: z.array(ReplySchema) });
export type Comment = z.infer<typeof CommentSchema>;
