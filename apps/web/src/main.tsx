import { startTransition } from 'react';
import { localeOfPath, localizePath } from '@tlt/shared/i18n/locale';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { preloadPage } from './app/preload-page.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { hydrateQueries, readServerRender } from './app/server-render.ts';
import { activateLocale } from './lib/i18n.ts';
import { startSession } from './lib/session-start.ts';
import { warmClassMerge } from './lib/warm-class-merge.ts';
import { yieldToBrowser } from './lib/yield-to-browser.ts';
import { keepTranslateNo } from './preact-translate-no.ts';
import './index.css';

// Spec §4 App start: an expired stored member is signed out and sent to / before anything renders.
const start = startSession();
const locale = localeOfPath(window.location.pathname);
const home = localizePath('/', locale);
if (start.expired && window.location.pathname !== home) window.history.replaceState(null, '', home);
// A server-rendered page (decision 0035) is hydrated with the answers it was drawn with; any other
// page (members' and admins' pages, the dev server, an address changed above) is drawn here.
const server = readServerRender(window.location.pathname);
// The page's own code first, so the first render draws the page itself (app/lazy-page.tsx); its
// download runs while the steps below do.
const pageLoaded = preloadPage(window.location.pathname);
// The page's words: a Hindi page's catalogues load beside its code, before the first render.
const wordsLoaded = activateLocale(locale);

// Each step of the start in a task of its own (issue 14 §1): on a phone, the router's route
// ranking, tailwind-merge's set-up and the first render each take tens of milliseconds, and one
// task holding them all is what Lighthouse's total blocking time counts against a page.
await yieldToBrowser();
const router = createAppRouter(locale);
await yieldToBrowser();
const queryClient = createQueryClient();
if (server) hydrateQueries(queryClient, server);
await Promise.all([pageLoaded, wordsLoaded]);
await yieldToBrowser();
warmClassMerge();
await yieldToBrowser();

const app = (
  <AppRoot session={start.session} queryClient={queryClient} renderedAt={server?.renderedAt ?? null}>
    <RouterProvider router={router} />
  </AppRoot>
);

// The build runs on Preact (vite.config.ts, decision 0083-landing-first-load), whose startTransition
// runs its callback at once: the hydration is one task, shorter than React's whole set of slices.
// Under React (`vite dev`, the unit tests) it renders in slices and lets the browser in between.
// An SVG label's translate="no" kept under Preact (preact-translate-no.ts); nothing under React.
keepTranslateNo('svg');
const container = document.getElementById('root') as HTMLElement;
if (server) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  const root = createRoot(container);
  startTransition(() => root.render(app));
}

// Browser errors and Web Vitals go to first-party analytics (issue 28 §6): fetched once the page has
// loaded, so neither the first paint nor the landing page's JS budget pays for them.
const startReports = () => void import('./lib/client-reports.ts').then((m) => m.startClientReports()).catch(() => {});
if (document.readyState === 'complete') startReports();
else window.addEventListener('load', startReports, { once: true });
