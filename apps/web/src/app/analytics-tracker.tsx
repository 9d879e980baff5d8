import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { collectDataLayer, sendEvents, type WireEvent } from '../lib/analytics.ts';
import {
  chooseTrackerConsent, consentNeeded, onConsentChange, trackerConsent, useTrackerConsent,
} from '../lib/analytics-consent.ts';
import type { VendorConfig } from '../lib/analytics-vendors.ts';
import { PATHS } from '../lib/paths.ts';
import { reloadPage } from '../lib/reload-page.ts';
import { captureUtmSource, cleanPath, getVisitorId } from '../lib/utm.ts';

export const FLUSH_INTERVAL_MS = 5000;
/** Longest wait for an idle moment before the third-party scripts load anyway. */
export const VENDOR_IDLE_TIMEOUT_MS = 4000;
const BACKLOG_MAX = 50;

// Its own chunk, fetched only on a site with a tracker configured (the landing page's JS budget).
const ConsentPrompt = lazy(() => import('../components/consent-prompt.tsx'));

const GA_ID = /^G-[A-Z0-9]+$/;
const PIXEL_ID = /^\d+$/;

/** One request per page load; a failed or odd answer means no third parties, never an error. */
let configRequest: Promise<VendorConfig | null> | undefined;
function vendorConfig(): Promise<VendorConfig | null> {
  configRequest ??= fetch('/api/analytics/config', { headers: { Accept: 'application/json' } })
    .then((r) => (r.ok ? r.json() : null))
    .then((body) => {
      const ga = body?.data?.gaMeasurementId;
      const pixel = body?.data?.metaPixelId;
      const config = { gaMeasurementId: GA_ID.test(ga) ? ga : null, metaPixelId: PIXEL_ID.test(pixel) ? pixel : null };
      return config.gaMeasurementId || config.metaPixelId ? config : null;
    })
    .catch(() => null);
  return configRequest;
}

/** Runs `fn` once the page has loaded and the main thread is idle, so vendors never delay first paint. */
function whenIdle(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => !cancelled && fn();
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(run, { timeout: VENDOR_IDLE_TIMEOUT_MS });
    else timer = setTimeout(run, VENDOR_IDLE_TIMEOUT_MS / 2);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
    clearTimeout(timer);
  };
}

interface Tracker {
  pageview: (pathname: string, search: string) => void;
  stop: () => void;
}

function startTracker(): Tracker {
  const visitorId = getVisitorId();
  let utmSource = captureUtmSource() ?? undefined;
  let path = cleanPath(window.location.pathname, window.location.search);
  let pending: WireEvent[] = [];
  // Events wait here for the vendors until their config is known; null once it is.
  let backlog: WireEvent[] | null = [];
  let forward: ((events: WireEvent[]) => void) | undefined;

  const add = (events: WireEvent[]) => {
    if (!events.length) return;
    pending.push(...events);
    if (forward) forward(events);
    else if (backlog && backlog.length < BACKLOG_MAX) backlog.push(...events);
  };
  // dataLayer entries belong to the page they were pushed on: collect before the path moves on.
  const collect = () => add(collectDataLayer({ path, visitorId, utmSource }));
  const flush = () => {
    collect();
    if (pending.length) sendEvents(pending);
    pending = [];
  };
  const onHide = () => document.visibilityState === 'hidden' && flush();

  const interval = setInterval(flush, FLUSH_INTERVAL_MS);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  let stopConsent: (() => void) | undefined;
  let starting = false;
  let stopped = false;
  const cancelIdle = whenIdle(async () => {
    const config = await vendorConfig();
    if (!config || stopped) return void (backlog = null);
    // Google Analytics and the pixel wait for the visitor's Accept (issue 26 §5); the page views
    // recorded meanwhile wait in the backlog and go to them once accepted, never before.
    const start = async () => {
      if (forward || starting) return;
      starting = true;
      try {
        const { loadVendors } = await import('../lib/analytics-vendors.ts');
        forward = loadVendors(config);
        forward(backlog ?? []);
      } catch {
        forward = undefined;
      }
      backlog = null;
    };
    const follow = () => {
      const choice = trackerConsent();
      if (choice === 'granted') return void start();
      if (choice !== 'denied') return;
      backlog = null;
      // Declined after accepting: their scripts cannot be unloaded, so their cookies go and the page starts afresh.
      if (forward) {
        forward = undefined;
        void import('../lib/analytics-vendors.ts').then((v) => v.forgetVendors()).finally(reloadPage);
      }
    };
    stopConsent = onConsentChange(follow);
    consentNeeded();
    follow();
  });

  return {
    pageview(pathname, search) {
      collect();
      utmSource = captureUtmSource(search) ?? undefined;
      path = cleanPath(pathname, search);
      add([{ kind: 'pageview', path, visitorId, utmSource }]);
    },
    stop() {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', flush);
      stopped = true;
      cancelIdle();
      stopConsent?.();
      flush();
    },
  };
}

/**
 * Spec §2: every page view goes to analytics (and the ad pixels when configured and accepted). Records a
 * page view per navigation and ships the dataLayer to the first-party store every few seconds
 * and when the page is hidden. Renders only the consent prompt while it is open (first in the
 * page's order, so a keyboard reaches it first); mounted once in the root layout.
 */
export function AnalyticsTracker() {
  const location = useLocation();
  const tracker = useRef<Tracker | null>(null);
  const lastKey = useRef<string | null>(null);

  useEffect(() => {
    const t = startTracker();
    tracker.current = t;
    return () => {
      t.stop();
      tracker.current = null;
    };
  }, []);

  useEffect(() => {
    // StrictMode runs effects twice: one navigation is one page view.
    if (lastKey.current === location.key) return;
    lastKey.current = location.key;
    tracker.current?.pageview(location.pathname, location.search);
  }, [location.key, location.pathname, location.search]);

  const consent = useTrackerConsent();
  if (!consent.open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPrompt privacyPath={PATHS.privacyPolicy} onAccept={() => chooseTrackerConsent('granted')} onDecline={() => chooseTrackerConsent('denied')} />
    </Suspense>
  );
}

/** Tests start each case from a fresh config request. */
export function resetAnalyticsConfigForTests(): void {
  configRequest = undefined;
}
