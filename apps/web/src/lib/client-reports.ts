/**
 * Browser errors and real-user Web Vitals, sent to the first-party analytics store (issue 28 §6).
 * Loaded after the page has loaded (main.tsx), outside the landing page's JS budget; Web Vitals
 * read the browser's buffered entries, so LCP, FCP and TTFB are still seen. An error thrown before
 * it loaded is not. The server keeps only the message, the path without its query and the value.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { sendEvents, type WireEvent } from './analytics.ts';
import { getVisitorId } from './utm.ts';

/** At most this many errors a page load: a loop that throws must not flood the endpoint. */
export const ERRORS_PER_PAGE = 10;
/** The server refuses longer messages; it keeps 200 characters of them. */
const MESSAGE_MAX = 1000;
/** Errors wait this long for others before going; everything goes when the page is hidden. */
export const REPORT_DELAY_MS = 5000;

function messageOf(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  if (typeof reason === 'string') return reason;
  try {
    return JSON.stringify(reason) ?? String(reason);
  } catch {
    return String(reason);
  }
}

/** Starts listening; the returned function stops and sends what is waiting (tests). */
export function startClientReports(): () => void {
  const visitorId = getVisitorId();
  let pending: WireEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const seen = new Set<string>();
  let stopped = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length) sendEvents(pending);
    pending = [];
  };
  const add = (event: WireEvent, soon: boolean) => {
    if (stopped) return;
    pending.push(event);
    if (soon) timer ??= setTimeout(flush, REPORT_DELAY_MS);
  };

  const reportError = (category: 'error' | 'unhandledrejection', raw: string) => {
    const label = raw.trim().slice(0, MESSAGE_MAX);
    // The same message again (a render loop) is one report.
    if (!label || seen.size >= ERRORS_PER_PAGE || seen.has(`${category}:${label}`)) return;
    seen.add(`${category}:${label}`);
    add({ kind: 'error', path: window.location.pathname, category, label, visitorId }, true);
  };
  const onError = (e: ErrorEvent) => reportError('error', e.error instanceof Error ? messageOf(e.error) : e.message);
  const onRejection = (e: PromiseRejectionEvent) => reportError('unhandledrejection', messageOf(e.reason));
  // A vital is final when the page is hidden (CLS, INP) or soon after load (the others): sent with the next batch.
  const onVital = (m: Metric) => add({
    kind: 'vital', path: window.location.pathname, action: m.name, value: Math.max(0, m.value), label: m.rating, visitorId,
  }, false);
  const onHide = () => document.visibilityState === 'hidden' && flush();

  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flush);
  // Listening from here (end-to-end tests wait for it, as for data-app-ready).
  document.documentElement.dataset.clientReports = '';
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) {
    try {
      on(onVital);
    } catch {
      // A browser without the Performance APIs a vital needs: no vital, never a broken page.
    }
  }

  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flush);
    flush();
    stopped = true;
  };
}
