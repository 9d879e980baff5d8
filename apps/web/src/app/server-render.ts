import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` a server-rendered page carries its state in. */
export const SERVER_STATE_ID = 'tlt-server-state';

/** What the server rendered a page with (entry-server.tsx), for the browser to hydrate it with. */
export interface ServerRenderState {
  /** The pathname rendered: a page whose address changed before start (app start's sign-out) is drawn afresh. */
  path: string;
  /** When it was rendered (ms): clock-drawn text hydrates with it (lib/use-now.ts). */
  renderedAt: number;
  /** The queries the page was drawn with (TanStack Query's dehydrated state). */
  queries: DehydratedState;
}

/** The state of the server-rendered page at `pathname`, or null when this page was not server-rendered. */
export function readServerRender(pathname: string): ServerRenderState | null {
  const text = document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as ServerRenderState;
    return state.path === pathname && typeof state.renderedAt === 'number' && state.queries ? state : null;
  } catch {
    return null;
  }
}

/**
 * Puts the server's query answers in the client's cache, dated now: the server keeps a page's HTML
 * only while its data is unchanged (decision 0035), so they are as fresh as a request made now and
 * the page does not ask for them again on load.
 */
export function hydrateQueries(queryClient: QueryClient, state: ServerRenderState): void {
  const now = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: now } })),
  });
}
