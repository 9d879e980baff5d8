import { StrictMode } from 'react';
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
void preloadPage(window.location.pathname).then(() =>
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <AppProvider initialSession={start.session}>
        <MaintenanceGate>
          <RouterProvider router={router} />
        </MaintenanceGate>
      </AppProvider>
    </StrictMode>,
  ),
);
