import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { makeUser, storeSession } from '../test/fixtures.ts';
import { TestProviders } from '../test/render.tsx';
import { PushRelink } from './push-relink.tsx';

const relink = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('../lib/api/push.ts', () => ({ relinkPushDevice: relink }));

function permission(value: NotificationPermission) {
  vi.stubGlobal('Notification', { permission: value });
}

afterEach(() => {
  vi.unstubAllGlobals();
  relink.mockClear();
  localStorage.clear();
  sessionStorage.clear();
});

describe('PushRelink', () => {
  it('links a device with push allowed to a member\'s new sign-in', async () => {
    permission('granted');
    storeSession(makeUser({ userType: 'normal' }));
    render(<TestProviders><PushRelink /></TestProviders>);
    await vi.waitFor(() => expect(relink).toHaveBeenCalledTimes(1));
  });

  it('does nothing without permission, for admins, or signed out', async () => {
    permission('default');
    storeSession(makeUser({ userType: 'normal' }));
    const a = render(<TestProviders><PushRelink /></TestProviders>);
    a.unmount();
    permission('granted');
    storeSession(makeUser({ userType: 'admin' }));
    const b = render(<TestProviders><PushRelink /></TestProviders>);
    b.unmount();
    localStorage.clear();
    sessionStorage.clear();
    render(<TestProviders><PushRelink /></TestProviders>);
    // A relink would go through the same dynamic import, begun before this one: once ours is in, theirs ran.
    await import('../lib/api/push.ts');
    expect(relink).not.toHaveBeenCalled();
  });
});
