import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PageAccess } from '@tlt/shared/routes';
import { useSession } from '../lib/session.tsx';
import { PAGES } from './pages.ts';

/**
 * Client-side gate by token presence (spec §2: routes are gated on the client only by
 * the stored token; admin screens additionally need userType admin). The server enforces the rest.
 */
export function RouteGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { token, storedToken, user } = useSession();
  switch (access.kind) {
    case 'public':
      return children;
    case 'guest':
      return <GuestOnly token={token} storedToken={storedToken} redirect={access.redirect}>{children}</GuestOnly>;
    case 'auth':
      return token ? children : <Navigate to="/" replace />;
    case 'admin': {
      if (!token) return <Navigate to="/" replace />;
      if (access.membersTo && user && user.userType !== 'admin') return <Navigate to={access.membersTo} replace />;
      const NotFound = PAGES['/404'];
      return user?.userType === 'admin' ? children : <NotFound />;
    }
  }
}

interface GuestOnlyProps {
  token: string | null;
  /** The session's token even while a server-rendered page hydrates (when `token` still reads null). */
  storedToken: string | null;
  redirect: string;
  children: ReactNode;
}

/**
 * Sends visitors who arrive signed in to `redirect`. A sign-in made on the page itself (the
 * login form, registration) navigates on its own, to /posts or /thank-you; redirecting here
 * too would race that navigation. Keyed per route in routes.tsx, so "arrived" means this page.
 * A server-rendered page hydrates as the visitor's page it is, then redirects (decision 0035).
 */
function GuestOnly({ token, storedToken, redirect, children }: GuestOnlyProps) {
  const [arrivedSignedIn] = useState(storedToken !== null);
  return token && arrivedSignedIn ? <Navigate to={redirect} replace /> : children;
}
