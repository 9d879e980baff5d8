import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingName, LandingValue } from '@tlt/shared/content/landing';
import { LANDING_SEEDS } from '@tlt/shared/content/landing-seed';
import { api } from '../../../lib/api-client.ts';

/** The same key the content editor invalidates after a save. */
export const contentQueryKey = (key: string) => ['content', key] as const;

export function getContent(key: string, signal?: AbortSignal): Promise<unknown> {
  return api.get<unknown>(`content/${encodeURIComponent(key)}`, { signal });
}

/**
 * The stored value if it fits this build's schema, else the seed. The schemas (and zod) load with
 * the first answer, not with the page: the seed renders without them.
 */
async function getLandingContent<N extends LandingName>(name: N, signal?: AbortSignal): Promise<LandingValue<N>> {
  const [value, { LANDING }] = await Promise.all([getContent(LANDING_SEEDS[name].key, signal), import('@tlt/shared/content/landing')]);
  const parsed = LANDING[name].schema.safeParse(value);
  // A value that does not fit is ignored rather than breaking the page.
  return (parsed.success ? parsed.data : LANDING_SEEDS[name].seed) as LandingValue<N>;
}

function landingContentQuery<N extends LandingName>(name: N) {
  const { key, seed } = LANDING_SEEDS[name];
  return queryOptions({
    queryKey: contentQueryKey(key),
    queryFn: ({ signal }) => getLandingContent(name, signal),
    // The seed renders at once (no empty page, and the page works without the API); updatedAt 0
    // marks it stale so the admin's stored copy is fetched straight away.
    initialData: seed as LandingValue<N>,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** One landing section's copy: the seed first, then the stored value once it arrives. */
export function useLandingContent<N extends LandingName>(name: N): LandingValue<N> {
  // initialData (the seed) means data is always defined; TS cannot see that through the generic N.
  return useQuery(landingContentQuery(name)).data as LandingValue<N>;
}
