/**
 * The first-party analytics queue (spec §2: events carry category, action, label, value).
 * Everything is pushed onto `window.dataLayer`; a later issue drains that queue to the
 * server and, when configured, to Google Analytics and the ad pixels. Nothing here talks
 * to the network, so tracking can never break a page.
 */

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
