import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { apiRequest, apiUrl, type ApiData, type PathsWith, type QueryOf } from './client.ts';

/**
 * An admin list's query as the address gives it: its values are the URL's strings, sent as they
 * are. The address is typed by hand, so it is where input crosses in; the server checks every value
 * against the route's schema and answers a bad one 400, which the list shows as its error.
 */
export function fromAddress<Q>(params: URLSearchParams): Q {
  return Object.fromEntries(params) as Q;
}

/**
 * One page of an admin list (members, contact queries, webinar registrations, the audit log):
 * GET `path` with its typed query, cached under `[...listKey, query]`. The rows on screen stay,
 * dimmed by the table, while the next page, search or filter loads.
 */
export function useAdminList<P extends PathsWith<'get'>>(listKey: QueryKey, path: P, query: QueryOf<P>) {
  return useQuery({
    queryKey: [...listKey, query],
    // client.get's options are typed per literal path; for a path chosen by the caller they are built here.
    queryFn: ({ signal }) => apiRequest<ApiData<P, 'get'>>(apiUrl(path, { query: query as Record<string, unknown> }), { signal }),
    placeholderData: keepPreviousData,
  });
}
