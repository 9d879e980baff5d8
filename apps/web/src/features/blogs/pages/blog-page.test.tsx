import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LOCKED_PREVIEW, OPEN_BLOG } from '../../../test/blog-fixtures.ts';
import BlogPage from './blog-page.tsx';

function show(path: string, answer: (url: string) => Response) {
  const spy = stubFetch(answer);
  const utils = renderRoutes([
    { path: '/blogs/:slug', element: <BlogPage /> },
    { path: '/404', element: <h1>Page not found</h1> },
  ], path);
  return { spy, ...utils };
}

describe('blog page', () => {
  it('renders an open blog: title, date, image and the HTML body', async () => {
    const { spy } = show('/blogs/position-sizing', () => envelopeResponse(200, OPEN_BLOG));
    expect(await screen.findByRole('heading', { level: 1, name: 'Position Sizing: The 1% Rule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The rule' })).toBeInTheDocument();
    expect(screen.getByText('1%', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('5 March 2025')).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('src', '/images/blogs/position-sizing.svg');
    expect(screen.queryByRole('link', { name: 'Become a member' })).not.toBeInTheDocument();
    expect(document.title).toBe('Position Sizing: The 1% Rule | The Lazy Trader');
    expect(String(spy.mock.calls[0][0])).toBe('/api/blogs/bySlug/position-sizing');
  });

  it('shows a locked blog\'s preview with the member call to action and a login link', async () => {
    show('/blogs/stop-loss', () => envelopeResponse(200, LOCKED_PREVIEW));
    expect(await screen.findByText('Members get three chart examples.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'This article is for members' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become a member' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByText('Members only')).toBeInTheDocument();
  });

  it('goes to the 404 page for an unknown slug', async () => {
    const { router } = show('/blogs/nope', () => envelopeResponse(404, undefined, 'Blog not found'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
