import type { ReactNode } from 'react';
import { MSG } from '@tlt/shared/messages';
import { LogoMark } from '../components/layout/logo.tsx';
import { useMaintenance } from '../lib/maintenance.ts';
import { useSession } from '../lib/session.tsx';
import { COMPANY_NAME } from '../lib/site-config.ts';

/**
 * Spec §2: the maintenance screen replaces everything while the server flags it.
 * A signed-in admin still gets the app, so maintenance can be switched off from it.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useMaintenance();
  const { user } = useSession();
  if (data?.isTLT && user?.userType !== 'admin') return <MaintenanceScreen />;
  return children;
}

export function MaintenanceScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-navy-950 px-6 text-center text-white">
      <LogoMark className="size-16" />
      <p className="mt-6 text-sm font-semibold tracking-widest text-emerald-300 uppercase">{COMPANY_NAME}</p>
      <h1 className="mt-3 max-w-xl text-2xl leading-snug font-bold md:text-4xl">{MSG.maintenance}</h1>
    </main>
  );
}
