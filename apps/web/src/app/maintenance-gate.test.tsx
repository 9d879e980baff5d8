import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { render } from '@testing-library/react';
import { MSG } from '@tlt/shared/messages';
import { envelopeResponse, makeUser, storeSession, stubFetch } from '../test/fixtures.ts';
import { TestProviders } from '../test/render.tsx';
import { MaintenanceGate } from './maintenance-gate.tsx';

function serve(isTLT: boolean) {
  return stubFetch((url) =>
    url === '/api/underMaintenance'
      ? envelopeResponse(200, { isTLT })
      : envelopeResponse(200, JSON.parse(localStorage.getItem('user') ?? 'null')),
  );
}

function renderGate() {
  render(
    <TestProviders>
      <MaintenanceGate>
        <p>the app</p>
      </MaintenanceGate>
    </TestProviders>,
  );
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
    renderGate();
    expect(await screen.findByText(MSG.maintenance)).toBeInTheDocument();
  });

  it('lets a signed-in admin through', async () => {
    storeSession(makeUser({ userType: 'admin', payment: [] }));
    const spy = serve(true);
    renderGate();
    await vi.waitFor(() => expect(spy).toHaveBeenCalledWith('/api/underMaintenance', expect.anything()));
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByText('the app')).toBeInTheDocument();
    expect(screen.queryByText(MSG.maintenance)).not.toBeInTheDocument();
  });

  it('shows the app when maintenance is off', async () => {
    const spy = serve(false);
    renderGate();
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.getByText('the app')).toBeInTheDocument();
  });
});
