import { useQuery } from '@tanstack/react-query';
import { WEBINAR_CONTENT_KEY, WEBINAR_SEED, type WebinarContent } from '@tlt/shared/content/webinar-seed';
import { contentQueryOptions } from '../../../lib/api/content-batch.ts';

/** The webinar.page copy; its schema (and zod) loads with the answer, not with the page. */
export const webinarContentQuery = contentQueryOptions<WebinarContent>(WEBINAR_CONTENT_KEY, WEBINAR_SEED, async () =>
  (await import('@tlt/shared/content/webinar')).WebinarContentSchema);

/** The page's copy: never empty (the seed until the server answers, and if it cannot). */
export function useWebinarContent(): WebinarContent {
  return useQuery(webinarContentQuery).data;
}
