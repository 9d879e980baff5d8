import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@tlt/shared/user';
import { currentUserQueryKey, useCurrentUser } from './api/current-user.ts';
import { logoutRequest } from './api/logout.ts';
import { navigateTo } from './navigation.ts';
import { applyRefreshedUser } from './session-start.ts';
import { clearSession, onSessionCleared, saveSession, saveUser, type StoredSession } from './storage.ts';
import { useHydrated } from './use-hydrated.ts';

/** Spec §9: stored user and token outlive the visible logout by 150 ms. */
export const LOGOUT_DELAY_MS = 150;

interface SessionValue {
  /** Null while a server-rendered page hydrates: that HTML is a visitor's (decision 0035). */
  user: User | null;
  token: string | null;
  /** The session's token even while hydrating, for what must know at once (RouteGuard's arrival). */
  storedToken: string | null;
  signIn: (session: StoredSession, remember: boolean) => void;
  /** The server changed the signed-in user (e.g. a new profile image): show and store it. */
  updateUser: (user: User) => void;
  logout: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

export function SessionProvider({ initial, children }: { initial: StoredSession | null; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<StoredSession | null>(initial);
  // Only the session found at start is refreshed; a fresh login already carries the server's user.
  const [startToken] = useState(initial?.token ?? null);
  const refreshed = useCurrentUser(session?.token === startToken ? startToken : null);

  // The api-client clears storage on an expired session; the UI must log out with it.
  useEffect(() => onSessionCleared(() => setSession(null)), []);

  // The refreshed user is derived, not copied into state; storage is rewritten only when it differs.
  const fresh = session && session.token === startToken ? refreshed.data : undefined;
  const storedUser = session?.user;
  useEffect(() => {
    if (storedUser && fresh) applyRefreshedUser(storedUser, fresh);
  }, [storedUser, fresh]);

  const signIn = useCallback((next: StoredSession, remember: boolean) => {
    saveSession(next, remember);
    setSession(next);
  }, []);

  const updateUser = useCallback(
    (user: User) => {
      saveUser(user);
      setSession((current) => (current ? { ...current, user } : current));
      // The refreshed copy wins over the stored one, so it must change too.
      if (startToken) queryClient.setQueryData(currentUserQueryKey(startToken), user);
    },
    [queryClient, startToken],
  );

  const logout = useCallback(() => {
    // Fired before the state is cleared so the request still carries the bearer token.
    logoutRequest().then(clearSession, clearSession);
    setSession(null);
    queryClient.removeQueries();
    setTimeout(() => {
      clearSession();
      navigateTo('/');
    }, LOGOUT_DELAY_MS);
  }, [queryClient]);

  // A server-rendered page is a visitor's page: the stored session shows once it has hydrated,
  // so the first render matches that HTML (header, guards, locked blogs) and then turns signed in.
  const hydrated = useHydrated();
  const user = hydrated ? (fresh ?? session?.user ?? null) : null;
  const token = hydrated ? (session?.token ?? null) : null;
  const storedToken = session?.token ?? null;
  // The same object while nothing in it changes: for a visitor, hydrating changes nothing, so no
  // consumer (header, guards, pages) draws again at once after hydration (a long task on a phone).
  const value = useMemo<SessionValue>(
    () => ({ user, token, storedToken, signIn, updateUser, logout }),
    [user, token, storedToken, signIn, updateUser, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}
