import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { LOGOUT_DELAY_MS } from '../../lib/session.tsx';
import { Header } from './header.tsx';

afterEach(() => vi.useRealTimers());

function renderHeader() {
  return renderRoutes([{ path: '*', element: <Header /> }], '/404');
}

describe('header', () => {
  it('shows guests Home, Login and BECOME A MEMBER NOW', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'BECOME A MEMBER NOW' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
  });

  it.each([
    [true, '/posts'],
    [false, '/community-terms-and-conditions'],
  ])('sends Community to the right place when agree=%s', (agree, href) => {
    const member = makeUser({ agree });
    storeSession(member);
    stubFetch(() => envelopeResponse(200, member));
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Community' })).toHaveAttribute('href', href);
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('opens the account menu with name, admin Dashboard, My Profile and Logout', async () => {
    const admin = makeUser({ userType: 'admin', name: 'Ravi Admin', payment: [] });
    storeSession(admin);
    stubFetch(() => envelopeResponse(200, admin));
    renderHeader();
    const trigger = screen.getByRole('button', { name: 'Account menu' });
    expect(trigger).toHaveTextContent('R');
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ravi Admin')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('hides Dashboard from members', async () => {
    const member = makeUser();
    storeSession(member);
    stubFetch(() => envelopeResponse(200, member));
    renderHeader();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('logs out: calls the API, clears the UI at once and storage after 150 ms, then goes to /', async () => {
    const member = makeUser();
    storeSession(member, 'tok');
    const spy = stubFetch((url) => (url === '/api/auth' ? envelopeResponse(200, member) : new Promise<Response>(() => {})));
    const { router } = renderHeader();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('/api/auth', expect.anything()));

    vi.useFakeTimers();
    screen.getByRole('button', { name: 'Account menu' }).focus();
    await act(async () => {
      screen.getByRole('button', { name: 'Account menu' }).dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    await act(async () => screen.getByRole('menuitem', { name: 'Logout' }).click());

    const logoutCall = spy.mock.calls.find(([url]) => url === '/api/auth/logout');
    expect((logoutCall?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(screen.queryByRole('button', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok');
    await act(async () => vi.advanceTimersByTime(LOGOUT_DELAY_MS));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('side menu', () => {
  it('lists the guest entries in a dialog that Esc closes', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link').map((a) => a.textContent?.trim());
    expect(names).toEqual(['Home', 'Contact Us', 'Login', 'Become a Memeber Now']);
    // Below the entries, the language switch (issue 30 §2).
    expect(within(drawer).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('href', '/hi/404');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists member entries with Logout, and Dashboard for admins', async () => {
    const admin = makeUser({ userType: 'admin', payment: [] });
    storeSession(admin);
    stubFetch(() => envelopeResponse(200, admin));
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const names = within(within(drawer).getByRole('navigation', { name: 'Mobile' })).getAllByRole('link').map((a) => a.textContent?.trim());
    expect(names).toEqual(['Community', 'Dashboard', 'My Profile', 'Home', 'Contact Us']);
    expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
