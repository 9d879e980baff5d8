import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogSummary } from '@tlt/shared/blogs';
import { client } from '../../../lib/api/client.ts';

/** GET /api/blogs/all: every blog, newest first, without the full text. */
export async function getBlogs(signal?: AbortSignal): Promise<BlogSummary[]> {
  return await client.get('/api/blogs/all', { signal });
}

export const blogsQueryOptions = queryOptions({
  queryKey: ['blogs', 'all'],
  queryFn: ({ signal }) => getBlogs(signal),
});

export function useBlogs() {
  return useQuery(blogsQueryOptions);
}
