import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { envelopeResponse, stubFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { LOCKED_PREVIEW, OPEN_BLOG, summary } from '../../../test/blog-fixtures.ts';
import BlogsPage from './blogs-page.tsx';

describe('blogs page', () => {
  it('lists blogs as cards linking to each post, with a badge on locked ones', async () => {
    const spy = stubFetch(() => envelopeResponse(200, [summary(OPEN_BLOG), summary(LOCKED_PREVIEW)]));
    renderRoutes([{ path: '/blogs', element: <BlogsPage /> }], '/blogs');
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const open = within(items[0]).getByRole('link', { name: 'Position Sizing: The 1% Rule' });
    expect(open).toHaveAttribute('href', '/blogs/position-sizing');
    expect(within(items[0]).queryByText('Members only')).not.toBeInTheDocument();
    expect(within(items[1]).getByText('Members only')).toBeInTheDocument();
    expect(within(items[1]).getByText('Stops belong where the idea is wrong.')).toBeInTheDocument();
    expect(document.title).toBe('Blogs | The Lazy Trader');
    expect(String(spy.mock.calls[0][0])).toBe('/api/blogs/all');
  });

  it('shows an error with a retry when the list fails', async () => {
    stubFetch(() => envelopeResponse(500, undefined, 'boom'));
    renderRoutes([{ path: '/blogs', element: <BlogsPage /> }], '/blogs');
    expect(await screen.findByText('The blogs could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
