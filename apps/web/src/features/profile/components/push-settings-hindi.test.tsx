import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { envelopeResponse } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/billing-fixtures.ts';
import { fakeBrowser, KEY } from '../../../test/push-fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { visibleEnglish } from '../../../test/english-words.ts';
import { activateLocale } from '../../../lib/i18n.ts';
import { PushSettings } from './push-settings.tsx';

// The Hindi catalogues compile on first load: generous on a busy machine.
beforeAll(() => activateLocale('hi'), 60_000);
afterAll(() => activateLocale('en'));

const render = () => renderRoutes([{ path: '/profile', element: <PushSettings /> }], '/profile');

// Issue 30 §1/§8: the help for a browser that cannot push is in Hindi; browser and device names stay, marked as names.
describe('push notification help in Hindi', () => {
  it('names the browsers to use as names, the rest in Hindi', async () => {
    const { container } = render();
    expect(await screen.findByText('यह ब्राउज़र वेबसाइट के नोटिफ़िकेशन नहीं दिखा सकता।')).toBeInTheDocument();
    for (const brand of ['Chrome', 'Edge', 'Firefox', 'Safari']) expect(screen.getByText(brand)).toHaveAttribute('translate', 'no');
    expect(visibleEnglish(container)).toEqual([]);
  });

  it('tells an iPhone in a Safari tab what to tap in Hindi', async () => {
    Object.defineProperty(navigator, 'userAgent', {
      value: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      configurable: true,
    });
    const { container } = render();
    expect(await screen.findByText('होम स्क्रीन में जोड़ें')).toBeInTheDocument();
    expect(screen.getByText('iPhone')).toHaveAttribute('translate', 'no');
    expect(screen.getByLabelText('शेयर')).toBeInTheDocument();
    expect(visibleEnglish(container, ['The Lazy Trader'])).toEqual([]);
  });

  it('says in Hindi that the browser could not reach its push service', async () => {
    const browser = fakeBrowser({ answer: 'granted' });
    browser.reg.pushManager.subscribe.mockRejectedValue(new DOMException('Registration failed - push service error', 'AbortError'));
    stubApi({ 'GET /api/push/vapidPublicKey': () => envelopeResponse(200, { publicKey: KEY }) });
    const { user, container } = render();
    const toggle = await screen.findByRole('switch', { name: /इस डिवाइस पर पुश नोटिफ़िकेशन/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^यह ब्राउज़र अपनी नोटिफ़िकेशन सेवा तक नहीं पहुँच सका/);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
    expect(visibleEnglish(container)).toEqual([]);
  });
});
