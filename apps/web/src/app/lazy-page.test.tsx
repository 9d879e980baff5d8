import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page.tsx';
import { preloadPage } from './preload-page.ts';
import { PAGES } from './pages.ts';

const page = (text: string) => ({ default: () => <h1>{text}</h1> });
const fallback = <p>loading</p>;

describe('lazyPage', () => {
  it('once preloaded, draws the page in the first render, with no Suspense fallback', async () => {
    const load = vi.fn(() => Promise.resolve(page('Preloaded')));
    const Page = lazyPage(load);
    await Page.preload();
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Suspense fallback={fallback}><Page /></Suspense>);
    expect(screen.getByRole('heading', { name: 'Preloaded' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads lazily when not preloaded, showing the fallback meanwhile', async () => {
    const Page = lazyPage(() => Promise.resolve(page('Lazy')));
    render(<Suspense fallback={fallback}><Page /></Suspense>);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lazy' })).toBeInTheDocument();
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(page('Second try'));
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    expect(load).toHaveBeenCalledTimes(2);
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Second try' })).toBeInTheDocument();
  });
});

describe('preloadPage', () => {
  it('loads the page at the address and never fails', async () => {
    const spy = vi.spyOn(PAGES['/faqs'], 'preload').mockResolvedValue();
    await preloadPage('/faqs');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRejectedValue(new Error('offline'));
    await expect(preloadPage('/faqs')).resolves.toBeUndefined();
    await expect(preloadPage('/no/such/page/at/all')).resolves.toBeUndefined();
    spy.mockRestore();
  });
});
