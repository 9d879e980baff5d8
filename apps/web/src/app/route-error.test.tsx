import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadPage } from '../lib/reload-page.ts';
import { isStaleChunkError, RouteError } from './route-error.tsx';

vi.mock('../lib/reload-page.ts', () => ({ reloadPage: vi.fn() }));

function Boom({ error }: { error: Error }): never {
  throw error;
}

const renderFailing = (error: Error) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <Boom error={error} />, errorElement: <RouteError /> }])} />);

describe('RouteError', () => {
  afterEach(() => sessionStorage.clear());

  it('recognises the browsers\' stale-chunk errors', () => {
    expect(isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once for a stale chunk, then offers a reload instead of looping', () => {
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const stale = new TypeError('Failed to fetch dynamically imported module: /assets/old.js');
    const first = renderFailing(stale);
    expect(reload).toHaveBeenCalledTimes(1);
    first.unmount();
    renderFailing(stale);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'A new version of the site is available' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('shows a calm page, not the developer page, for other errors', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(new Error('boom'));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go To Home' }).getAttribute('href')).toBe('/');
    expect(screen.queryByText(/Hey developer/)).toBeNull();
  });
});
