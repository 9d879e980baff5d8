import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { useMaintenance } from '../lib/api/maintenance.ts';
import { useSession } from '../lib/session.tsx';
import { MaintenanceGate } from './maintenance-gate.tsx';

function serve(isTLT: boolean) {
  return stubFetch((url) =>
    url === '/api/underMaintenance'
      ? envelopeResponse(200, { isTLT })
      : envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null')),
  );
}

/** The app, saying once it knows the flag: what shows after the answer, not before it. */
function App() {
  const { data } = useMaintenance();
  return <p>{data ? `the app (maintenance ${data.isTLT ? 'on' : 'off'})` : 'the app'}</p>;
}

/** The gate around a page at `path`, as the router has it around the root layout. */
function renderGate(path = '/') {
  return renderRoutes([{ element: <MaintenanceGate><App /></MaintenanceGate>, children: [{ path: '*', element: null }] }], path);
}

describe('maintenance gate', () => {
  it('replaces everything with the maintenance text when the server flags it', async () => {
    serve(true);
    renderGate();
    expect(await screen.findByRole('heading', { name: MSG.maintenance })).toBeInTheDocument();
    expect(screen.queryByText('the app')).not.toBeInTheDocument();
  });

  it('also blocks a signed-in member', async () => {
    storeSession(makeUser());
    serve(true);
    renderGate('/posts');
    expect(await screen.findByText(MSG.maintenance)).toBeInTheDocument();
  });

  it.each(['/login', '/reset-password', '/reset-password/'])('leaves %s open to a visitor, so an admin can sign in', async (path) => {
    serve(true);
    renderGate(path);
    expect(await screen.findByText('the app (maintenance on)')).toBeInTheDocument();
    expect(screen.queryByText(MSG.maintenance)).not.toBeInTheDocument();
  });

  it('lets a signed-in admin through under a banner that leads to the switch', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    serve(true);
    renderGate('/posts');
    const banner = await screen.findByRole('region', { name: 'Maintenance mode is on' });
    expect(within(banner).getByRole('link', { name: 'Turn it off' })).toHaveAttribute('href', '/admin/content#site-switches');
    expect(screen.getByText('the app (maintenance on)')).toBeInTheDocument();
    expect(screen.queryByText(MSG.maintenance)).not.toBeInTheDocument();
  });

  it('shows the app, and no banner, when maintenance is off', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    serve(false);
    renderGate();
    expect(await screen.findByText('the app (maintenance off)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Maintenance mode is on' })).not.toBeInTheDocument();
  });

  it('keeps the page mounted when an admin signs in on /login (its own redirect must not race the guest guard\'s)', async () => {
    serve(true);
    let mounts = 0;
    function LoginPage() {
      const { signIn } = useSession();
      useEffect(() => void (mounts += 1), []);
      return <button type="button" onClick={() => signIn({ token: 'tok-a', user: makeUser({ userType: 'admin', payment: [] }) }, true)}>Login</button>;
    }
    const { user } = renderRoutes([{ element: <MaintenanceGate><App /><LoginPage /></MaintenanceGate>, children: [{ path: '*', element: null }] }], '/login');
    await screen.findByText('the app (maintenance on)');
    const before = mounts;
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('region', { name: 'Maintenance mode is on' })).toBeInTheDocument();
    expect(mounts).toBe(before);
  });
});
