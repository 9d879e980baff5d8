import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';

/** Whether a query the page built is switched on (its `enabled`, a flag or a function of the query). */
function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * The queries a server render drew without their answer: never fetched (a seed as initial data
 * counts as unanswered) and switched on. On the server, useQuery builds queries but fetches none.
 */
export function unansweredQueries(client: QueryClient): Query[] {
  return client.getQueryCache().getAll().filter((q) =>
    q.state.dataUpdateCount === 0 && q.state.errorUpdateCount === 0 && q.options.queryFn !== skipToken && isEnabled(q));
}

/** Answers them all; a failed one fails the render (a page drawn with an error state is not a page to keep). */
export async function fetchAll(queries: Query[]): Promise<void> {
  // No retries (a query's own `retry` would wait seconds between tries): the server's reads fail for good.
  await Promise.all(queries.map((q) => q.fetch({ ...q.options, retry: false }).catch(() => undefined)));
  const failed = queries.find((q) => q.state.status === 'error');
  if (failed) throw new Error(`${failed.queryHash}: ${failed.state.error instanceof Error ? failed.state.error.message : 'failed'}`);
}
