import { useState } from 'react';
import { Lock, MessageCircle, Reply as ReplyIcon } from 'lucide-react';
import { canReply, COMMUNITY_MSG, type Comment, type Post } from '@tlt/shared/community';
import { useSession } from '../../../lib/session.tsx';
import { useCreateComment } from '../api/create-comment.ts';
import { useDeleteComment } from '../api/delete-comment.ts';
import { CommentBox } from './comment-box.tsx';
import { CommentEntry } from './comment-entry.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { translateShared } from '../../../lib/i18n.ts';

const saved = (p: Promise<unknown>) => p.then(() => true, () => false);

/**
 * The comments of a post with their replies (community.md §4): a reply box only for people
 * in that conversation and admins, the closed note once the 8-day window has passed, and
 * delete for the writer and admins. Failures are toasted by the api hooks.
 */
export function CommentThread({ post }: { post: Post }) {
  const { t } = useLingui();
  const { user } = useSession();
  const comments = post.comments ?? [];
  const addComment = useCreateComment();
  // A second instance: its pending state is the reply box's, not the comment box's.
  const addReply = useCreateComment();
  const removeComment = useDeleteComment();
  // A second instance: its pending state marks the reply being deleted, not its comment.
  const removeReply = useDeleteComment();
  const [replyingTo, setReplyingTo] = useState<string | null>(null);

  // Replies count too, as on the post card.
  const total = comments.reduce((n, c) => n + 1 + c.reply.length, 0);
  const open = post.commentsOpen;
  const mayDelete = (authorId: string) => !!user && (user.userType === 'admin' || user._id === authorId);
  const mayReply = (c: Comment) => open && !!user && canReply(user, post.postedBy._id, c);

  function deleteComment(c: Comment) {
    if (window.confirm(translateShared(COMMUNITY_MSG.deleteCommentConfirm))) removeComment.mutate({ postId: post._id, commentId: c._id });
  }
  function deleteReply(c: Comment, replyCommentId: string) {
    if (window.confirm(translateShared(COMMUNITY_MSG.deleteCommentConfirm))) {
      removeReply.mutate({ postId: post._id, commentId: c._id, replyCommentId });
    }
  }

  return (
    <section aria-labelledby={`comments-${post._id}`} className="space-y-4">
      <h2 id={`comments-${post._id}`} className="flex items-center gap-2 text-base font-bold text-navy-950">
        <MessageCircle className="size-5 text-emerald-600" aria-hidden />
        <Trans>Comments</Trans>
        {total > 0 && <span className="font-medium text-navy-500">({total})</span>}
      </h2>

      {comments.length === 0 && open && <p className="text-sm text-navy-600">
          <Trans>No comments yet. Start the conversation.</Trans>
        </p>}

      {comments.length > 0 && (
        <ul className="space-y-4">
          {comments.map((c) => {
            const name = c.commentedBy.name;
            return (
            <li key={c._id}>
              <CommentEntry
                size="comment"
                entry={c}
                onDelete={mayDelete(c.commentedBy._id) ? () => deleteComment(c) : undefined}
                deleting={removeComment.isPending && removeComment.variables?.commentId === c._id}
                actions={
                  mayReply(c) && (
                    <button
                      type="button"
                      aria-expanded={replyingTo === c._id}
                      aria-label={t`Reply to ${name}`}
                      onClick={() => setReplyingTo(replyingTo === c._id ? null : c._id)}
                      className="inline-flex min-h-6 items-center gap-1 rounded font-semibold text-navy-600 hover:text-navy-950 focus-visible:outline-2 focus-visible:outline-emerald-500"
                    >
                      <ReplyIcon className="size-3.5" aria-hidden />
                      <Trans>Reply</Trans>
                    </button>
                  )
                }
              />
              {(c.reply.length > 0 || replyingTo === c._id) && (
                <div className="mt-3 ml-[2.875rem] space-y-3 border-l-2 border-navy-100 pl-3">
                  {c.reply.length > 0 && (
                    <ul className="space-y-3" aria-label={t`Replies to ${name}`}>
                      {c.reply.map((r) => (
                        <li key={r._id}>
                          <CommentEntry
                            size="reply"
                            entry={r}
                            onDelete={mayDelete(r.commentedBy._id) ? () => deleteReply(c, r._id) : undefined}
                            deleting={removeReply.isPending && removeReply.variables?.replyCommentId === r._id}
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                  {replyingTo === c._id && mayReply(c) && (
                    <CommentBox
                      autoFocus
                      label={t`Reply to ${name}`}
                      placeholder={t`Write a reply…`}
                      sendLabel={t`Send reply`}
                      pending={addReply.isPending}
                      onSend={async (content) => {
                        const ok = await saved(addReply.mutateAsync({ postId: post._id, commentId: c._id, content }));
                        if (ok) setReplyingTo(null);
                        return ok;
                      }}
                    />
                  )}
                </div>
              )}
            </li>
            );
          })}
        </ul>
      )}

      {open ? (
        user && (
          <CommentBox
            label={t`Write a comment`}
            placeholder={t`Write a comment…`}
            sendLabel={t`Send comment`}
            pending={addComment.isPending}
            onSend={(content) => saved(addComment.mutateAsync({ postId: post._id, content }))}
          />
        )
      ) : (
        <p className="flex items-center gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-3 text-sm font-medium text-amber-900">
          <Lock className="size-4 shrink-0" aria-hidden />
          {translateShared(COMMUNITY_MSG.closed)}
        </p>
      )}
    </section>
  );
}
