import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '../test/fixtures.ts';
import { renderRoutes } from '../test/render.tsx';
import { RenewNowLink } from './renew-now-link.tsx';

const DAY = 24 * 3600 * 1000;

/** A member whose period ends in `days` days (negative: ended). */
function memberEndingIn(days: number, userType: 'normal' | 'admin' = 'normal') {
  const base = makeUser({ userType });
  return { ...base, payment: [{ ...base.payment[0], endDate: new Date(Date.now() + days * DAY).toISOString() }] };
}

function show(user: ReturnType<typeof makeUser>, where: 'profile' | 'dashboard') {
  renderRoutes([{ path: '/', element: <RenewNowLink user={user} where={where} /> }], '/');
  return screen.queryByRole('link', { name: 'Renew now' });
}

describe('Renew now', () => {
  it('shows on the profile any time a period runs, and leads to the renew-early checkout', () => {
    expect(show(memberEndingIn(150), 'profile')).toHaveAttribute('href', '/renew-early');
  });

  it('shows on the dashboard only in the last 30 days of the period', () => {
    expect(show(memberEndingIn(150), 'dashboard')).toBeNull();
  });

  it.each([29, 10, 1])('shows on the dashboard %i days before the end', (days) => {
    expect(show(memberEndingIn(days), 'dashboard')).toHaveAttribute('href', '/renew-early');
  });

  it('does not show 31 days before the end on the dashboard', () => {
    expect(show(memberEndingIn(31), 'dashboard')).toBeNull();
  });

  it.each(['profile', 'dashboard'] as const)('does not show on the %s once the period has ended, nor for an admin', (where) => {
    expect(show(memberEndingIn(-1), where)).toBeNull();
    expect(show(memberEndingIn(10, 'admin'), where)).toBeNull();
  });

  it('does not show for a member with no period', () => {
    expect(show(makeUser({ payment: [] }), 'profile')).toBeNull();
  });
});
