import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { fakeBrowser, KEY } from '../../../test/push-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PUSH_SERVICE_UNREACHABLE } from '../../../lib/api/push.ts';
import { PushSettings } from './push-settings.tsx';

describe('PushSettings when the browser cannot reach its push service (issue 26 §11)', () => {
  it('says so beside the switch, which stays off, instead of falling back silently', async () => {
    const browser = fakeBrowser({ answer: 'granted' });
    browser.reg.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    stubApi({ 'GET /api/push/vapidPublicKey': () => envelopeResponse(200, { publicKey: KEY }) });
    const { user } = renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');
    const toggle = await screen.findByRole('switch', { name: /Push notifications on this device/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(PUSH_SERVICE_UNREACHABLE);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(screen.queryByText(/Registration failed/)).toBeNull();
  });
});
