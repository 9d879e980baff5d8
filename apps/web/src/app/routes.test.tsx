import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../test/fixtures.ts';
import { preloadPages } from '../test/pages.ts';
import { renderRoutes, TestProviders } from '../test/render.tsx';
import { RouteGuard } from './route-guard.tsx';
import { routes } from './routes.tsx';

// The pages these tests land on, loaded before they render (see test/pages.ts).
beforeAll(() => preloadPages('/', '/login', '/user-dashboard', '/thank-you', '/404', '/community-terms-and-conditions', '/renew-subscription/:renewalToken'));

beforeEach(() => {
  // The session refresh (GET /api/auth) answers with whatever user is stored.
  stubFetch(() => envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null')));
});

describe('guest routes', () => {
  it.each(['/login', '/'])('send a visitor with a stored token from %s to /user-dashboard', async (path) => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dashboard');
  });

  it.each([
    ['/pricing-plans', '/user-dashboard'],
    ['/reset-password?token=abc', '/user-dashboard'],
  ])('send a signed-in visitor from %s on to %s', async (path, landing) => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(landing);
  });

  it('let a signed-in member open a reminder mail\'s renewal link: no redirect (issue 26 §4)', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/renew-subscription/tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Renew Subscription' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/renew-subscription/tok-1');
  });

  it('send a signed-in member from /register to /thank-you', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/register');
    expect(await screen.findByRole('heading', { level: 1, name: /Congratulations, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/thank-you');
  });

  it('let a login made on /login land on /posts (then the terms wizard), not the guest redirect', async () => {
    const user = makeUser({ name: 'Asha Member', agree: false });
    stubFetch((url) =>
      url.includes('/auth/login') ? envelopeResponse(200, { token: 'tok-1', user }) : envelopeResponse(200, user));
    const { router } = renderRoutes(routes, '/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Platform Login' }));
    await userEvent.type(screen.getByLabelText('Email', { exact: true }), 'member@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Member@123');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    // Two lazy pages load on the way (/posts, then the wizard): a loaded machine takes over waitFor's 1 s.
    await waitFor(() => expect(router.state.location.pathname).toBe('/community-terms-and-conditions'), { timeout: 10_000 });
  });

  it('show /login to a visitor without a token', async () => {
    const { router } = renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Platform Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('auth routes', () => {
  it('send a visitor without a token from /user-dashboard to /', async () => {
    const { router } = renderRoutes(routes, '/user-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /99% of traders lose money/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('send a visitor without a token from /profile to /', async () => {
    const { router } = renderRoutes(routes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: /99% of traders lose money/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('show /admin/plans to members as the not-found page', async () => {
    storeSession(makeUser());
    renderRoutes(routes, '/admin/plans');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('count a session-only token as signed in', async () => {
    storeSession(makeUser(), 'tok', sessionStorage);
    const { router } = renderRoutes(routes, '/user-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dashboard');
  });
});

describe('unknown paths', () => {
  it.each(['/nope', '/postsx', '/registerx', '/login/extra', '/LOGIN', '/admin'])('%s goes to the 404 page', async (path) => {
    const { router } = renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Home' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/404');
  });
});

describe('admin guard', () => {
  function renderAdminRoute() {
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>landing</p> },
        { path: '/all-users', element: <RouteGuard access={{ kind: 'admin' }}><p>admin screen</p></RouteGuard> },
      ],
      { initialEntries: ['/all-users'] },
    );
    render(<TestProviders><RouterProvider router={router} /></TestProviders>);
    return router;
  }

  it('renders for an admin', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    renderAdminRoute();
    expect(await screen.findByText('admin screen')).toBeInTheDocument();
  });

  it('shows the not-found page to a member', async () => {
    storeSession(makeUser());
    renderAdminRoute();
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('admin screen')).not.toBeInTheDocument();
  });

  it('sends a visitor without a token to /', async () => {
    const router = renderAdminRoute();
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('admin paths from the page table (issue 14 §7)', () => {
  it.each(['/admin/content', '/all-leads', '/all-posts-review', '/all-users/u1'])('send a visitor from %s to /', async (path) => {
    const { router } = renderRoutes(routes, path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('send a member from /all-posts-review to / (and on, signed in, to /user-dashboard)', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/all-posts-review');
    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back, Asha/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user-dashboard');
  });

  it('show other admin screens to a member as the 404 page', async () => {
    storeSession(makeUser({ name: 'Asha Member' }));
    const { router } = renderRoutes(routes, '/all-leads');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/all-leads');
  });
});
