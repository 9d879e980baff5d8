import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { recordedDate } from '@tlt/shared/relative-date';
import type { User } from '@tlt/shared/user';
import { loadSonner } from '../../../lib/toast.ts';
import { envelopeResponse, makeUser, storeSession } from '../../../test/fixtures.ts';
import { callsTo, stubApi } from '../../../test/billing-fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { CommentThread } from './comment-thread.tsx';
import { makeAuthor, makeComment, makePost, makeReply } from '../../../test/comment-fixtures.ts';

beforeAll(async () => {
  await loadSonner();
});

const me = makeAuthor('u1', { name: 'Asha Member' });
const ravi = makeAuthor('u2', { name: 'Ravi' });
const admin = makeAuthor('adm', { name: 'Team Lazy', userType: 'admin' });
const yesterday = new Date(Date.now() - 24 * 3600 * 1000).toISOString();

/** c-mine: my comment; c-joined: Ravi's, I replied; c-other: Ravi's with the admin's reply. */
const thread = () => [
  makeComment('c-mine', me),
  makeComment('c-joined', ravi, [makeReply('r-mine', me, { content: 'Agreed, volume confirms it' })]),
  makeComment('c-other', ravi, [makeReply('r-admin', admin, { content: 'Watch 2,430 as support', createdAt: yesterday })], {
    content: 'Where is the stop?',
  }),
];

function setup(post: Post, viewer: User = makeUser(), routes: Record<string, (body: any) => Response> = {}) {
  storeSession(viewer);
  const answer = () => envelopeResponse(200, post);
  const spy = stubApi({
    'GET /api/auth': () => envelopeResponse(200, viewer),
    'POST /api/post/createComment': answer,
    'POST /api/post/createCommentReply': answer,
    'DELETE /api/post/deleteComment': answer,
    'DELETE /api/post/deleteCommentReply': answer,
    ...routes,
  });
  render(
    <TestProviders>
      <CommentThread post={post} />
    </TestProviders>,
  );
  return { spy, user: userEvent.setup() };
}

const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const replyButtons = () => screen.queryAllByRole('button', { name: /^Reply to / }).map((b) => b.getAttribute('aria-label'));

describe('comment thread', () => {
  it('shows comments and replies with names, the Admin badge and relative dates titled with the recorded date', () => {
    setup(makePost(thread()));
    const adminReply = item('Watch 2,430 as support');
    expect(within(adminReply).getByText('Team Lazy')).toBeInTheDocument();
    expect(within(adminReply).getByText('Admin')).toBeInTheDocument();
    const time = within(adminReply).getByText('Yesterday');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('title', recordedDate(yesterday));
    expect(within(item('Comment c-mine')).getByText('Today')).toBeInTheDocument();
    expect(within(item('Comment c-mine')).queryByText('Admin')).not.toBeInTheDocument();
  });

  it('offers a reply only on conversations the member is in', () => {
    setup(makePost(thread()));
    expect(replyButtons()).toEqual(['Reply to Asha Member', 'Reply to Ravi']);
    expect(within(item('Where is the stop?')).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
  });

  it('offers a reply everywhere to the post author and to admins', () => {
    setup(makePost([makeComment('c1', ravi), makeComment('c2', admin)], { postedBy: me }));
    expect(replyButtons()).toEqual(['Reply to Ravi', 'Reply to Team Lazy']);
    document.body.innerHTML = '';
    setup(makePost([makeComment('c1', ravi), makeComment('c2', me)]), makeUser({ _id: 'adm', userType: 'admin' }));
    expect(replyButtons()).toEqual(['Reply to Ravi', 'Reply to Asha Member']);
  });

  it('shows the closed note instead of any box once the post is closed', () => {
    setup(makePost(thread(), { commentsOpen: false }));
    expect(screen.getByText(COMMUNITY_MSG.closed)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(replyButtons()).toEqual([]);
  });

  it('sends a comment with Enter, keeps Shift+Enter as a new line and never sends blank text', async () => {
    const { user, spy } = setup(makePost([]));
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send comment' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Nice chart{Shift>}{Enter}{/Shift}Target 2,520?');
    expect(box).toHaveValue('Nice chart\nTarget 2,520?');
    expect(callsTo(spy, 'POST /api/post/createComment')).toHaveLength(0);
    await user.type(box, '{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    expect(callsTo(spy, 'POST /api/post/createComment')).toEqual([{ postId: 'p1', content: 'Nice chart\nTarget 2,520?' }]);
  });

  it('keeps the text and toasts the spec message when adding fails', async () => {
    const { user } = setup(makePost([]), makeUser(), {
      'POST /api/post/createComment': () => envelopeResponse(500, undefined, 'boom'),
    });
    const box = screen.getByRole('textbox', { name: 'Write a comment' });
    await user.type(box, 'Hello{Enter}');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.addCommentFailed }));
    expect(box).toHaveValue('Hello');
  });

  it('replies under a comment with its id', async () => {
    const { user, spy } = setup(makePost(thread()));
    await user.click(screen.getByRole('button', { name: 'Reply to Ravi' }));
    const box = screen.getByRole('textbox', { name: 'Reply to Ravi' });
    expect(box).toHaveFocus();
    await user.type(box, 'Below 2,430{Enter}');
    await waitFor(() =>
      expect(callsTo(spy, 'POST /api/post/createCommentReply')).toEqual([{ postId: 'p1', commentId: 'c-joined', content: 'Below 2,430' }]),
    );
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Reply to Ravi' })).not.toBeInTheDocument());
  });

  it('lets a member delete only their own comments and replies, after confirming', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    const { user, spy } = setup(makePost(thread()));
    const deletes = screen.getAllByRole('button', { name: /^Delete / }).map((b) => b.getAttribute('aria-label'));
    expect(deletes).toEqual(['Delete comment by Asha Member', 'Delete reply by Asha Member']);

    await user.click(screen.getByRole('button', { name: 'Delete comment by Asha Member' }));
    expect(confirm).toHaveBeenCalledWith(COMMUNITY_MSG.deleteCommentConfirm);
    expect(spy).not.toHaveBeenCalledWith(expect.stringContaining('deleteComment'), expect.anything());

    await user.click(screen.getByRole('button', { name: 'Delete comment by Asha Member' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.commentDeleted, undefined));
    expect(spy).toHaveBeenCalledWith('/api/post/deleteComment?postId=p1&commentId=c-mine', expect.objectContaining({ method: 'DELETE' }));

    await user.click(screen.getByRole('button', { name: 'Delete reply by Asha Member' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.replyDeleted, undefined));
    expect(spy).toHaveBeenCalledWith(
      '/api/post/deleteCommentReply?postId=p1&commentId=c-joined&replyCommentId=r-mine',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('lets an admin delete every comment and reply, and toasts a failed delete', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = setup(makePost(thread()), makeUser({ _id: 'adm', userType: 'admin' }), {
      'DELETE /api/post/deleteCommentReply': () => envelopeResponse(500, undefined, 'boom'),
    });
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Delete reply by Team Lazy' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, { description: COMMUNITY_MSG.deleteReplyFailed }));
  });
});
