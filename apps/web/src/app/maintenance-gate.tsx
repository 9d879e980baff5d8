import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { MSG } from '@tlt/shared/messages';
import { findPageRoute } from '@tlt/shared/routes';
import { LogoMark } from '../components/layout/logo.tsx';
import { useMaintenance } from '../lib/api/maintenance.ts';
import { useSession } from '../lib/session.tsx';
import { COMPANY_NAME } from '../lib/site-config.ts';
import { MaintenanceBanner } from './maintenance-banner.tsx';
import { translateShared } from '../lib/i18n.ts';

/** Pages that stay open to everyone while maintenance is on, so an admin can sign in (issue 27 §5). */
const OPEN_PAGES = new Set<string>(['/login', '/reset-password']);

/**
 * Spec §2: the maintenance screen replaces everything while the server flags it, except the pages
 * an admin needs to get in. A signed-in admin keeps the whole site under a banner, so maintenance
 * can be switched off from it; the server refuses everyone else's writes meanwhile.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useMaintenance();
  const { user } = useSession();
  const { pathname } = useLocation();
  const on = data?.isTLT === true;
  const admin = user?.userType === 'admin';
  if (on && !admin && !OPEN_PAGES.has(findPageRoute(pathname)?.path ?? '')) return <MaintenanceScreen />;
  // One shape whether the banner shows or not: signing in on /login must not remount the page under it.
  return (
    <>
      {on && admin && <MaintenanceBanner />}
      {children}
    </>
  );
}

export function MaintenanceScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-navy-950 px-6 text-center text-white">
      <LogoMark className="size-16" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-emerald-300 uppercase">{COMPANY_NAME}</p>
      <h1 className="mt-3 max-w-xl text-2xl leading-snug font-bold md:text-4xl">{translateShared(MSG.maintenance)}</h1>
    </main>
  );
}
