/**
 * The server's renderer of public pages (decision 0035), built by `npm run build` into
 * dist/ssr/entry-server.js and loaded by the server (apps/server/src/modules/pages). It draws the
 * same tree as main.tsx, as a visitor sees it, with the API answered by the server's own services.
 */
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { findPageRoute } from '@tlt/shared/routes';
import { type Locale, localeFromAcceptLanguage, localeOfPath } from '@tlt/shared/i18n/locale';
import { AppRoot } from './app/app-root.tsx';
import { PAGES } from './app/pages.ts';
import { routes } from './app/routes.tsx';
import { routerBasename } from './app/router.tsx';
import { activateLocale } from './lib/i18n.ts';
import { SERVER_RENDERED } from './app/server-pages.ts';
import { SERVER_STATE_ID, type ServerRenderState } from './app/server-render.ts';
import { unansweredQueries, fetchAll } from './app/server-queries.ts';
import { setApiTransport } from './lib/api/client.ts';
import { type PageMeta, PageMetaSink } from './lib/page-meta.ts';
import { keepTranslateNo } from './preact-translate-no.ts';

// preact-render-to-string writes nothing for compat's translate={false} (preact-translate-no.ts).
keepTranslateNo('everywhere');

/** How the server answers the GET calls a page makes while it renders: its own services, in-process. */
export interface ServerApi {
  /**
   * The `data` of GET /api/{path} in `locale` (the page's language: what the route answers with that
   * `Accept-Language`); throws an error with a numeric `code` (the HTTP status) when it fails.
   */
  get(path: string, locale?: Locale): Promise<unknown>;
}

export interface RenderedPage {
  /** The app's HTML, for inside `<div id="root">`. */
  html: string;
  /** A `<script type="application/json">` with what the browser hydrates the page with. */
  stateScript: string;
  /** The page's document title and description (lib/page-meta.ts). */
  title?: string;
  description?: string;
}

/** The pages' data settles in two passes (content, then what a section asks for once drawn); more is a bug. */
const MAX_PASSES = 4;

/** JSON that is safe inside a <script> element: nothing in it can close the element or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** GET calls answered by `api`, in the wire's envelope, so the pages' own query functions read them as from the network. */
function transportFor(api: ServerApi) {
  const answer = (code: number, body: object) =>
    new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
  return async (url: string, init: RequestInit): Promise<Response> => {
    if ((init.method ?? 'GET') !== 'GET') return answer(405, { status: false, code: 405, message: 'Pages only read while they render' });
    try {
      // The language the client asked in (lib/api/client.ts sends it on Hindi pages), as the API reads it.
      const locale = localeFromAcceptLanguage(new Headers(init.headers).get('accept-language'));
      return answer(200, { status: true, code: 200, data: await api.get(url.replace(/^\/api\//, ''), locale) });
    } catch (err) {
      const given = (err as { code?: unknown }).code;
      // Never 401/403: the client would treat them as an expired session (a toast, a sign-out).
      const code = typeof given === 'number' && given >= 400 && given < 600 && given !== 401 && given !== 403 ? given : 500;
      return answer(code, { status: false, code, message: err instanceof Error ? err.message : String(err) });
    }
  };
}

/**
 * The app's HTML. The build draws with Preact (vite.config.ts, decision 0083-landing-first-load), the
 * runtime the browser hydrates with: renderToStringAsync waits for every lazy module and Suspense
 * boundary in place, so no boundary is ever left for an inline script to fill (the CSP forbids one),
 * and a component that throws rejects the render (the caller serves the plain shell).
 */
async function toHtml(node: ReactNode): Promise<string> {
  // The tree is Preact's in the build (react is aliased to preact/compat); the types are React's.
  return renderToStringAsync(node as unknown as Parameters<typeof renderToStringAsync>[0]);
}

async function renderPage(path: string, routePath: keyof typeof PAGES, api: ServerApi): Promise<RenderedPage | null> {
  const locale = localeOfPath(path);
  await Promise.all([PAGES[routePath].preload(), activateLocale(locale)]);
  const handler = createStaticHandler(routes, { basename: routerBasename(locale) });
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // No retries, and nothing is collected meanwhile: the client is dropped after the render.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
  const renderedAt = Date.now();
  let meta: PageMeta = {};
  const tree = (
    <PageMetaSink value={(m) => void (meta = m)}>
      <AppRoot session={null} queryClient={queryClient} renderedAt={renderedAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppRoot>
    </PageMetaSink>
  );
  setApiTransport(transportFor(api));
  try {
    // Each pass draws the page and answers the queries it asked for; the last draws it with all of them.
    for (let pass = 1; ; pass++) {
      const html = await toHtml(tree);
      const waiting = unansweredQueries(queryClient);
      if (waiting.length === 0) {
        const state: ServerRenderState = { path, renderedAt, queries: dehydrate(queryClient) };
        const stateScript = `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>`;
        return { html, stateScript, title: meta.title, description: meta.description };
      }
      if (pass === MAX_PASSES) throw new Error(`${path}: queries still unanswered after ${pass} passes: ${waiting.map((q) => q.queryHash).join(', ')}`);
      await fetchAll(waiting);
    }
  } finally {
    setApiTransport(null);
    queryClient.clear();
  }
}

/** Renders are one at a time: the API transport is the module's, set for the render in progress. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The page at `path` (a pathname) as a visitor's browser would draw it; null for a page the server
 * does not render (member and admin pages, unknown addresses). Throws when the page cannot be drawn
 * with its data (a failed read, a render error): the caller serves the plain shell instead.
 */
export function render(path: string, api: ServerApi): Promise<RenderedPage | null> {
  const route = findPageRoute(path);
  const routePath = route?.path as keyof typeof PAGES | undefined;
  if (!routePath || !SERVER_RENDERED.has(routePath)) return Promise.resolve(null);
  const run = queue.then(() => renderPage(path, routePath, api));
  queue = run.catch(() => undefined);
  return run;
}
