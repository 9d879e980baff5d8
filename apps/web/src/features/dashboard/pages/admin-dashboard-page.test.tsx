import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { routes } from '../../../app/routes.tsx';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../../test/fixtures.ts';
import { preloadPages } from '../../../test/pages.ts';
import { renderRoutes } from '../../../test/render.tsx';

beforeAll(() => preloadPages('/dashboard', '/user-dashboard'));

let calls: string[];
beforeEach(() => {
  calls = [];
  stubFetch((url) => {
    calls.push(url);
    if (url.includes('/post/allPosts')) return envelopeResponse(200, { posts: [], nextCursor: null, pendingCount: 3 });
    return envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null'));
  });
});

describe('/dashboard', () => {
  it('gives admins the links to the admin screens, with the review count', async () => {
    storeSession(makeUser({ name: 'Demo Admin', userType: 'admin', agree: true }));
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const review = screen.getByRole('link', { name: /Review Posts/ });
    expect(review).toHaveAttribute('href', '/all-posts-review');
    expect(await within(review).findByText('3 waiting for review.')).toBeInTheDocument();
    for (const [name, href] of [
      ['Site Content', '/admin/content'],
      ['Blogs', '/admin/blogs'],
      ['Plans', '/admin/plans'],
      ['Watchlist', '/watchlist'],
      ['Trade Wisdom', '/trade-wisdom'],
      ['Commodity Contracts', '/admin/commodity-contracts'],
    ]) {
      expect(screen.getByRole('link', { name: new RegExp(name!) })).toHaveAttribute('href', href);
    }
    expect(calls.some((u) => u.includes('/post/allPosts?limit=1'))).toBe(true);
  });

  it('sends members on to their own dashboard without asking for the review count', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dashboard');
    expect(calls.some((u) => u.includes('/post/allPosts'))).toBe(false);
  });
});
