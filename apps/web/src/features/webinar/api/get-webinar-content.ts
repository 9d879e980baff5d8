import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEBINAR_CONTENT_KEY, WEBINAR_SEED, type WebinarContent } from '@tlt/shared/content/webinar-seed';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/content/webinar.page: the stored copy if it fits this build's schema, else the seed.
 * The schema (and zod) load with the answer, not with the page: the seed renders without them.
 */
async function getWebinarContent(signal?: AbortSignal): Promise<WebinarContent> {
  const [value, { WebinarContentSchema }] = await Promise.all([
    api.get<unknown>(`content/${encodeURIComponent(WEBINAR_CONTENT_KEY)}`, { signal }),
    import('@tlt/shared/content/webinar'),
  ]);
  const parsed = WebinarContentSchema.safeParse(value);
  // A value that does not fit is ignored rather than breaking the page.
  return parsed.success ? parsed.data : WEBINAR_SEED;
}

/** ['content', key] is the key the content editor invalidates after a save. */
export const webinarContentQuery = queryOptions({
  queryKey: ['content', WEBINAR_CONTENT_KEY],
  queryFn: ({ signal }) => getWebinarContent(signal),
  // The seed paints at once; dated 0 so the stored copy is still fetched on the first visit.
  initialData: WEBINAR_SEED,
  initialDataUpdatedAt: 0,
  staleTime: 5 * 60_000,
});

/** The page's copy: never empty (the seed until the server answers, and if it cannot). */
export function useWebinarContent(): WebinarContent {
  return useQuery(webinarContentQuery).data;
}
