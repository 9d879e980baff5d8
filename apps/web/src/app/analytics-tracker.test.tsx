import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { trackEvent } from '../lib/analytics.ts';
import { envelopeResponse, stubFetch } from '../test/fixtures.ts';
import { CONSENT_KEY, resetTrackerConsentForTests } from '../lib/analytics-consent.ts';
import { AnalyticsTracker, resetAnalyticsConfigForTests } from './analytics-tracker.tsx';

function Home() {
  return (
    <>
      <Link to="/reset-password?token=secret&utm_source=mail">reset</Link>
      <button type="button" onClick={() => trackEvent({ category: 'Landing', action: 'Play Now', label: 'hero' })}>play</button>
    </>
  );
}

function renderTracker(path = '/?utm_source=fb') {
  const router = createMemoryRouter([{
    element: <><AnalyticsTracker /><Outlet /></>,
    children: [{ path: '/', element: <Home /> }, { path: '/reset-password', element: <p>reset page</p> }],
  }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

async function beaconed(beacon: ReturnType<typeof vi.fn>) {
  const batches = await Promise.all(beacon.mock.calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text()).events));
  return batches.flat();
}

/** `response`, and a promise kept once its body has been read (the tracker has the config's answer). */
function readAnswer(response: Response) {
  let done!: () => void;
  const read = new Promise<void>((resolve) => (done = resolve));
  const json = response.json.bind(response);
  response.json = () => json().finally(done);
  return { response, read };
}

/**
 * Once the config's answer is in, what the tracker does with it is promise callbacks, up to the
 * import of the vendors' module: those have all run by the next task, and an import of that module
 * begun then is in before ours. Waits for those (events, not a length of time).
 */
async function promisesRun() {
  await act(() => new Promise<void>((resolve) => void setTimeout(resolve, 0)));
  await act(async () => void (await import('../lib/analytics-vendors.ts')));
}

let beacon: ReturnType<typeof vi.fn>;
beforeEach(() => {
  resetAnalyticsConfigForTests();
  localStorage.removeItem(CONSENT_KEY);
  resetTrackerConsentForTests();
  beacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
  // Idle at once: the vendor step runs right after mounting.
  vi.stubGlobal('requestIdleCallback', (fn: () => void) => (fn(), 1));
});

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete window.gtag;
  delete window.gtagDataLayer;
  delete window.fbq;
});

describe('AnalyticsTracker', () => {
  it('records a page view per route change without secret query parameters, and beacons the dataLayer on pagehide', async () => {
    stubFetch(() => envelopeResponse(200, { gaMeasurementId: null, metaPixelId: null }));
    renderTracker();
    await userEvent.click(screen.getByRole('button', { name: 'play' }));
    await userEvent.click(screen.getByRole('link', { name: 'reset' }));
    expect(await screen.findByText('reset page')).toBeInTheDocument();
    expect(beacon).not.toHaveBeenCalled();

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacon).toHaveBeenCalledTimes(1);
    const events = await beaconed(beacon);
    const visitorId = localStorage.getItem('visitorId');
    expect(events).toEqual([
      { kind: 'pageview', path: '/?utm_source=fb', visitorId, utmSource: 'fb' },
      { kind: 'event', path: '/?utm_source=fb', category: 'Landing', action: 'Play Now', label: 'hero', visitorId, utmSource: 'fb' },
      { kind: 'pageview', path: '/reset-password?utm_source=mail', visitorId, utmSource: 'mail' },
    ]);
    expect(JSON.stringify(events)).not.toContain('secret');
    expect(localStorage.getItem('utmSource')).toBe('mail');

    // Sent entries are not sent again.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('flushes on the interval too', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      stubFetch(() => envelopeResponse(200, { gaMeasurementId: null, metaPixelId: null }));
      renderTracker('/');
      act(() => void vi.advanceTimersByTime(5000));
      expect(beacon).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads no Google Analytics or pixel script without configured ids', async () => {
    const answer = readAnswer(envelopeResponse(200, { gaMeasurementId: null, metaPixelId: null }));
    const fetchSpy = stubFetch(() => answer.response);
    renderTracker('/');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledWith('/api/analytics/config', expect.anything()));
    await answer.read;
    await promisesRun();
    expect(document.querySelector('script[src*="googletagmanager"], script[src*="facebook"]')).toBeNull();
    expect(window.gtag).toBeUndefined();
  });

  it('keeps working when the config call fails', async () => {
    const fetchSpy = stubFetch(() => Promise.reject(new TypeError('offline')) as never);
    renderTracker('/');
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    await promisesRun();
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  const vendorScripts = () => document.querySelectorAll('script[src*="googletagmanager"], script[src*="facebook"]');
  const configured = () => stubFetch(() => envelopeResponse(200, { gaMeasurementId: 'G-TEST1', metaPixelId: '12345' }));

  it('loads neither tracker before the visitor accepts: it asks, and Accept loads both and forwards the page views (issue 26 §5)', async () => {
    configured();
    const user = userEvent.setup();
    renderTracker('/');
    const prompt = await screen.findByRole('dialog', { name: 'Cookies for analytics and ads' });
    expect(vendorScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
    expect(window.fbq).toBeUndefined();
    await user.click(within(prompt).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js?id=G-TEST1"]')).not.toBeNull());
    expect(document.querySelector('script[src="https://connect.facebook.net/en_US/fbevents.js"]')).not.toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
    const calls = (window.gtagDataLayer ?? []).map((a) => Array.from(a as ArrayLike<unknown>));
    expect(calls).toContainEqual(['config', 'G-TEST1', { send_page_view: false }]);
    expect(calls).toContainEqual(['event', 'page_view', expect.objectContaining({ page_path: '/' })]);
    expect(window.fbq?.queue).toContainEqual(['track', 'PageView']);
  });

  it('Decline keeps them out, remembered; the first-party page views still go', async () => {
    configured();
    const user = userEvent.setup();
    const { unmount } = renderTracker('/');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(CONSENT_KEY)).toBe('denied');
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect((await beaconed(beacon)).map((e) => e.kind)).toContain('pageview');
    unmount();
    resetAnalyticsConfigForTests();
    resetTrackerConsentForTests();
    renderTracker('/');
    // Asked once: the next visit neither asks nor loads them.
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(1));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(vendorScripts()).toHaveLength(0);
  });

  it('a remembered Accept loads them without asking again', async () => {
    localStorage.setItem(CONSENT_KEY, 'granted');
    configured();
    renderTracker('/');
    await waitFor(() => expect(vendorScripts()).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
