import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Blog } from '@tlt/shared/blogs';
import { client } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useSession } from '../../../lib/session.tsx';

/** GET /api/blogs/bySlug/{slug}: the full text for members, the preview of a locked blog for anyone else. */
export async function getBlog(slug: string, signal?: AbortSignal): Promise<Blog> {
  return await client.get('/api/blogs/bySlug/{slug}', { params: { path: { slug } }, signal });
}

/** Keyed by the session too: the same slug reads differently for a member and a visitor. */
export const blogQueryOptions = (slug: string, token: string | null) =>
  queryOptions({
    queryKey: ['blogs', 'bySlug', slug, token],
    queryFn: ({ signal }) => getBlog(slug, signal),
    // An unknown slug is final; retrying a 404 only delays the 404 page.
    retry: (count, error) => !(error instanceof ApiError && error.code === 404) && count < 2,
    // Signing in (or a server-rendered page turning signed in once hydrated) refetches the same blog:
    // the visitor's copy stays on screen until the member's arrives, never a loading placeholder.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });

export function useBlog(slug: string) {
  const { token } = useSession();
  return useQuery(blogQueryOptions(slug, token));
}
