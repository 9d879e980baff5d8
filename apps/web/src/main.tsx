import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { hydrateQueries, readServerRender } from './app/server-render.ts';
import { startSession } from './lib/session-start.ts';
import './index.css';

// Spec §4 App start: an expired stored member is signed out and sent to / before anything renders.
const start = startSession();
if (start.expired && window.location.pathname !== '/') window.history.replaceState(null, '', '/');
// A server-rendered page (decision 0035) is hydrated with the answers it was drawn with; any other
// page (members' and admins' pages, the dev server, an address changed above) is drawn here.
const server = readServerRender(window.location.pathname);
const router = createAppRouter();
const queryClient = createQueryClient();
if (server) hydrateQueries(queryClient, server);

const app = (
  <AppRoot session={start.session} queryClient={queryClient} renderedAt={server?.renderedAt ?? null}>
    <RouterProvider router={router} />
  </AppRoot>
);

// The page's own code first, so the first render draws the page itself (app/lazy-page.tsx).
// In a transition, React renders (or hydrates) in slices and lets the browser in between (a
// phone's main thread is not held for the whole tree); the page still appears in one commit.
void preloadPage(window.location.pathname).then(() => {
  const container = document.getElementById('root') as HTMLElement;
  if (server) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  startTransition(() => root.render(app));
});
