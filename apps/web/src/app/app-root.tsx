import { StrictMode, useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '../lib/i18n.ts';
import type { StoredSession } from '../lib/storage.ts';
import { RenderTimeContext } from '../lib/use-now.ts';
import { AppProvider } from './provider.tsx';

interface AppRootProps {
  session: StoredSession | null;
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated (ms); null when it was not. */
  renderedAt: number | null;
  /** The router: the browser's, or the server's static one. */
  children: ReactNode;
}

/**
 * Marks <html data-app-ready> once the app's first render (or hydration) has been committed: a
 * server-drawn page shows before its code runs, and end-to-end tests wait for this before acting.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}

/**
 * The whole app around its router. The browser (main.tsx) and the server (entry-server.tsx) draw
 * this same tree, so the browser's first render of a server-rendered page matches its HTML.
 */
export function AppRoot({ session, queryClient, renderedAt, children }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RenderTimeContext value={renderedAt}>
          <AppProvider initialSession={session} queryClient={queryClient}>
            {children}
            <ReadyMark />
          </AppProvider>
        </RenderTimeContext>
      </I18nProvider>
    </StrictMode>
  );
}
