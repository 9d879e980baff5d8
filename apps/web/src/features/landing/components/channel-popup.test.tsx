import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHANNEL_SEED } from '@tlt/shared/content/landing';
import { stubContentApi } from '../../../test/content-fixtures.ts';
import { TestProviders } from '../../../test/render.tsx';
import { CHANNEL_DISMISSED_KEY, ChannelPopup } from './channel-popup.tsx';

function scrollFractionTo(fraction: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 2000 + window.innerHeight, configurable: true });
  Object.defineProperty(window, 'scrollY', { value: 2000 * fraction, configurable: true });
  fireEvent.scroll(window);
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: 0, configurable: true });
});

describe('free channel popup', () => {
  it('appears once a quarter of the page is read, and stays closed once dismissed', async () => {
    const spy = stubContentApi({}, { samples: true });
    const user = userEvent.setup();
    const { unmount } = render(<ChannelPopup />, { wrapper: TestProviders });
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: CHANNEL_SEED.title })).not.toBeInTheDocument();
    act(() => scrollFractionTo(0.3));
    expect(await screen.findByRole('heading', { name: CHANNEL_SEED.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(CHANNEL_SEED.name)).toBeInTheDocument();
    expect(screen.getByText(CHANNEL_SEED.note)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CHANNEL_SEED.joinLabel })).toHaveAttribute('href', CHANNEL_SEED.link);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('heading', { name: CHANNEL_SEED.title })).not.toBeInTheDocument();
    expect(localStorage.getItem(CHANNEL_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<ChannelPopup />, { wrapper: TestProviders });
    act(() => scrollFractionTo(0.5));
    expect(screen.queryByRole('heading', { name: CHANNEL_SEED.title })).not.toBeInTheDocument();
  });

  it('is not offered while the channel link is the seed’s placeholder (issue 26 §8)', () => {
    localStorage.clear();
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    render(<ChannelPopup />, { wrapper: TestProviders });
    act(() => scrollFractionTo(0.5));
    expect(screen.queryByRole('heading', { name: CHANNEL_SEED.title })).not.toBeInTheDocument();
  });
});
