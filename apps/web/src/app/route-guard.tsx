import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { PageAccess } from '@tlt/shared/routes';
import { useSession } from '../lib/session.tsx';
import { PAGES } from './pages.ts';

/**
 * Client-side gate by token presence (spec §2: routes are gated on the client only by
 * the stored token; admin screens additionally need userType admin). The server enforces the rest.
 */
export function RouteGuard({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { token, user } = useSession();
  switch (access.kind) {
    case 'public':
      return children;
    case 'guest':
      return token ? <Navigate to={access.redirect} replace /> : children;
    case 'auth':
      return token ? children : <Navigate to="/" replace />;
    case 'admin': {
      if (!token) return <Navigate to="/" replace />;
      const NotFound = PAGES['/404'];
      return user?.userType === 'admin' ? children : <NotFound />;
    }
  }
}
