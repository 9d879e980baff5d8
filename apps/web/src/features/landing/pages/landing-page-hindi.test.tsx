import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes } from '../../../test/render.tsx';
import { activateLocale } from '../../../lib/i18n.ts';
import LandingPage from './landing-page.tsx';

// Issue 30 §1: the landing page's own words in Hindi (its content comes from the server, in Hindi there).
describe('landing page in Hindi', () => {
  beforeAll(() => activateLocale('hi'));
  afterAll(() => activateLocale('en'));

  it('labels its sections and describes itself in Hindi', async () => {
    // The API is unreachable: the seeds stay on screen.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    renderRoutes([{ path: '/', element: <LandingPage /> }], '/');
    expect(screen.getByText('मेंबरशिप')).toBeInTheDocument();
    expect(screen.getByText('मॉडल पोर्टफ़ोलियो')).toBeInTheDocument();
    expect(screen.getByText('स्टॉप लॉस')).toBeInTheDocument();
    expect(await screen.findByText(/सिर्फ़ शिक्षा के लिए।/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('एक्सपर्ट्स से ट्रेडिंग सीखें'));
  }, 20_000);
});
