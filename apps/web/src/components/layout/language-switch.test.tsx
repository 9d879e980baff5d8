import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { loadPage } from '../../lib/reload-page.ts';

vi.mock('../../lib/reload-page.ts', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const clearCookie = () => void (document.cookie = 'lang=; path=/; max-age=0');
afterEach(async () => {
  clearCookie();
  await activateLocale('en');
});

const group = () => screen.getByRole('group', { name: /Language|भाषा/ });

describe('the language switch (issue 30 §2)', () => {
  it('links to the same page in Hindi, query kept, and remembers the choice in the lang cookie', async () => {
    const { user } = renderRoutes([{ path: '*', element: <LanguageSwitch /> }], '/pricing-plans?plan=3#faq');
    expect(within(group()).getByText('English')).toHaveAttribute('aria-current', 'true');
    const hindi = within(group()).getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/pricing-plans?plan=3#faq');
    expect(hindi).toHaveAttribute('hreflang', 'hi');
    hindi.addEventListener('click', (e) => e.preventDefault());
    await user.click(hindi);
    expect(document.cookie).toContain('lang=hi');
  });

  it('on a Hindi page links back to the English address', async () => {
    await activateLocale('hi');
    renderRoutes([{ path: '*', element: <LanguageSwitch /> }], '/faqs');
    expect(within(group()).getByText('हिन्दी')).toHaveAttribute('aria-current', 'true');
    expect(within(group()).getByRole('link', { name: 'English' })).toHaveAttribute('href', '/faqs');
  });

  it("saves a signed-in member's language on their account before the page changes", async () => {
    storeSession(makeUser());
    const spy = stubFetch(() => envelopeResponse(200, null));
    const { user } = renderRoutes([{ path: '*', element: <LanguageSwitch /> }], '/blogs');
    await user.click(within(group()).getByRole('link', { name: 'हिन्दी' }));
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(`${window.location.origin}/hi/blogs`));
    const saved = spy.mock.calls.find(([url]) => String(url) === '/api/user/update');
    expect(saved?.[1]?.method).toBe('PATCH');
    expect(JSON.parse(String(saved?.[1]?.body))).toEqual({ language: 'hi' });
  });

  it('marks the remembered choice where asked (footer, side menu), never redirecting', () => {
    document.cookie = 'lang=hi; path=/';
    renderRoutes([{ path: '*', element: <LanguageSwitch marksChoice /> }], '/');
    expect(within(group()).getByRole('link', { name: /हिन्दी.*your language/ })).toHaveAttribute('href', '/hi');
    expect(within(group()).getByText('English')).toHaveAttribute('aria-current', 'true');
  });
});
