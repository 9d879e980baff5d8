import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoutes } from '../../test/render.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { LanguageOffer } from './language-offer.tsx';

const clearCookie = () => void (document.cookie = 'lang=; path=/; max-age=0');
afterEach(async () => {
  clearCookie();
  await activateLocale('en');
});

describe('the offer to read in Hindi (issue 30 §2)', () => {
  const prefers = (...languages: string[]) => vi.stubGlobal('navigator', { ...navigator, languages });
  const offer = () => screen.queryByRole('complementary', { name: 'Read this page in Hindi' });

  it('shows a first visitor whose browser prefers Hindi a link to the Hindi twin; closing it is remembered', async () => {
    prefers('hi-IN', 'en-GB');
    const { user, unmount } = renderRoutes([{ path: '*', element: <LanguageOffer /> }], '/webinar?utm_source=x');
    expect(within(offer()!).getByRole('link', { name: /यह पेज हिन्दी में पढ़ें/ })).toHaveAttribute('href', '/hi/webinar?utm_source=x');
    await user.click(within(offer()!).getByRole('button', { name: 'Close' }));
    expect(offer()).not.toBeInTheDocument();
    unmount();
    renderRoutes([{ path: '*', element: <LanguageOffer /> }], '/webinar');
    expect(offer()).not.toBeInTheDocument();
  });

  it('is not shown to a browser preferring English, to a visitor who chose, or on a Hindi page', async () => {
    prefers('en-IN', 'hi');
    const first = renderRoutes([{ path: '*', element: <LanguageOffer /> }], '/');
    expect(offer()).not.toBeInTheDocument();
    first.unmount();
    prefers('hi');
    document.cookie = 'lang=en; path=/';
    const second = renderRoutes([{ path: '*', element: <LanguageOffer /> }], '/');
    expect(offer()).not.toBeInTheDocument();
    second.unmount();
    clearCookie();
    await activateLocale('hi');
    renderRoutes([{ path: '*', element: <LanguageOffer /> }], '/');
    expect(offer()).not.toBeInTheDocument();
  });
});
