/**
 * Google Analytics (gtag.js) and the Meta pixel, loaded only when the server configures
 * their ids, the visitor has accepted them (lib/analytics-consent.ts), and only after the page is idle (app/analytics-tracker.tsx imports this file
 * lazily, so visitors of an unconfigured site never download it).
 */
import type { WireEvent } from './analytics.ts';

export interface VendorConfig {
  gaMeasurementId: string | null;
  metaPixelId: string | null;
}

type Fn = (...args: unknown[]) => void;
type Fbq = Fn & { callMethod?: Fn; queue: unknown[]; push: Fn; loaded: boolean; version: string };

declare global {
  interface Window {
    /** gtag.js keeps its own queue so it never reads the site's dataLayer entries as GTM events. */
    gtagDataLayer?: unknown[];
    gtag?: Fn;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const GTAG_LAYER = 'gtagDataLayer';

function addScript(src: string): void {
  const s = document.createElement('script');
  s.async = true;
  s.src = src;
  document.head.appendChild(s);
}

function loadGtag(id: string): Fn {
  window.gtagDataLayer ??= [];
  // gtag.js reads `arguments` objects, not arrays: this is Google's own stub.
  window.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    window.gtagDataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { send_page_view: false });
  addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}&l=${GTAG_LAYER}`);
  return window.gtag;
}

function loadPixel(id: string): Fn {
  // Meta's documented stub: calls queue until fbevents.js replaces callMethod.
  const fbq = ((...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  }) as Fbq;
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  window.fbq = window._fbq = fbq;
  fbq('init', id);
  addScript('https://connect.facebook.net/en_US/fbevents.js');
  return fbq;
}

/** Starts the configured vendors; answers a function that forwards our events to them. */
export function loadVendors(config: VendorConfig): (events: WireEvent[]) => void {
  const gtag = config.gaMeasurementId ? loadGtag(config.gaMeasurementId) : undefined;
  const fbq = config.metaPixelId ? loadPixel(config.metaPixelId) : undefined;
  return (events) => {
    for (const e of events) {
      if (e.kind === 'pageview') {
        gtag?.('event', 'page_view', { page_path: e.path, page_location: window.location.origin + e.path, page_title: document.title });
        fbq?.('track', 'PageView');
      } else if (e.kind === 'event') {
        gtag?.('event', e.action ?? 'event', { event_category: e.category, event_label: e.label, value: e.value });
        fbq?.('trackCustom', e.action ?? 'event', { category: e.category, label: e.label, value: e.value });
      } else {
        gtag?.('event', 'purchase', { value: e.value, currency: e.label });
        fbq?.('track', 'Purchase', { value: e.value, currency: e.label });
      }
    }
  };
}

/** Cookies gtag.js and the pixel set on this site: removed when the visitor takes back their Accept. */
const VENDOR_COOKIE = /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc)/;

export function forgetVendors(): void {
  const host = window.location.hostname;
  const domains = ['', `; domain=${host}`, `; domain=.${host.split('.').slice(-2).join('.')}`];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0].trim();
    if (!VENDOR_COOKIE.test(name)) continue;
    for (const d of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${d}`;
  }
}
