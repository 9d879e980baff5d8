import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { AuthModalProvider } from '../lib/auth-modal.tsx';
import { SessionProvider } from '../lib/session.tsx';
import type { StoredSession } from '../lib/storage.ts';
import { createQueryClient } from './query-client.ts';

/** Spec §4 UI states: toasts top-right for 2.5 s. */
export const TOAST_DURATION_MS = 2500;

export function AppProvider({ initialSession, children }: { initialSession: StoredSession | null; children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider initial={initialSession}>
        <AuthModalProvider>
          {children}
          <Toaster position="top-right" duration={TOAST_DURATION_MS} richColors closeButton />
        </AuthModalProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
