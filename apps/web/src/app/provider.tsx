import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CalculatorProvider } from '../components/calculator/calculator-provider.tsx';
import { AuthModalProvider } from '../lib/auth-modal.tsx';
import { LiveNotifications } from '../lib/live/live-notifications.tsx';
import { PushRelink } from './push-relink.tsx';
import { SessionProvider } from '../lib/session.tsx';
import type { StoredSession } from '../lib/storage.ts';
import { loadSonner, onToasterRequested, toasterRequested } from '../lib/toast.ts';
import { useDialogOpen } from '../lib/use-dialog-open.ts';
import { useTheme } from '../lib/theme.ts';
import { createQueryClient } from './query-client.ts';
import { useLingui } from '@lingui/react/macro';

/** Spec §4 UI states: toasts top-right for 2.5 s. */
export const TOAST_DURATION_MS = 2500;

/**
 * Issue 14 §6: top-right, but below the header's controls (64 px on phones, 72 px from lg; the
 * community bar is 56 px), and at the bottom while a dialog is open, whose close button sits at its top.
 */
export const TOAST_OFFSET = { top: 80, right: 24, bottom: 24, left: 24 };
export const TOAST_MOBILE_OFFSET = { top: 72, right: 16, bottom: 16, left: 16 };

const Toaster = lazy(() => loadSonner().then((mod) => ({ default: mod.Toaster })));

/**
 * sonner is not part of the first load: the Toaster mounts with the first toast (lib/toast.ts),
 * or once the page is idle, for pages that import `toast` from 'sonner' directly. Toasts raised
 * before it mounts are shown when it does.
 */
function DeferredToaster() {
  const { t } = useLingui();
  const [wanted, setWanted] = useState(toasterRequested);
  const theme = useTheme();
  const dialogOpen = useDialogOpen();
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const off = onToasterRequested(want);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(want, { timeout: 3000 });
      return () => {
        off();
        window.cancelIdleCallback(id);
      };
    }
    const id = window.setTimeout(want, 1500);
    return () => {
      off();
      window.clearTimeout(id);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position={dialogOpen ? 'bottom-right' : 'top-right'}
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_MOBILE_OFFSET}
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        theme={theme}
        containerAriaLabel={t`Notifications`}
        toastOptions={{ closeButtonAriaLabel: t`Close toast` }}
      />
    </Suspense>
  );
}

interface AppProviderProps {
  initialSession: StoredSession | null;
  /** The server's, or the browser's holding what the server rendered with (decision 0035); a new one otherwise. */
  queryClient?: QueryClient;
  children: ReactNode;
}

export function AppProvider({ initialSession, queryClient: given, children }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initial={initialSession}>
        <AuthModalProvider>
          <CalculatorProvider>
            {children}
            <DeferredToaster />
            <LiveNotifications />
            <PushRelink />
          </CalculatorProvider>
        </AuthModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
