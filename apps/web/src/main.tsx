import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { MaintenanceGate } from './app/maintenance-gate.tsx';
import { AppProvider } from './app/provider.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createAppRouter } from './app/router.tsx';
import { startSession } from './lib/session-start.ts';
import './index.css';

// Spec §4 App start: an expired stored member is signed out and sent to / before anything renders.
const start = startSession();
if (start.expired && window.location.pathname !== '/') window.history.replaceState(null, '', '/');
const router = createAppRouter();

// The page's own code first, so the first render draws the page itself (app/lazy-page.tsx).
// In a transition, React renders the first page in slices and lets the browser in between (a
// phone's main thread is not held for the whole tree, which index.html's header strip stands in
// for meanwhile); the page still appears in one commit.
void preloadPage(window.location.pathname).then(() => {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider initialSession={start.session}>
          <MaintenanceGate>
            <RouterProvider router={router} />
          </MaintenanceGate>
        </AppProvider>
      </StrictMode>,
    ),
  );
});
