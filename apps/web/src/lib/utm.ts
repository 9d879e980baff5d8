/**
 * Campaign source and anonymous visitor id (spec §3: local storage key `utmSource`).
 *
 * Rule: a non-empty `?utm_source=` in the address replaces the stored value (the latest
 * campaign that brought the visitor back wins); an address without one keeps what is stored,
 * so moving around the site or returning directly never erases the campaign. The webinar
 * registration reads the stored value ("fb" → source "FB").
 */
export const UTM_SOURCE_KEY = 'utmSource';
export const VISITOR_ID_KEY = 'visitorId';
const MAX_SOURCE = 100;

/** localStorage can throw (Safari private mode, storage disabled): analytics then runs without it. */
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

/** Stores `utm_source` from the query string when present; answers the source now in effect. */
export function captureUtmSource(search: string = window.location.search): string | null {
  const incoming = new URLSearchParams(search).get('utm_source')?.trim().slice(0, MAX_SOURCE);
  if (incoming) write(UTM_SOURCE_KEY, incoming);
  return incoming || read(UTM_SOURCE_KEY);
}

export function getUtmSource(): string | null {
  return read(UTM_SOURCE_KEY);
}

let memoryVisitor: string | undefined;

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID exists only on https and localhost; a LAN address gets this instead.
  return `v${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/** A random id per browser, not tied to the person: it only groups one browser's page views. */
export function getVisitorId(): string {
  const stored = read(VISITOR_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  memoryVisitor ??= randomId();
  write(VISITOR_ID_KEY, memoryVisitor);
  return memoryVisitor;
}

/** Query parameters that carry secrets: reset links (`token`, `key`) and the like. */
const SECRET_PARAMS = /^(token|key|renewaltoken|password|email)$/i;

/**
 * The path recorded for a page: pathname plus the harmless part of the query. Secret
 * parameters are dropped and the renewal token in /renew-subscription/{token} is masked.
 */
export function cleanPath(pathname: string, search = ''): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (SECRET_PARAMS.test(name)) params.delete(name);
  const query = params.toString();
  const path = pathname.replace(/^(\/renew-subscription\/)[^/]+/, '$1:token') || '/';
  return (query ? `${path}?${query}` : path).slice(0, 300);
}
