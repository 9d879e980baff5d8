import { useQuery } from '@tanstack/react-query';
import { client } from '../../../lib/api/client.ts';

/** The fields the brief shows; GET /api/blogs/all returns them newest first. */
export interface BlogSummary {
  id: string | number;
  slug: string;
  title: string;
  shortDescription?: string | null;
  featureImage?: string | null;
  published_date?: string | null;
  /** The post's language: its title and teaser carry it (a Hindi page marks English posts). */
  language?: string;
}

function isBlog(value: unknown): value is BlogSummary {
  const b = value as BlogSummary;
  return !!b && typeof b.slug === 'string' && typeof b.title === 'string';
}

export async function getLatestBlogs(signal?: AbortSignal): Promise<BlogSummary[]> {
  const data = await client.get('/api/blogs/all', { signal });
  return (Array.isArray(data) ? data.filter(isBlog) : []).slice(0, 3);
}

export function useLatestBlogs() {
  return useQuery({ queryKey: ['blogs', 'latest', 3], queryFn: ({ signal }) => getLatestBlogs(signal), retry: false });
}
