import type { User } from '@tlt/shared/user';
import { parseUser } from './user-shape.ts';

/** Spec key names: the logged-in user and the auth token. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface StoredSession {
  token: string;
  user: User;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Remembered sessions live in localStorage; others die with the tab in sessionStorage. None on the server. */
function areas(): Storage[] {
  return typeof window === 'undefined' ? [] : [window.localStorage, window.sessionStorage];
}

function areaHoldingToken(): Storage | undefined {
  return areas().find((s) => s.getItem(TOKEN_KEY) !== null);
}

export function getToken(): string | null {
  return areaHoldingToken()?.getItem(TOKEN_KEY) ?? null;
}

/** A token with an unreadable user counts as no session: the UI cannot work without the user. */
export function readSession(): StoredSession | null {
  const area = areaHoldingToken();
  if (!area) return null;
  const token = area.getItem(TOKEN_KEY) as string;
  try {
    const user = parseUser(JSON.parse(area.getItem(USER_KEY) ?? 'null'));
    return user ? { token, user } : null;
  } catch {
    return null;
  }
}

export function saveSession(session: StoredSession, remember: boolean): void {
  clearStorage();
  const area = remember ? window.localStorage : window.sessionStorage;
  area.setItem(TOKEN_KEY, session.token);
  area.setItem(USER_KEY, JSON.stringify(session.user));
}

/** Rewrites the user next to the token, keeping the remember choice made at login. */
export function saveUser(user: User): void {
  areaHoldingToken()?.setItem(USER_KEY, JSON.stringify(user));
}

function clearStorage(): void {
  for (const area of areas()) {
    area.removeItem(TOKEN_KEY);
    area.removeItem(USER_KEY);
  }
}

/** Removes user and token and tells the session state, so the UI logs out too. */
export function clearSession(): void {
  clearStorage();
  listeners.forEach((fn) => fn());
}

export function onSessionCleared(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}
