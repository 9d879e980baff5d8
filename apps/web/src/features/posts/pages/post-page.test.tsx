import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { COMMUNITY_MSG, type Post } from '@tlt/shared/community';
import { envelopeResponse, makeUser } from '../../../test/fixtures.ts';
import { callsTo } from '../../../test/billing-fixtures.ts';
import { renderItemPage } from '../../../test/community-routes.tsx';
import { makeAuthor, makePage, makePost } from '../../../test/post-fixtures.ts';
import PostPage from './post-page.tsx';

vi.mock('../comments/comment-thread.tsx', () => ({
  CommentThread: ({ post }: { post: Post }) => <section aria-label="Comments">{post.commentCount} comments here</section>,
}));
vi.mock('../editor/post-editor-dialog.tsx', () => ({ PostEditorDialog: () => null }));

const member = makeUser({ _id: 'u1' });
const P9 = '6f1c2a9e-3b4d-4c5e-8f70-112233445566';
const N1 = '0a1b2c3d-4e5f-4a6b-9c7d-8e9fa0b1c2d3';

function setup(path: string, post: Post | null, user = member) {
  return renderItemPage({ list: '/posts', param: 'postId', page: <PostPage />, listHeading: 'Feed' }, path, user, {
    'POST /api/post/allPosts': () => (post ? envelopeResponse(200, makePage([post])) : envelopeResponse(404, undefined, COMMUNITY_MSG.postNotFound)),
  });
}

describe('single post page', () => {
  it('shows the post and its comment thread, asks for it by id, and goes back to /posts', async () => {
    const { spy, user, router } = setup(`/posts/${P9}`, makePost({ _id: P9, title: 'one post', commentCount: 3, postedBy: makeAuthor() }));
    expect(await screen.findByText('one post')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Comments' })).toHaveTextContent('3 comments here');
    expect(callsTo(spy, 'POST /api/post/allPosts')).toEqual([{ postId: P9 }]);
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
    // On its own page the count is not a link to itself.
    expect(screen.queryByRole('link', { name: '3 comments' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname).toBe('/posts');
  });

  it('goes back to the feed view it was opened from', async () => {
    const { user, router } = setup('/posts', makePost({ _id: P9, title: 'from the feed' }));
    await router.navigate(`/posts/${P9}`, { state: { feedSearch: '?filter=mine' } });
    expect(await screen.findByText('from the feed')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go Back' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/posts?filter=mine');
    expect(router.state.location.state).toEqual({ restoreFeed: true });
  });

  it('marks the notification it was opened from as read, once', async () => {
    const { spy } = setup(`/posts/${P9}/${N1}`, makePost({ _id: P9, title: 'from a notification' }));
    expect(await screen.findByText('from a notification')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says a post opened from a notification is no longer available once deleted, and still marks it read', async () => {
    const { spy } = setup(`/posts/${P9}/${N1}`, null);
    expect(await screen.findByText(COMMUNITY_MSG.noLongerAvailable)).toBeInTheDocument();
    expect(screen.queryByText(COMMUNITY_MSG.postNotFound)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(spy, 'POST /api/notification/markAsRead')).toEqual([{ notificationIds: [N1] }]));
  });

  it('says Post not found for an unknown id', async () => {
    setup(`/posts/${P9}`, null);
    expect(await screen.findByText(COMMUNITY_MSG.postNotFound)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Go Back' })[0]).toHaveAttribute('href', '/posts');
  });

  it('says Post not found for an address that cannot be a post, without asking the server', async () => {
    const { spy } = setup('/posts/nope/nope', makePost());
    expect(await screen.findByText(COMMUNITY_MSG.postNotFound)).toBeInTheDocument();
    expect(callsTo(spy, 'POST /api/post/allPosts')).toHaveLength(0);
    expect(callsTo(spy, 'POST /api/notification/markAsRead')).toHaveLength(0);
  });

  it('sends a member who has not agreed to the terms there', async () => {
    const { spy, router } = setup(`/posts/${P9}/${N1}`, makePost(), makeUser({ agree: false }));
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community-terms-and-conditions');
    expect(callsTo(spy, 'POST /api/post/allPosts')).toHaveLength(0);
  });
});
