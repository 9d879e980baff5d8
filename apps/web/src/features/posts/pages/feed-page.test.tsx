import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { COMMUNITY_MSG, type Post, type PostPage } from '@tlt/shared/community';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { listPageRoutes } from '../../../test/community-routes.tsx';
import { makePage, makePost, stubIntersectionObserver } from '../../../test/post-fixtures.ts';
import FeedPage from './feed-page.tsx';

// Colleagues' pieces, stubbed so these tests see only the feed.
vi.mock('../editor/post-editor-dialog.tsx', () => ({
  PostEditorDialog: ({ open, post }: { open: boolean; post?: Post }) => (open ? <div role="dialog" aria-label={post ? `Edit ${post._id}` : 'New post'} /> : null),
}));
vi.mock('../people/quotes-carousel.tsx', () => ({ QuotesCarousel: () => <div data-testid="quotes" /> }));
vi.mock('../people/author-bio-card.tsx', () => ({ AuthorBioCard: () => <div data-testid="bio" /> }));

interface FeedCall {
  query: URLSearchParams;
  body: Record<string, unknown>;
}

const member = makeUser({ _id: 'u1', name: 'Asha Member' });
let io: ReturnType<typeof stubIntersectionObserver>;
beforeEach(() => {
  io = stubIntersectionObserver();
});

/** Stubs the API; `feed` answers each allPosts call. Returns the recorded feed calls. */
function setup(feed: (call: FeedCall) => PostPage | Response, opts: { user?: ReturnType<typeof makeUser>; path?: string; pending?: number } = {}) {
  const user = opts.user ?? member;
  storeSession(user);
  const calls: FeedCall[] = [];
  const spy = stubFetch((url, init) => {
    const u = new URL(url, 'http://x');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : {};
    const key = `${init.method ?? 'GET'} ${u.pathname}`;
    if (key === 'GET /api/auth') return envelopeResponse(200, user);
    if (key === 'POST /api/post/allPosts' && body.verificationStatus === 'pending') return envelopeResponse(200, makePage([], null, opts.pending ?? 0));
    if (key === 'POST /api/post/allPosts') {
      const call = { query: u.searchParams, body };
      calls.push(call);
      const answer = feed(call);
      return answer instanceof Response ? answer : envelopeResponse(200, answer);
    }
    if (key === 'POST /api/post/likePost') {
      return envelopeResponse(200, makePost({ _id: body.postId, title: 'liked', isLiked: true, likeCount: 1 }));
    }
    if (key === 'POST /api/post/makeFavorite') {
      return envelopeResponse(200, makePost({ _id: body.postId, isFavorite: u.searchParams.get('isFavorite') === 'true' }));
    }
    return envelopeResponse(404, undefined, `unstubbed ${key}`);
  });
  const utils = renderRoutes(listPageRoutes('/posts', <FeedPage />), opts.path ?? '/posts');
  return { ...utils, calls, spy };
}

const tenPosts = (prefix: string) => Array.from({ length: 10 }, (_, i) => makePost({ _id: `${prefix}${i}`, title: `${prefix} post ${i}` }));

describe('feed page', () => {
  it('loads 10 at a time with offset and cursor, 150 px ahead, and ends with That’s all folks', async () => {
    const { calls } = setup(({ body }) =>
      body.after === undefined ? makePage(tenPosts('a'), 'c1') : body.after === 'c1' ? makePage(tenPosts('b'), 'c2') : makePage([makePost({ title: 'last one' })], null),
    );
    expect(await screen.findByText('a post 0')).toBeInTheDocument();
    expect(calls[0].query.get('offset')).toBe('0');
    expect(calls[0].query.get('limit')).toBe('10');
    expect(calls[0].query.get('verificationStatus')).toBe('approved');
    expect(calls[0].body).toEqual({});
    expect(io.margins).toContain('0px 0px 150px 0px');
    expect(screen.queryByText(COMMUNITY_MSG.endOfFeed)).not.toBeInTheDocument();

    io.intersectAll();
    expect(await screen.findByText('b post 9')).toBeInTheDocument();
    expect(calls[1].query.get('offset')).toBe('10');
    expect(calls[1].body).toEqual({ after: 'c1' });

    io.intersectAll();
    expect(await screen.findByText('last one')).toBeInTheDocument();
    expect(calls[2].query.get('offset')).toBe('20');
    expect(calls[2].body).toEqual({ after: 'c2' });
    expect(screen.getByText(COMMUNITY_MSG.endOfFeed)).toBeInTheDocument();
    io.intersectAll();
    expect(calls).toHaveLength(3);
    expect(screen.getAllByRole('article')).toHaveLength(21);
  });

  it('starts again from the first page when the filter or a tag changes', async () => {
    const { calls, user } = setup(({ body }) => makePage(body.after ? [makePost({ title: 'page two' })] : tenPosts(String(body.postedByRole ?? 'all')), 'c1'));
    expect(await screen.findByText('all post 0')).toBeInTheDocument();
    io.intersectAll();
    expect(await screen.findByText('page two')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Mine' }));
    expect(await screen.findByText('mine post 0')).toBeInTheDocument();
    expect(screen.queryByText('page two')).not.toBeInTheDocument();
    const mine = calls.at(-1)!;
    expect(mine.query.get('offset')).toBe('0');
    expect(mine.body).toEqual({ postedByRole: 'mine' });
    expect(screen.getByRole('tab', { name: 'Mine' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Commodities' }));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ postedByRole: 'mine', tags: ['Commodities'] }));
    expect(calls.at(-1)!.query.get('offset')).toBe('0');
    expect(screen.getByRole('button', { name: 'Commodities' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('moves between the filter tabs with the arrow keys, Home and End', async () => {
    const { calls, user } = setup(({ body }) => makePage(tenPosts(String(body.postedByRole ?? 'all')), null));
    expect(await screen.findByText('all post 0')).toBeInTheDocument();
    const tab = (name: string) => screen.getByRole('tab', { name });
    // Selection follows focus, then the address changes: poll for it, generously on a busy machine.
    const selected = (name: string) => waitFor(() => expect(tab(name)).toHaveAttribute('aria-selected', 'true'), { timeout: 5000 });

    tab('All').focus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Admin')).toHaveFocus();
    await selected('Admin');
    expect(await screen.findByText('admin post 0', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.at(-1)!.body).toEqual({ postedByRole: 'admin' });

    await user.keyboard('{End}');
    await selected('Favourites');
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await selected('All');
    await user.keyboard('{ArrowLeft}');
    await selected('Favourites');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Favourites');
  });

  it('says No Posts Found when the list is empty', async () => {
    setup(() => makePage([], null));
    expect(await screen.findByText(COMMUNITY_MSG.noPosts)).toBeInTheDocument();
    expect(screen.queryByText(COMMUNITY_MSG.endOfFeed)).not.toBeInTheDocument();
  });

  it('toasts the spec error when the feed fails to load', async () => {
    setup(() => envelopeResponse(500, undefined, 'boom'));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(COMMUNITY_MSG.errorTitle, expect.objectContaining({ description: COMMUNITY_MSG.loadPostsFailed })),
      { timeout: 3000 },
    );
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('removes a post from the favourites view when it is un-favourited', async () => {
    const favs = [makePost({ _id: 'f1', title: 'kept', isFavorite: true }), makePost({ _id: 'f2', title: 'dropped', isFavorite: true })];
    const { user, calls, spy } = setup(() => makePage(favs, null), { path: '/posts?filter=favorite' });
    expect(await screen.findByText('dropped')).toBeInTheDocument();
    expect(calls[0].body).toEqual({ postedByRole: 'favorite' });
    const card = screen.getByText('dropped').closest('article') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(screen.queryByText('dropped')).not.toBeInTheDocument());
    expect(screen.getByText('kept')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith(COMMUNITY_MSG.removedFromFavorites, undefined);
    const favCall = spy.mock.calls.find(([u]) => String(u).includes('makeFavorite'));
    expect(String(favCall?.[0])).toContain('isFavorite=false');
  });

  it('shows a like in the feed from the server’s answer', async () => {
    const { user } = setup(() => makePage([makePost({ _id: 'l1', title: 'liked', likeCount: 0 })], null));
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveTextContent('1');
  });

  it('sends a member who has not agreed to the terms there, without loading posts', async () => {
    const { calls, router } = setup(() => makePage([], null), { user: makeUser({ agree: false }) });
    expect(await screen.findByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/community-terms-and-conditions');
    expect(calls).toHaveLength(0);
  });

  it('opens the editor from Create Post and from a post’s edit button', async () => {
    const { user } = setup(() => makePage([makePost({ _id: 'mine1', title: 'my post', postedBy: { ...makePost().postedBy, _id: 'u1' } })], null));
    await user.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(screen.getByRole('dialog', { name: 'New post' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit post' }));
    expect(screen.getByRole('dialog', { name: 'Edit mine1' })).toBeInTheDocument();
  });

  it('shows admins the review link with the pending count', async () => {
    setup(() => makePage([], null), { user: makeUser({ userType: 'admin' }), pending: 7 });
    const link = await screen.findByRole('link', { name: 'Review posts, 7 pending' });
    expect(link).toHaveAttribute('href', '/all-posts-review');
    expect(screen.getByRole('link', { name: 'Review Posts, 7 pending' })).toHaveAttribute('href', '/all-posts-review');
  });

  it('has no review link for members', async () => {
    setup(() => makePage([], null));
    await screen.findByText(COMMUNITY_MSG.noPosts);
    expect(screen.queryByRole('link', { name: /Review/ })).not.toBeInTheDocument();
  });
});
