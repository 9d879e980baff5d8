import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { BlogSummarySchema, type BlogSummary } from '@tlt/shared/blogs';
import { api } from '../../../lib/api-client.ts';

/** GET /api/blogs/all: every blog, newest first, without the full text. */
export async function getBlogs(signal?: AbortSignal): Promise<BlogSummary[]> {
  return z.array(BlogSummarySchema).parse(await api.get<unknown>('blogs/all', { signal }));
}

export const blogsQueryOptions = queryOptions({
  queryKey: ['blogs', 'all'],
  queryFn: ({ signal }) => getBlogs(signal),
});

export function useBlogs() {
  return useQuery(blogsQueryOptions);
}
