/**
 * The analytics queue (spec §2: events carry category, action, label, value).
 * Pages push onto `window.dataLayer` through `trackEvent`/`trackConversion`, which never
 * touch the network, so tracking can never break a page. `AnalyticsTracker` (app/) collects
 * new entries with `collectDataLayer` and ships them with `sendEvents` to the first-party
 * store, POST /api/analytics/events (docs/decisions/0008-analytics.md).
 */
import { getToken } from './storage.ts';

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value?: number;
}

export interface Conversion {
  /** Currency units (the provider's paise divided by 100, spec §7). */
  value: number;
  currency: string;
  transactionId: string;
}

export type DataLayerEntry =
  | ({ event: 'event'; at: string } & AnalyticsEvent)
  | ({ event: 'conversion'; at: string } & Conversion);

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  return window.dataLayer;
}

export function trackEvent({ category, action, label, value }: AnalyticsEvent): void {
  const entry: DataLayerEntry = { event: 'event', at: new Date().toISOString(), category, action, label, value };
  dataLayer().push(entry);
}

export function trackConversion({ value, currency, transactionId }: Conversion): void {
  const entry: DataLayerEntry = { event: 'conversion', at: new Date().toISOString(), value, currency, transactionId };
  dataLayer().push(entry);
}

/** Payment outcomes recorded by the registration and renewal flows (spec §4 Registration). */
export const PAYMENT_EVENTS = {
  cancelled: 'Payment Cancelled',
  failed: 'Payment Failed',
} as const;

// ---------------------------------------------------------------- shipping to the server

/** One row of POST /api/analytics/events (the server's AnalyticsEventSchema); error and vital: lib/client-reports.ts. */
export interface WireEvent {
  kind: 'pageview' | 'event' | 'conversion' | 'error' | 'vital';
  path: string;
  category?: string;
  action?: string;
  label?: string;
  value?: number;
  utmSource?: string;
  visitorId: string;
}

export const EVENTS_URL = '/api/analytics/events';
export const MAX_BATCH = 20;

/** Entries already collected. The queue itself is left alone: other readers (GTM, tests) see it whole. */
const collected = new WeakSet<object>();

const isEntry = (e: unknown): e is DataLayerEntry =>
  typeof e === 'object' && e !== null && ((e as DataLayerEntry).event === 'event' || (e as DataLayerEntry).event === 'conversion');

/** A string the server accepts: trimmed, cut to its limit, left out when empty. */
function bounded(v: unknown, max: number): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.trim().slice(0, max);
  return s || undefined;
}

const finite = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= 1e9 ? v : undefined);

/** The dataLayer entries not collected yet, as wire events recorded on `path`. */
export function collectDataLayer(base: Pick<WireEvent, 'path' | 'visitorId' | 'utmSource'>): WireEvent[] {
  const out: WireEvent[] = [];
  for (const entry of window.dataLayer ?? []) {
    if (!isEntry(entry) || collected.has(entry)) continue;
    collected.add(entry);
    out.push(entry.event === 'event'
      ? { ...base, kind: 'event', category: bounded(entry.category, 100), action: bounded(entry.action, 100),
          label: bounded(entry.label, 200), value: finite(entry.value) }
      : { ...base, kind: 'conversion', category: 'Conversion', action: 'purchase',
          label: bounded(entry.currency, 200), value: finite(entry.value) });
  }
  return out;
}

function post(body: string, token: string | null): void {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(EVENTS_URL, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

/**
 * Sends events in batches of at most 20. Anonymous visitors go by `navigator.sendBeacon`,
 * which survives the page closing; it cannot carry an Authorization header, so a signed-in
 * member's batch goes by `fetch(..., {keepalive: true})` (which also survives) with the
 * bearer token. A refused beacon falls back to fetch. Failures are dropped, never retried.
 */
export function sendEvents(events: WireEvent[]): void {
  for (let i = 0; i < events.length; i += MAX_BATCH) {
    try {
      const body = JSON.stringify({ events: events.slice(i, i + MAX_BATCH) });
      const token = getToken();
      const beacon = !token && typeof navigator.sendBeacon === 'function'
        && navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'application/json' }));
      if (!beacon) post(body, token);
    } catch {
      // Analytics never breaks the page.
    }
  }
}
